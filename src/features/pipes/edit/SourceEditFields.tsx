import { useWatch } from 'react-hook-form';
import {
  ControlledNumberInput,
  ControlledPasswordInput,
  ControlledSelect,
  ControlledSwitch,
  ControlledTextInput,
  type FormControl,
  narrowControl,
} from '../../../components/form';
import {
  boundInputProps,
  boundRangeText,
  KAFKA_AUTH_BY_TYPE,
  kafkaCredentialShapes,
  OBJECT_STORAGE_AUTH_BY_TYPE,
  POSTGRES_PORT,
  POSTGRES_SETTINGS_LIMITS,
  type ObjectStorageType,
} from '../../../contract';
import {
  AccessKeyFields,
  credentialProps,
  editCredentialMode,
  IamRoleField,
  KafkaBrokerAccessFields,
  KafkaCredentialFields,
  PostgresTlsFields,
  WRITE_ONLY,
} from '../wizard/steps/credentialFields';
import { KINESIS_AUTH_OPTIONS, OBJECT_STORAGE_AUTH_LABELS } from '../sourceLabels';
import { boundHint } from '../wizard/steps/boundHint';
import { FieldGroup } from '../wizard/steps/fieldGroups';
import { POSTGRES_SETTING_FIELDS } from '../wizard/steps/PostgresConnection';
import type { EditContext, EditValues } from './editValues';

type Props = { control: FormControl<EditValues>; ctx: EditContext };

/** The source fields Update pipe lets a pipe of this kind change (pipeUpdateSchemaFor(kind)). */
export function SourceEditFields({ control, ctx }: Props) {
  const Fields = { kafka: KafkaFields, objectStorage: ObjectStorageFields, kinesis: KinesisFields, postgres: PostgresFields }[ctx.kind];
  return <Fields control={control} ctx={ctx} />;
}

function KafkaFields({ control, ctx }: Props) {
  const auth = useWatch({ control, name: 'source.kafka.authentication' });
  const shape = kafkaCredentialShapes(ctx.kafkaType, auth || undefined)[0];
  const p = 'source.kafka' as const;
  return (
    <FieldGroup legend="How to authenticate">
      <ControlledSelect
        control={control}
        name={`${p}.authentication`}
        label="Authentication method"
        description="A new method needs its credentials"
        data={[...KAFKA_AUTH_BY_TYPE[ctx.kafkaType]]}
        allowDeselect={false}
      />
      {auth === 'IAM_ROLE' && <IamRoleField control={narrowControl(control)} prefix={p} />}
      <KafkaCredentialFields control={narrowControl(control)} prefix={p} mode={editCredentialMode(auth, ctx.authentication)} shape={shape} />
      <KafkaBrokerAccessFields control={narrowControl(control)} />
    </FieldGroup>
  );
}

function ObjectStorageFields({ control, ctx }: Props) {
  const auth = useWatch({ control, name: 'source.objectStorage.authentication' });
  const mode = editCredentialMode(auth, ctx.authentication);
  const p = 'source.objectStorage' as const;
  const type = ctx.objectStorageType as ObjectStorageType;
  const azure = type === 'azureblobstorage';
  const methods = [...(azure ? [] : (['PUBLIC'] as const)), ...(OBJECT_STORAGE_AUTH_BY_TYPE[type] ?? [])];
  return (
    <>
      <FieldGroup legend="Files">
        {azure && <ControlledTextInput control={control} name={`${p}.path`} label="Path" description="Wildcards allowed, like exports/**/*.csv" />}
        {azure && <ControlledTextInput control={control} name={`${p}.azureContainerName`} label="Container" />}
        <ControlledSwitch control={control} name={`${p}.skipInitialLoad`} label="Skip the initial load" description="Only files added from now on are read" />
        <ControlledTextInput control={control} name={`${p}.startAfter`} label="Start after" description="Files sorting after this path only (not with Skip)" />
      </FieldGroup>
      <FieldGroup legend="How to authenticate">
        <ControlledSelect
          control={control}
          name={`${p}.authentication`}
          label="Authentication"
          description="A new method needs its credentials"
          data={methods.map((m) => ({ value: m, label: OBJECT_STORAGE_AUTH_LABELS[m] }))}
          allowDeselect={false}
        />
        {auth === 'IAM_ROLE' && <IamRoleField control={narrowControl(control)} prefix={p} />}
        {auth === 'IAM_USER' && <AccessKeyFields control={narrowControl(control)} prefix={p} mode={mode} />}
        {auth === 'CONNECTION_STRING' && (
          <ControlledPasswordInput control={control} name={`${p}.connectionString`} label="Connection string" {...credentialProps(mode, true)} />
        )}
        {auth === 'SERVICE_ACCOUNT' && (
          <ControlledPasswordInput
            control={control}
            name={`${p}.serviceAccountKey`}
            label="Service account key"
            {...credentialProps(mode, true, 'Base64 of the JSON key')}
          />
        )}
      </FieldGroup>
    </>
  );
}

function KinesisFields({ control, ctx }: Props) {
  const auth = useWatch({ control, name: 'source.kinesis.authentication' });
  const p = 'source.kinesis' as const;
  return (
    <FieldGroup legend="How to authenticate">
      <ControlledSelect
        control={control}
        name={`${p}.authentication`}
        label="Authentication"
        description="A new method needs its credentials"
        data={KINESIS_AUTH_OPTIONS}
        allowDeselect={false}
      />
      {auth === 'IAM_ROLE' && <IamRoleField control={narrowControl(control)} prefix={p} />}
      {auth === 'IAM_USER' && <AccessKeyFields control={narrowControl(control)} prefix={p} mode={editCredentialMode(auth, ctx.authentication)} />}
    </FieldGroup>
  );
}

/** Update pipe changes two of the replication settings only. */
const POSTGRES_UPDATABLE_SETTINGS = POSTGRES_SETTING_FIELDS.filter(
  (s): s is (typeof POSTGRES_SETTING_FIELDS)[number] & { field: 'syncIntervalSeconds' | 'pullBatchSize' } =>
    s.field === 'syncIntervalSeconds' || s.field === 'pullBatchSize',
);

function PostgresFields({ control }: Props) {
  const p = 'source.postgres' as const;
  return (
    <>
      <FieldGroup legend="Where">
        <ControlledTextInput control={control} name={`${p}.host`} label="Host" />
        <ControlledNumberInput
          control={control}
          name={`${p}.port`}
          label="Port"
          description={boundRangeText(POSTGRES_PORT)}
          {...boundInputProps(POSTGRES_PORT)}
        />
        <ControlledTextInput control={control} name={`${p}.database`} label="Database" />
        <PostgresTlsFields control={narrowControl(control)} />
      </FieldGroup>
      <FieldGroup legend="How to authenticate">
        <ControlledTextInput
          control={control}
          name={`${p}.credentials.username`}
          label="User"
          description="Write-only: give user and password together, or leave both empty to keep them."
          autoComplete="off"
        />
        <ControlledPasswordInput control={control} name={`${p}.credentials.password`} label="Password" description={WRITE_ONLY} autoComplete="new-password" />
      </FieldGroup>
      <FieldGroup legend="Replication settings">
        {POSTGRES_UPDATABLE_SETTINGS.map((s) => (
          <ControlledNumberInput
            key={s.field}
            control={control}
            name={`${p}.settings.${s.field}`}
            label={s.label}
            description={`${boundHint(s.help, POSTGRES_SETTINGS_LIMITS[s.field])}; empty: the default`}
            {...boundInputProps(POSTGRES_SETTINGS_LIMITS[s.field])}
          />
        ))}
      </FieldGroup>
    </>
  );
}
