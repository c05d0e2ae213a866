import { ActionIcon, Alert, Autocomplete, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useEffect, useRef } from 'react';
import { useController, useFormState, useWatch, type UseFieldArrayReturn } from 'react-hook-form';
import {
  type ActiveRow,
  cellClasses,
  ControlledTextInput,
  EditableCell,
  type FormControl,
  type FormMethods,
  type RowValues,
  useActiveRow,
  useEditFocus,
  useRowError,
  useRowForm,
  useRowValue,
  useRowValues,
} from '../../../../components/form';
import { rowAttributes, type MeasureRow } from '../../../../components/list/VirtualTbody';
import { COMMON_COLUMN_TYPES } from '../sampleColumns';
import type { WizardValues } from '../wizardValues';
import { ColumnRowsTable } from './ColumnRowsTable';

/** What the columns editors read: the wizard and the edit form both keep the rows at `columns`. */
export type ColumnsValues = Pick<WizardValues, 'columns'>;
export type Columns = UseFieldArrayReturn<ColumnsValues, 'columns'>;

const TYPE_OPTIONS = [...COMMON_COLUMN_TYPES];
/**
 * Mantine keeps a closed combobox's options in the page by default; with one type list per row
 * that is 200 hidden lists to mount. Rendered when opened instead (the input points to its list
 * only while open, so nothing refers to a missing element).
 */
export const OPTIONS_WHEN_OPEN = { keepMounted: false } as const;

/**
 * The destination columns: name and type (a common type from the list, or any typed freely).
 * One row at a time is edited with inputs, the others show their values in cells drawn as those
 * inputs (useActiveRow): a click or Tab turns a row into inputs. Typing in it re-renders that row
 * only: nothing here watches the values, the rows are memoized on stable props, and each row
 * reads its values and messages through the table's one subscription to the form (useRowValues:
 * a re-render of the table would re-render every cell through Mantine's table context). A long
 * list renders only the rows in view (ColumnRowsTable), a keystroke lays out its own input box
 * alone (every single-line input box contains its layout: app/mantineOverrides.css), and the
 * row's inputs make a small form of their own for the browser's autofill to re-read (useRowForm).
 */
export function ColumnsEditor({ form, columns }: { form: FormMethods<ColumnsValues>; columns: Columns }) {
  const { control } = form;
  const active = useActiveRow();
  const added = useRef(false);
  const { fields } = columns;
  const { activate } = active;
  // A column added is edited at once, its name focused.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const last = fields[fields.length - 1];
    if (last) activate(last.id, 'name');
  }, [fields, activate]);
  return (
    <Stack gap="xs">
      <ColumnsRootError control={control} />
      <ColumnRows form={form} fields={fields} remove={columns.remove} active={active} />
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            added.current = true;
            columns.append({ name: '', type: 'String', sourceField: '' }, { shouldFocus: false });
          }}
        >
          Add column
        </Button>
        <Text size="xs" c="dimmed">
          {columns.fields.length} {columns.fields.length === 1 ? 'column' : 'columns'}
        </Text>
      </Group>
    </Stack>
  );
}

/** The rule about the list as a whole (at least one column, unique names). */
function ColumnsRootError({ control }: { control: FormControl<ColumnsValues> }) {
  const { errors } = useFormState({ control, name: 'columns' });
  const rootError = errors.columns?.root?.message;
  return rootError ? (
    <Alert color="red" variant="light" role="alert">
      {rootError}
    </Alert>
  ) : null;
}

const ROW_FIELDS = ['name', 'type'] as const;

const ColumnRows = memo(function ColumnRows({
  form,
  fields,
  remove,
  active,
}: {
  form: FormMethods<ColumnsValues>;
  fields: Columns['fields'];
  remove: Columns['remove'];
  active: ActiveRow;
}) {
  const { activate, takeFocus } = active;
  const { control } = form;
  const rows = useRowValues(form, 'columns');
  if (fields.length === 0) return null;
  return (
    <ColumnRowsTable
      control={control}
      fields={fields}
      label="Destination columns"
      columns={3}
      rowFields={ROW_FIELDS}
      active={active}
      header={
        <>
          <Table.Th>Column</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th w={40}>
            <VisuallyHidden>Remove</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(id, i, editing, measure) =>
        editing ? (
          <ColumnRowEditor key={id} control={control} index={i} remove={remove} measure={measure} takeFocus={takeFocus} />
        ) : (
          <ColumnRowView key={id} id={id} rows={rows} index={i} remove={remove} measure={measure} activate={activate} />
        )
      }
    />
  );
});

interface RowProps {
  control: FormControl<ColumnsValues>;
  index: number;
  remove: Columns['remove'];
  measure?: MeasureRow;
}

/** A row not being edited: its name and type as cells that turn the row into inputs. */
const ColumnRowView = memo(function ColumnRowView({
  id,
  rows,
  index,
  remove,
  measure,
  activate,
}: Omit<RowProps, 'control'> & { id: string; rows: RowValues; activate: ActiveRow['activate'] }) {
  const name = useRowValue(rows, index, 'name');
  const type = useRowValue(rows, index, 'type');
  const nameError = useRowError(rows, index, 'name');
  const typeError = useRowError(rows, index, 'type');
  const proposedType = useRowValue(rows, index, 'proposed.type');
  const reason = useRowValue(rows, index, 'proposed.reason');
  return (
    <Table.Tr {...rowAttributes(index, measure)}>
      <Table.Td>
        <EditableCell label={`Column ${index + 1} name`} value={name} error={nameError} onEdit={() => activate(id, 'name')} />
      </Table.Td>
      <Table.Td>
        <EditableCell label={`Column ${index + 1} type`} value={type} error={typeError} onEdit={() => activate(id, 'type')} />
        {reason && type === proposedType && <TypeReason reason={reason} />}
      </Table.Td>
      <Table.Td>
        <RemoveButton index={index} remove={remove} hoverOnly />
      </Table.Td>
    </Table.Tr>
  );
});

/** The row being edited: inputs, focused on the field its cell was clicked in. */
const ColumnRowEditor = memo(function ColumnRowEditor({ control, index, remove, measure, takeFocus }: RowProps & { takeFocus: ActiveRow['takeFocus'] }) {
  const { form, formOfRow } = useRowForm();
  useEditFocus(takeFocus, `columns.${index}`);
  return (
    <Table.Tr {...rowAttributes(index, measure)}>
      <Table.Td>
        {formOfRow}
        <ControlledTextInput control={control} name={`columns.${index}.name`} form={form} aria-label={`Column ${index + 1} name`} size="xs" />
      </Table.Td>
      <Table.Td>
        <TypeInput control={control} index={index} form={form} />
      </Table.Td>
      <Table.Td>
        <RemoveButton index={index} remove={remove} />
      </Table.Td>
    </Table.Tr>
  );
});

/** Shown in the row being edited, and in another row while the pointer is over it (EditableCell's hover rule). */
function RemoveButton({ index, remove, hoverOnly }: { index: number; remove: Columns['remove']; hoverOnly?: boolean }) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="input-xs"
      onClick={() => remove(index)}
      aria-label={`Remove column ${index + 1}`}
      className={hoverOnly ? cellClasses.hoverOnly : undefined}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** Why a type was proposed from the sample ("epoch milliseconds"), under the type while it is still that one. */
function TypeReason({ reason }: { reason: string }) {
  return (
    <Text size="xs" c="dimmed" mt={2}>
      {reason}
    </Text>
  );
}

function TypeInput({ control, index, form }: { control: FormControl<ColumnsValues>; index: number; form: string }) {
  const { field, fieldState } = useController({ control, name: `columns.${index}.type` });
  const proposed = useWatch({ control, name: `columns.${index}.proposed` });
  return (
    <>
      <Autocomplete
        ref={field.ref}
        name={field.name}
        form={form}
        size="xs"
        aria-label={`Column ${index + 1} type`}
        data={TYPE_OPTIONS}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
        limit={20}
        comboboxProps={OPTIONS_WHEN_OPEN}
      />
      {proposed && proposed.type === field.value && <TypeReason reason={proposed.reason} />}
    </>
  );
}
