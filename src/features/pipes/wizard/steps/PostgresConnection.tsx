import {
  ControlledNumberInput,
  ControlledPasswordInput,
  ControlledSwitch,
  ControlledTextInput,
  type FormControl,
  narrowControl,
} from '../../../../components/form';
import { boundInputProps, boundRangeText, POSTGRES_PORT, POSTGRES_SETTINGS_LIMITS as P } from '../../../../contract';
import type { WizardValues } from '../wizardValues';
import { boundHint } from './boundHint';
import { PostgresTlsFields } from './credentialFields';
import { FieldGroup } from './fieldGroups';
import { TableMappingsEditor, type TableMappingsValues } from './TableMappingsEditor';

/** The replication settings the wizard asks for (the edit form offers those Update pipe may change). */
export const POSTGRES_SETTING_FIELDS: { field: keyof typeof P; label: string; help: string }[] = [
  { field: 'syncIntervalSeconds', label: 'Sync interval', help: 'How often changes are pulled' },
  { field: 'pullBatchSize', label: 'Pull batch size', help: 'Rows pulled per batch' },
  { field: 'initialLoadParallelism', label: 'Initial load parallelism', help: 'Workers per table during the snapshot' },
  { field: 'snapshotNumRowsPerPartition', label: 'Snapshot rows per partition', help: 'Rows per partition during the snapshot' },
  { field: 'snapshotNumberOfParallelTables', label: 'Tables snapshotted at once', help: 'Tables copied in parallel at first' },
];

/** Connection of a postgres source: where, credentials, replication settings and the table mappings. */
export function PostgresConnection({ control }: { control: FormControl<WizardValues> }) {
  const p = 'source.postgres' as const;
  return (
    <>
      <FieldGroup legend="Where">
        <ControlledTextInput control={control} name={`${p}.host`} label="Host" placeholder="db.example.com" withAsterisk />
        <ControlledNumberInput
          control={control}
          name={`${p}.port`}
          label="Port"
          description={boundRangeText(POSTGRES_PORT)}
          {...boundInputProps(POSTGRES_PORT)}
          withAsterisk
        />
        <ControlledTextInput control={control} name={`${p}.database`} label="Database" withAsterisk />
      </FieldGroup>
      <FieldGroup legend="How to authenticate">
        <ControlledTextInput
          control={control}
          name={`${p}.credentials.username`}
          label="User"
          description="Needs replication rights"
          withAsterisk
          autoComplete="off"
        />
        <ControlledPasswordInput control={control} name={`${p}.credentials.password`} label="Password" withAsterisk autoComplete="off" />
      </FieldGroup>
      <FieldGroup legend="Advanced: TLS (optional)">
        <PostgresTlsFields control={narrowControl(control)} />
      </FieldGroup>
      <FieldGroup legend="Replication settings (optional)">
        {POSTGRES_SETTING_FIELDS.map((s) => (
          <ControlledNumberInput
            key={s.field}
            control={control}
            name={`${p}.settings.${s.field}`}
            label={s.label}
            description={boundHint(s.help, P[s.field])}
            {...boundInputProps(P[s.field])}
          />
        ))}
        <ControlledTextInput control={control} name={`${p}.settings.publicationName`} label="Publication name" description="Created by the pipe when empty" />
        <ControlledTextInput
          control={control}
          name={`${p}.settings.replicationSlotName`}
          label="Replication slot name"
          description="Created by the pipe when empty"
        />
        <ControlledSwitch control={control} name={`${p}.settings.allowNullableColumns`} label="Keep nullable columns nullable" />
        <ControlledSwitch control={control} name={`${p}.settings.enableFailoverSlots`} label="Failover replication slot (Postgres 17+)" />
      </FieldGroup>
      <TableMappingsEditor control={narrowControl<TableMappingsValues, WizardValues>(control)} />
    </>
  );
}
