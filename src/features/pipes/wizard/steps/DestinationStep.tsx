import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { memo, useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import {
  ControlledMultiSelect,
  ControlledSelect,
  ControlledSwitch,
  ControlledTagsInput,
  ControlledTextInput,
  type FormControl,
  type FormMethods,
  narrowForm,
} from '../../../../components/form';
import { TABLE_ENGINES } from '../../../../contract';
import type { ColumnRow, WizardValues } from '../wizardValues';
import { ColumnsEditor, OPTIONS_WHEN_OPEN, type Columns, type ColumnsValues } from './ColumnsEditor';
import { FieldColumn, FieldGroup } from './fieldGroups';
import { SampleColumns } from './SampleColumns';
import { DiscoverColumns } from './DiscoverColumns';

/** Step 3: where the rows go. Postgres asks only for the database (its tables come from the table mappings). */
export function DestinationStep({ form, columns }: { form: FormMethods<WizardValues>; columns: Columns }) {
  const { control } = form;
  const [kind, delimiter] = useWatch({ control, name: ['kind', 'source.objectStorage.delimiter'] });
  // The sample's fields, kept for the Field mappings step to offer (and to refuse another name).
  const { field: knownFields } = useController({ control, name: 'knownFields' });
  const p = 'destination' as const;
  if (kind === 'postgres') {
    return (
      <FieldGroup legend="Destination">
        <ControlledTextInput
          control={control}
          name={`${p}.database`}
          label="Database"
          description="Where the target tables of the table mappings are created"
        />
      </FieldGroup>
    );
  }
  return (
    <Stack gap="md">
      <FieldGroup legend="Table">
        <ControlledTextInput control={control} name={`${p}.database`} label="Database" />
        <ControlledTextInput control={control} name={`${p}.table`} label="Table" withAsterisk />
        <ControlledSwitch
          control={control}
          name={`${p}.managedTable`}
          label="Create and manage the table"
          description="Off: write into an existing table with these columns"
        />
      </FieldGroup>
      <FieldColumn legend="Columns">
        {(kind === 'kafka' || kind === 'kinesis') && (
          <DiscoverColumns
            form={form}
            kind={kind}
            onPropose={(proposed) => {
              columns.replace(proposed);
              knownFields.onChange(proposed.map((r) => r.sourceField));
            }}
          />
        )}
        <SampleColumns
          delimiter={kind === 'objectStorage' ? delimiter : undefined}
          onPropose={(proposed) => {
            columns.replace(proposed);
            knownFields.onChange(proposed.map((r) => r.sourceField));
          }}
        />
        <ColumnsEditor form={narrowForm<ColumnsValues, WizardValues>(form)} columns={columns} />
      </FieldColumn>
      <TableDefinition form={form} />
      <FieldGroup legend="Access">
        <ControlledTagsInput
          control={control}
          name={`${p}.roles`}
          label="Roles"
          description="Granted to the user the pipe creates; default: default_role. Enter after each"
        />
      </FieldGroup>
    </Stack>
  );
}

/** How long typing in the columns pauses before the table definition's choices follow the names. */
const NAMES_SETTLE_MS = 300;

/** The distinct column names, one a line (a string, so an unchanged list renders nothing). */
const namesKeyOf = (rows: ColumnRow[]) => [...new Set(rows.map((r) => r.name).filter(Boolean))].join('\n');

/**
 * Engine, sorting key and the other choices among the columns. Only this part follows the column
 * names (useWatch's `compute`: a keystroke that leaves the names as they were renders nothing),
 * and its fields take them once typing pauses (useDebouncedValue), not on each keystroke in a
 * column name.
 */
function TableDefinition({ form }: { form: FormMethods<WizardValues> }) {
  const { control } = form;
  const engine = useWatch({ control, name: 'destination.tableDefinition.engine.type' });
  const names = useWatch({ control, name: 'columns', compute: namesKeyOf });
  const [namesKey] = useDebouncedValue(names, NAMES_SETTLE_MS);
  return <TableDefinitionFields control={control} engine={engine} namesKey={namesKey} />;
}

const TableDefinitionFields = memo(function TableDefinitionFields({
  control,
  engine,
  namesKey,
}: {
  control: FormControl<WizardValues>;
  engine: string;
  /** The column names, one a line (a string, so an unchanged list keeps the fields as they are). */
  namesKey: string;
}) {
  const names = useMemo(() => (namesKey ? namesKey.split('\n') : []), [namesKey]);
  const p = 'destination' as const;
  return (
    <FieldGroup legend="Table definition">
      <ControlledSelect
        control={control}
        name={`${p}.tableDefinition.engine.type`}
        label="Engine"
        data={[...TABLE_ENGINES]}
        allowDeselect={false}
        comboboxProps={OPTIONS_WHEN_OPEN}
      />
      {engine === 'ReplacingMergeTree' && (
        <ControlledSelect
          control={control}
          name={`${p}.tableDefinition.engine.versionColumnId`}
          label="Version column"
          description="The row with the highest version wins"
          data={names}
          comboboxProps={OPTIONS_WHEN_OPEN}
          withAsterisk
        />
      )}
      {engine === 'SummingMergeTree' && (
        <ControlledMultiSelect
          control={control}
          name={`${p}.tableDefinition.engine.columnIds`}
          label="Columns to sum"
          data={names}
          comboboxProps={OPTIONS_WHEN_OPEN}
        />
      )}
      <ControlledMultiSelect
        control={control}
        name={`${p}.tableDefinition.sortingKey`}
        label="Sorting key"
        description="Columns, in order"
        data={names}
        comboboxProps={OPTIONS_WHEN_OPEN}
        withAsterisk={engine === 'ReplacingMergeTree'}
      />
      <ControlledTextInput
        control={control}
        name={`${p}.tableDefinition.partitionBy`}
        label="Partition by"
        description="An SQL expression, like toYYYYMM(created)"
      />
      <ControlledTextInput
        control={control}
        name={`${p}.tableDefinition.primaryKey`}
        label="Primary key"
        description="An SQL expression; defaults to the sorting key"
      />
    </FieldGroup>
  );
});
