import { Alert, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { type FormControl, narrowControl } from '../../../../components/form';
import type { WizardValues } from '../wizardValues';
import { SECRETS_NOT_KEPT } from './fieldGroups';
import { KafkaConnection } from './KafkaConnection';
import { KinesisConnection } from './KinesisConnection';
import { ObjectStorageConnection } from './ObjectStorageConnection';
import { PostgresConnection } from './PostgresConnection';
import { ValidateSamplesSwitch, type ValidateSamplesValues } from './ValidateSamplesSwitch';

const BY_KIND = { kafka: KafkaConnection, objectStorage: ObjectStorageConnection, kinesis: KinesisConnection, postgres: PostgresConnection };

/** Step 2: every create-direction field of the chosen kind, grouped. */
export function ConnectionStep({ control, restoredDraft }: { control: FormControl<WizardValues>; restoredDraft: boolean }) {
  const kind = useWatch({ control, name: 'kind' });
  if (!kind) return null;
  const Fields = BY_KIND[kind];
  return (
    <Stack gap="md">
      {restoredDraft && (
        <Alert color="blue" variant="light" icon={<IconKey size={18} />} title="Draft restored">
          {SECRETS_NOT_KEPT}
        </Alert>
      )}
      <Fields control={control} />
      <ValidateSamplesSwitch control={narrowControl<ValidateSamplesValues, WizardValues>(control)} kind={kind} />
    </Stack>
  );
}
