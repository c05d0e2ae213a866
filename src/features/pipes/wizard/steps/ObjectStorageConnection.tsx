import { useWatch } from 'react-hook-form';
import { ControlledPasswordInput, ControlledSelect, ControlledSwitch, ControlledTextInput, type FormControl, narrowControl } from '../../../../components/form';
import {
  OBJECT_STORAGE_AUTH_BY_TYPE,
  OBJECT_STORAGE_COMPRESSIONS,
  OBJECT_STORAGE_FORMATS,
  OBJECT_STORAGE_TYPES,
  type ObjectStorageType,
} from '../../../../contract';
import type { WizardValues } from '../wizardValues';
import { OBJECT_STORAGE_AUTH_LABELS, OBJECT_STORAGE_TYPE_LABELS } from '../../sourceLabels';
import { AccessKeyFields, IamRoleField } from './credentialFields';
import { FieldGroup } from './fieldGroups';

const WILDCARDS = 'Wildcards: * any characters in a name, ** any path, {a,b} alternatives, {1..9} ranges.';

/** Connection of an object-storage source: where (URL or Azure container and path), authentication, advanced. */
export function ObjectStorageConnection({ control }: { control: FormControl<WizardValues> }) {
  const [type, auth, continuous] = useWatch({
    control,
    name: ['source.objectStorage.type', 'source.objectStorage.authentication', 'source.objectStorage.isContinuous'],
  });
  const azure = type === 'azureblobstorage';
  const methods = ['PUBLIC', ...OBJECT_STORAGE_AUTH_BY_TYPE[type as ObjectStorageType]];
  const p = 'source.objectStorage' as const;
  return (
    <>
      <FieldGroup legend="Where">
        <ControlledSelect
          control={control}
          name={`${p}.type`}
          label="Storage"
          data={OBJECT_STORAGE_TYPES.map((t) => ({ value: t, label: OBJECT_STORAGE_TYPE_LABELS[t] }))}
          allowDeselect={false}
        />
        <ControlledSelect control={control} name={`${p}.format`} label="File format" data={[...OBJECT_STORAGE_FORMATS]} allowDeselect={false} withAsterisk />
        {azure ? (
          <>
            <ControlledTextInput control={control} name={`${p}.azureContainerName`} label="Container" withAsterisk />
            <ControlledTextInput
              control={control}
              name={`${p}.path`}
              label="Path in the container"
              description={WILDCARDS}
              placeholder="logs/2024/*.json"
              withAsterisk
            />
          </>
        ) : (
          <ControlledTextInput
            control={control}
            name={`${p}.url`}
            label="File URL"
            description={WILDCARDS}
            placeholder="https://bucket.s3.amazonaws.com/logs/**/*.json"
            withAsterisk
          />
        )}
      </FieldGroup>
      <FieldGroup legend="How to authenticate">
        {azure ? (
          <ControlledPasswordInput control={control} name={`${p}.connectionString`} label="Storage account connection string" withAsterisk autoComplete="off" />
        ) : (
          <>
            <ControlledSelect
              control={control}
              name={`${p}.authentication`}
              label="Authentication"
              data={methods.map((m) => ({ value: m, label: OBJECT_STORAGE_AUTH_LABELS[m] }))}
              allowDeselect={false}
            />
            {auth === 'IAM_ROLE' && <IamRoleField control={narrowControl(control)} prefix={p} />}
            {auth === 'IAM_USER' && <AccessKeyFields control={narrowControl(control)} prefix={p} mode="create" />}
            {auth === 'SERVICE_ACCOUNT' && (
              <ControlledPasswordInput
                control={control}
                name={`${p}.serviceAccountKey`}
                label="Service account key"
                description="Base64 of the JSON key"
                withAsterisk
                autoComplete="off"
              />
            )}
          </>
        )}
      </FieldGroup>
      <FieldGroup legend="Advanced">
        <ControlledSelect control={control} name={`${p}.compression`} label="Compression" data={[...OBJECT_STORAGE_COMPRESSIONS]} allowDeselect={false} />
        <ControlledTextInput control={control} name={`${p}.delimiter`} label="Delimiter" description="For CSV and TSV files; default , or tab" />
        <ControlledSwitch
          control={control}
          name={`${p}.isContinuous`}
          label="Continuous ingestion"
          description="Keep reading new files (uploaded in lexical order); off loads the files once"
        />
        {continuous && (
          <ControlledTextInput
            control={control}
            name={`${p}.queueUrl`}
            label="Queue URL"
            description="SQS queue (S3) or Pub/Sub subscription (GCS) for event-based ingestion"
          />
        )}
      </FieldGroup>
    </>
  );
}
