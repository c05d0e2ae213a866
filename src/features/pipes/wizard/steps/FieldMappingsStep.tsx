import { Alert, Stack, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import {
  type ActiveRow,
  ControlledAutocomplete,
  ControlledTextInput,
  EditableCell,
  type FormControl,
  type FormMethods,
  narrowForm,
  type RowValues,
  useActiveRow,
  useEditFocus,
  useRowError,
  useRowForm,
  useRowValue,
  useRowValues,
} from '../../../../components/form';
import type { WizardValues } from '../wizardValues';
import { rowAttributes, type MeasureRow } from '../../../../components/list/VirtualTbody';
import { ColumnRowsTable } from './ColumnRowsTable';
import { OPTIONS_WHEN_OPEN, type Columns, type ColumnsValues } from './ColumnsEditor';
import { CodeName } from '../../../../components/Name';

/** Step 4: one row per destination column, with the source field read into it (every column must be mapped). */
export function FieldMappingsStep({ form, columns }: { form: FormMethods<WizardValues>; columns: Columns }) {
  const kind = useWatch({ control: form.control, name: 'kind' });
  const knownFields = useWatch({ control: form.control, name: 'knownFields' });
  if (kind === 'postgres') {
    return <Text>A database pipe maps whole tables: its table mappings (on Connection) decide where each table goes, column by column.</Text>;
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Every destination column needs the source field it is read from. Each starts with the field of its own name: change those that differ.
      </Text>
      {knownFields?.length > 0 && (
        <Text size="xs" c="dimmed">
          The sample record's fields are offered as you type: a source field must be one of them.
        </Text>
      )}
      <FieldMappingsTable form={narrowForm<ColumnsValues, WizardValues>(form)} columns={columns} knownFields={knownFields} />
    </Stack>
  );
}

/**
 * One row per destination column with the source field read into it, and a message while some
 * column has none. One row at a time holds an input, the others show the source field in a cell
 * drawn as that input (useActiveRow). Typing in it re-renders that row only, a long list renders
 * only the rows in view (ColumnRowsTable), and the row's input makes a small form of its own for
 * the browser's autofill to re-read (useRowForm).
 */
export function FieldMappingsTable({
  form,
  columns,
  knownFields = NONE,
}: {
  form: FormMethods<ColumnsValues>;
  columns: Columns;
  knownFields?: readonly string[];
}) {
  const active = useActiveRow();
  return (
    <Stack gap="sm">
      <UnmappedColumnsAlert control={form.control} />
      <MappingRows form={form} fields={columns.fields} active={active} knownFields={knownFields} />
    </Stack>
  );
}

function UnmappedColumnsAlert({ control }: { control: FormControl<ColumnsValues> }) {
  const { errors } = useFormState({ control, name: 'columns' });
  const unmapped =
    Array.isArray(errors.columns) || typeof errors.columns === 'object'
      ? Object.values(errors.columns ?? {}).filter((e) => (e as { sourceField?: unknown })?.sourceField).length
      : 0;
  return unmapped > 0 ? (
    <Alert color="red" variant="light" role="alert">
      {unmapped === 1 ? 'One column has' : `${unmapped} columns have`} no source field: each is named below.
    </Alert>
  ) : null;
}

const ROW_FIELDS = ['sourceField'] as const;
/** No fields known (no sample): the source field is typed freely. */
const NONE: readonly string[] = [];

const MappingRows = memo(function MappingRows({
  form,
  fields,
  active,
  knownFields,
}: {
  form: FormMethods<ColumnsValues>;
  fields: Columns['fields'];
  active: ActiveRow;
  knownFields: readonly string[];
}) {
  const { activate, takeFocus } = active;
  const { control } = form;
  const rows = useRowValues(form, 'columns');
  return (
    <ColumnRowsTable
      control={control}
      fields={fields}
      label="Field mappings"
      columns={2}
      rowFields={ROW_FIELDS}
      active={active}
      header={
        <>
          <Table.Th>Destination column</Table.Th>
          <Table.Th>Source field</Table.Th>
        </>
      }
      renderRow={(id, i, editing, measure) => (
        <MappingRow
          key={id}
          id={id}
          control={control}
          rows={rows}
          index={i}
          measure={measure}
          editing={editing}
          activate={activate}
          takeFocus={takeFocus}
          knownFields={knownFields}
        />
      )}
    />
  );
});

interface MappingRowProps {
  id: string;
  control: FormControl<ColumnsValues>;
  rows: RowValues;
  index: number;
  measure?: MeasureRow;
  editing: boolean;
  activate: ActiveRow['activate'];
  takeFocus: ActiveRow['takeFocus'];
  knownFields: readonly string[];
}

const MappingRow = memo(function MappingRow({ id, control, rows, index, measure, editing, activate, takeFocus, knownFields }: MappingRowProps) {
  const name = useRowValue(rows, index, 'name');
  const type = useRowValue(rows, index, 'type');
  const column = name || `column ${index + 1}`;
  return (
    <Table.Tr {...rowAttributes(index, measure)}>
      {/* The cells are top-aligned (ColumnRowsTable): the name sits level with the text of the xs input beside it. */}
      <Table.Td pt={9}>
        <CodeName value={column} />{' '}
        <Text span size="xs" c="dimmed">
          {type}
        </Text>
      </Table.Td>
      <Table.Td>
        {editing ? (
          <SourceFieldInput control={control} index={index} label={`Source field for ${column}`} takeFocus={takeFocus} knownFields={knownFields} />
        ) : (
          <SourceFieldCell rows={rows} index={index} label={`Source field for ${column}`} onEdit={() => activate(id, 'sourceField')} />
        )}
      </Table.Td>
    </Table.Tr>
  );
});

function SourceFieldInput({
  control,
  index,
  label,
  takeFocus,
  knownFields,
}: {
  control: FormControl<ColumnsValues>;
  index: number;
  label: string;
  takeFocus: ActiveRow['takeFocus'];
  knownFields: readonly string[];
}) {
  const { form, formOfRow } = useRowForm();
  useEditFocus(takeFocus, `columns.${index}`);
  return (
    <>
      {formOfRow}
      {knownFields.length > 0 ? (
        <ControlledAutocomplete
          control={control}
          name={`columns.${index}.sourceField`}
          form={form}
          aria-label={label}
          size="xs"
          data={[...knownFields]}
          limit={20}
          comboboxProps={OPTIONS_WHEN_OPEN}
        />
      ) : (
        <ControlledTextInput control={control} name={`columns.${index}.sourceField`} form={form} aria-label={label} size="xs" />
      )}
    </>
  );
}

function SourceFieldCell({ rows, index, label, onEdit }: { rows: RowValues; index: number; label: string; onEdit: () => void }) {
  const value = useRowValue(rows, index, 'sourceField');
  const error = useRowError(rows, index, 'sourceField');
  return <EditableCell label={label} value={value} error={error} onEdit={onEdit} />;
}
