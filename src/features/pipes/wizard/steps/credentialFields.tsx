/**
 * The credential inputs of a pipe source, shared by the wizard's Connection step (creating:
 * every credential is required) and Edit pipe (updating: credentials are write-only, the pipe's
 * answer never holds them, so they start empty and empty keeps the current value; a newly chosen
 * method's credentials are required).
 */
import type { FieldValues } from 'react-hook-form';
import {
  ControlledPasswordInput,
  ControlledSwitch,
  ControlledTagsInput,
  ControlledTextarea,
  ControlledTextInput,
  type FormControl,
} from '../../../../components/form';
import { KAFKA_CREDENTIAL_LABELS, KAFKA_CREDENTIAL_SHAPES, type KafkaCredentialShape } from '../../../../contract';

/**
 * `create`: the wizard (every credential required); `edit`: Edit pipe with the pipe's own method
 * (write-only: empty keeps the current value); `replace`: Edit pipe with another method chosen
 * (its credentials are new: required, nothing to keep).
 */
export type CredentialMode = 'create' | 'edit' | 'replace';

/** Said beside every write-only field in Edit pipe. */
export const WRITE_ONLY = 'Write-only: leave empty to keep the current value.';

/** Said beside a credential of a newly chosen method in Edit pipe. */
export const NEW_METHOD = 'Required by the new authentication method.';

/** Edit pipe's mode for the credentials of the method chosen: the pipe's own method, or another one. */
export const editCredentialMode = (chosen: string, current: string): CredentialMode => (chosen === current ? 'edit' : 'replace');

const PEM_FIELDS = new Set<string>(['certificate', 'privateKey']);
const SECRET_FIELDS = new Set<string>(['password', 'secretKey', 'connectionString', 'privateKey']);

/** Props of a credential input in each mode; `help` is the field's own description. */
export function credentialProps(mode: CredentialMode, secret: boolean, help?: string) {
  if (mode === 'create') return { withAsterisk: true, autoComplete: 'off', description: help };
  if (mode === 'replace')
    return { withAsterisk: true, description: help ? `${help}. ${NEW_METHOD}` : NEW_METHOD, autoComplete: secret ? 'new-password' : 'off' };
  return { description: help ? `${help}. ${WRITE_ONLY}` : WRITE_ONLY, autoComplete: secret ? 'new-password' : 'off' };
}

type Props = { control: FormControl<FieldValues>; prefix: 'source.kinesis' | 'source.objectStorage' | 'source.kafka'; mode: CredentialMode };

/** The IAM role to assume (`<prefix>.iamRole`), required wherever its method is chosen. */
export function IamRoleField({ control, prefix }: Omit<Props, 'mode'>) {
  return <ControlledTextInput control={control} name={`${prefix}.iamRole`} label="IAM role ARN" withAsterisk />;
}

/** An access key: its id and its secret key (`<prefix>.accessKey`). */
export function AccessKeyFields({ control, prefix, mode }: Props) {
  return (
    <>
      <ControlledTextInput control={control} name={`${prefix}.accessKey.accessKeyId`} label="Access key ID" {...credentialProps(mode, false)} />
      <ControlledPasswordInput control={control} name={`${prefix}.accessKey.secretKey`} label="Secret key" {...credentialProps(mode, true)} />
    </>
  );
}

/** The credentials of a Kafka authentication method, in the shape the method takes (`<prefix>.credentials`). */
export function KafkaCredentialFields({ control, prefix, mode, shape }: Props & { shape: KafkaCredentialShape | undefined }) {
  if (!shape) return null;
  return KAFKA_CREDENTIAL_SHAPES[shape].map((f) => {
    const common = {
      control,
      name: `${prefix}.credentials.${f}`,
      label: KAFKA_CREDENTIAL_LABELS[f].replace(/^./, (c) => c.toUpperCase()),
      ...credentialProps(mode, SECRET_FIELDS.has(f)),
    };
    if (PEM_FIELDS.has(f)) return <ControlledTextarea key={f} {...common} autosize minRows={2} />;
    return SECRET_FIELDS.has(f) ? <ControlledPasswordInput key={f} {...common} /> : <ControlledTextInput key={f} {...common} />;
  });
}

/** How the brokers are reached and trusted, the same on create and update: their CA certificate and reverse private endpoints. */
export function KafkaBrokerAccessFields({ control }: { control: FormControl<FieldValues> }) {
  return (
    <>
      <ControlledTextarea control={control} name="source.kafka.caCertificate" label="Broker CA certificate (PEM)" autosize minRows={1} />
      <ControlledTagsInput
        control={control}
        name="source.kafka.reversePrivateEndpointIds"
        label="Reverse private endpoint IDs"
        description="Press Enter after each"
      />
    </>
  );
}

/**
 * How the database is reached over TLS (`source.postgres`), the same on create and update: the
 * name its certificate is checked against, the CA that signed it, and the two ways to loosen it.
 */
export function PostgresTlsFields({ control }: { control: FormControl<FieldValues> }) {
  const p = 'source.postgres';
  return (
    <>
      <ControlledTextInput control={control} name={`${p}.tlsHost`} label="TLS host" description="The name the server's certificate is checked against" />
      <ControlledTextarea
        control={control}
        name={`${p}.caCertificate`}
        label="CA certificate (PEM)"
        description="Used to validate the server's certificate"
        autosize
        minRows={1}
      />
      <ControlledSwitch control={control} name={`${p}.disableTls`} label="Disable TLS" />
      <ControlledSwitch control={control} name={`${p}.skipCertVerification`} label="Skip certificate verification" />
    </>
  );
}
