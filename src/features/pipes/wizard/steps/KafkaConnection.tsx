import { useWatch } from 'react-hook-form';
import {
  ControlledPasswordInput,
  ControlledSelect,
  ControlledTextarea,
  ControlledTextInput,
  type FormControl,
  narrowControl,
} from '../../../../components/form';
import { KAFKA_AUTH_BY_TYPE, KAFKA_FORMATS, KAFKA_OFFSET_STRATEGIES, KAFKA_TYPES, kafkaCredentialShapes } from '../../../../contract';
import type { WizardValues } from '../wizardValues';
import { KAFKA_TYPE_LABELS, offsetStrategyLabel } from '../../sourceLabels';
import { IamRoleField, KafkaBrokerAccessFields, KafkaCredentialFields } from './credentialFields';
import { FieldGroup } from './fieldGroups';

/** Connection of a message-stream source: where, how to authenticate (only the type's methods), advanced. */
export function KafkaConnection({ control }: { control: FormControl<WizardValues> }) {
  const [type, auth, strategy] = useWatch({ control, name: ['source.kafka.type', 'source.kafka.authentication', 'source.kafka.offset.strategy'] });
  const shape = kafkaCredentialShapes(type, auth || undefined)[0];
  const p = 'source.kafka' as const;
  return (
    <>
      <FieldGroup legend="Where">
        <ControlledSelect
          control={control}
          name={`${p}.type`}
          label="Kind of stream"
          data={KAFKA_TYPES.map((t) => ({ value: t, label: KAFKA_TYPE_LABELS[t] }))}
          allowDeselect={false}
        />
        <ControlledSelect control={control} name={`${p}.format`} label="Data format" data={[...KAFKA_FORMATS]} allowDeselect={false} withAsterisk />
        <ControlledTextInput
          control={control}
          name={`${p}.brokers`}
          label="Brokers"
          description="host:port, comma-separated"
          placeholder="broker-1.example.com:9092"
          withAsterisk
        />
        <ControlledTextInput control={control} name={`${p}.topics`} label="Topics" description="The topic to read (comma-separated for several)" withAsterisk />
      </FieldGroup>
      <FieldGroup legend="How to authenticate">
        <ControlledSelect
          control={control}
          name={`${p}.authentication`}
          label="Authentication method"
          description={`Methods offered by ${KAFKA_TYPE_LABELS[type]}`}
          data={[...KAFKA_AUTH_BY_TYPE[type]]}
          allowDeselect={false}
          withAsterisk
        />
        {auth === 'IAM_ROLE' && <IamRoleField control={narrowControl(control)} prefix={p} />}
        <KafkaCredentialFields control={narrowControl(control)} prefix={p} mode="create" shape={shape} />
      </FieldGroup>
      <FieldGroup legend="Advanced">
        <ControlledTextInput control={control} name={`${p}.consumerGroup`} label="Consumer group" description="Default: pipes-<pipe id>" />
        <ControlledSelect
          control={control}
          name={`${p}.offset.strategy`}
          label="Start reading"
          data={KAFKA_OFFSET_STRATEGIES.map((s) => ({ value: s, label: offsetStrategyLabel(s) }))}
          clearable
          placeholder="Service default"
        />
        {strategy === 'from_timestamp' && (
          <ControlledTextInput
            control={control}
            name={`${p}.offset.timestamp`}
            label="Start timestamp"
            description="UTC, minute precision: YYYY-MM-DDTHH:MM"
            placeholder="2024-01-31T09:30"
            withAsterisk
          />
        )}
        <ControlledTextInput
          control={control}
          name={`${p}.schemaRegistry.url`}
          label="Schema registry URL"
          description="HTTPS; for Avro and Protobuf with a registry"
        />
        <ControlledTextInput
          control={control}
          name={`${p}.schemaRegistry.credentials.username`}
          label="Schema registry user"
          description="The registry's own credentials"
          autoComplete="off"
        />
        <ControlledPasswordInput control={control} name={`${p}.schemaRegistry.credentials.password`} label="Schema registry password" autoComplete="off" />
        <ControlledTextarea control={control} name={`${p}.schemaRegistry.caCertificate`} label="Schema registry CA certificate (PEM)" autosize minRows={1} />
        <KafkaBrokerAccessFields control={narrowControl(control)} />
      </FieldGroup>
    </>
  );
}
