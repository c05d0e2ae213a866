import { ActionIcon, Alert, Autocomplete, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useController, useFormState, type UseFieldArrayReturn } from 'react-hook-form';
import { ControlledTextInput } from '../../../../components/form/ControlledTextInput';
import type { FormControl } from '../../../../components/form/formControl';
import { useRowForm } from '../../../../components/form/rowForms';
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
 * Typing in one row re-renders that row only: nothing here watches the values, the rows are
 * memoized on stable props, and the error message subscribes on its own (a re-render of the
 * table would re-render every cell through Mantine's table context). A long list renders only
 * the rows in view (ColumnRowsTable), a keystroke lays out its own input box alone (every
 * single-line input box contains its layout: app/mantineOverrides.css), and a row's inputs make a
 * small form of their own for the browser's autofill to re-read (useRowForm).
 */
export function ColumnsEditor({ control, columns }: { control: FormControl<ColumnsValues>; columns: Columns }) {
  return (
    <Stack gap="xs">
      <ColumnsRootError control={control} />
      <ColumnRows control={control} fields={columns.fields} remove={columns.remove} />
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => columns.append({ name: '', type: 'String', sourceField: '' })}>
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
  control,
  fields,
  remove,
}: {
  control: FormControl<ColumnsValues>;
  fields: Columns['fields'];
  remove: Columns['remove'];
}) {
  if (fields.length === 0) return null;
  return (
    <ColumnRowsTable
      control={control}
      fields={fields}
      label="Destination columns"
      columns={3}
      rowFields={ROW_FIELDS}
      header={
        <>
          <Table.Th>Column</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th w={40}>
            <VisuallyHidden>Remove</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(id, i, measure) => <ColumnRowEditor key={id} control={control} index={i} remove={remove} measure={measure} />}
    />
  );
});

const ColumnRowEditor = memo(function ColumnRowEditor({
  control,
  index,
  remove,
  measure,
}: {
  control: FormControl<ColumnsValues>;
  index: number;
  remove: Columns['remove'];
  measure?: MeasureRow;
}) {
  const { form, formOfRow } = useRowForm();
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
        <ActionIcon variant="subtle" color="red" size="input-xs" onClick={() => remove(index)} aria-label={`Remove column ${index + 1}`}>
          <IconTrash size={16} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
});

function TypeInput({ control, index, form }: { control: FormControl<ColumnsValues>; index: number; form: string }) {
  const { field, fieldState } = useController({ control, name: `columns.${index}.type` });
  return (
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
  );
}
