import { useWatch } from 'react-hook-form';
import { ControlledNumberInput, ControlledSelect, ControlledSwitch, ControlledTextInput, type FormControl, narrowControl } from '../../../../components/form';
import { KINESIS_FORMATS, KINESIS_ITERATOR_TYPES } from '../../../../contract';
import type { WizardValues } from '../wizardValues';
import { KINESIS_AUTH_OPTIONS } from '../../sourceLabels';
import { AccessKeyFields, IamRoleField } from './credentialFields';
import { FieldGroup } from './fieldGroups';

/** Connection of a Kinesis source. */
export function KinesisConnection({ control }: { control: FormControl<WizardValues> }) {
  const [auth, iterator] = useWatch({ control, name: ['source.kinesis.authentication', 'source.kinesis.iteratorType'] });
  const p = 'source.kinesis' as const;
  return (
    <>
      <FieldGroup legend="Where">
        <ControlledTextInput control={control} name={`${p}.streamName`} label="Stream name" withAsterisk />
        <ControlledTextInput control={control} name={`${p}.region`} label="AWS region" placeholder="us-east-1" withAsterisk />
        <ControlledSelect control={control} name={`${p}.format`} label="Data format" data={[...KINESIS_FORMATS]} allowDeselect={false} withAsterisk />
      </FieldGroup>
      <FieldGroup legend="How to authenticate">
        <ControlledSelect
          control={control}
          name={`${p}.authentication`}
          label="Authentication"
          data={KINESIS_AUTH_OPTIONS}
          allowDeselect={false}
          withAsterisk
        />
        {auth === 'IAM_ROLE' && <IamRoleField control={narrowControl(control)} prefix={p} />}
        {auth === 'IAM_USER' && <AccessKeyFields control={narrowControl(control)} prefix={p} mode="create" />}
      </FieldGroup>
      <FieldGroup legend="Advanced">
        <ControlledSelect
          control={control}
          name={`${p}.iteratorType`}
          label="Start reading"
          data={[...KINESIS_ITERATOR_TYPES]}
          allowDeselect={false}
          description="TRIM_HORIZON: oldest record; LATEST: new records; AT_TIMESTAMP: from a time"
        />
        {iterator === 'AT_TIMESTAMP' && (
          <ControlledNumberInput control={control} name={`${p}.timestamp`} label="Start time" description="UNIX time in seconds" min={0} withAsterisk />
        )}
        <ControlledSwitch control={control} name={`${p}.useEnhancedFanOut`} label="Enhanced fan-out" description="A dedicated read throughput for this pipe" />
      </FieldGroup>
    </>
  );
}
