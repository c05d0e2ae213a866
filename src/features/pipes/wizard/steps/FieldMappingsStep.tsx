import { Alert, Code, Stack, Table, Text } from '@mantine/core';
import { memo, useRef } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { ControlledTextInput } from '../../../../components/form/ControlledTextInput';
import { narrowControl, type FormControl } from '../../../../components/form/formControl';
import type { WizardValues } from '../wizardValues';
import { useRowErrorFocus } from '../../../../components/form/useRowErrorFocus';
import { rowAttributes, VirtualTbody, type MeasureRow, type RowScroller } from '../../../../components/list/VirtualTbody';
import { FORM_ROW_HEIGHT, ROW_INPUT_STYLES, type Columns, type ColumnsValues } from './ColumnsEditor';

/** Step 4: one row per destination column, with the source field read into it (every column must be mapped). */
export function FieldMappingsStep({ control, columns }: { control: FormControl<WizardValues>; columns: Columns }) {
  const kind = useWatch({ control, name: 'kind' });
  if (kind === 'postgres') {
    return <Text>A database pipe maps whole tables: its table mappings (on Connection) decide where each table goes, column by column.</Text>;
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Every destination column needs the source field it is read from. Fields of the same name were filled in for you.
      </Text>
      <FieldMappingsTable control={narrowControl<ColumnsValues, WizardValues>(control)} columns={columns} />
    </Stack>
  );
}

/**
 * One row per destination column with the source field read into it, and a message while some
 * column has none. Typing in one row re-renders that row only, and a long list renders only the
 * rows in view (see ColumnsEditor).
 */
export function FieldMappingsTable({ control, columns }: { control: FormControl<ColumnsValues>; columns: Columns }) {
  return (
    <Stack gap="sm">
      <UnmappedColumnsAlert control={control} />
      <MappingRows control={control} fields={columns.fields} />
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

const MappingRows = memo(function MappingRows({ control, fields }: { control: FormControl<ColumnsValues>; fields: Columns['fields'] }) {
  const table = useRef<HTMLTableElement>(null);
  const scroller = useRef<RowScroller>(null);
  useRowErrorFocus({ control, name: 'columns', fields: ROW_FIELDS, table, scroller });
  return (
    <Table.ScrollContainer minWidth={420}>
      {/* Fixed layout: the column names differ in length, and the rows in view change as the list scrolls. */}
      <Table ref={table} verticalSpacing={4} layout="fixed" aria-label="Field mappings" aria-rowcount={fields.length + 1}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Destination column</Table.Th>
            <Table.Th>Source field</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <VirtualTbody
          rows={fields}
          rowKey={(f) => f.id}
          columns={2}
          estimate={FORM_ROW_HEIGHT}
          scroller={scroller}
          renderRow={(f, i, measure) => <MappingRow key={f.id} control={control} index={i} measure={measure} />}
        />
      </Table>
    </Table.ScrollContainer>
  );
});

const MappingRow = memo(function MappingRow({ control, index, measure }: { control: FormControl<ColumnsValues>; index: number; measure?: MeasureRow }) {
  const [name, type] = useWatch({ control, name: [`columns.${index}.name`, `columns.${index}.type`] });
  return (
    <Table.Tr {...rowAttributes(index, measure)}>
      <Table.Td>
        <Code>{name || `column ${index + 1}`}</Code>{' '}
        <Text span size="xs" c="dimmed">
          {type}
        </Text>
      </Table.Td>
      <Table.Td>
        <ControlledTextInput
          control={control}
          name={`columns.${index}.sourceField`}
          aria-label={`Source field for ${name || `column ${index + 1}`}`}
          size="xs"
          styles={ROW_INPUT_STYLES}
        />
      </Table.Td>
    </Table.Tr>
  );
});
