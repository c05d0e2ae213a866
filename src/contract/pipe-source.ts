/**
 * Pipe sources: create shapes (Resources, create direction; OpenAPI ClickPipePost*Source) and
 * update shapes (operation 4; OpenAPI ClickPipePatch*Source). Where the OpenAPI types a field
 * `[T, null]`, null is accepted and means "not set". Postgres is in pipe-source-postgres.ts.
 */
import { z } from 'zod';
import { accessKeySchema, bool, idText, intAtLeast, list, nonEmptyText, oneOf, strictObject, text, usernamePasswordSchema } from './common.js';
import {
  KAFKA_AUTH_BY_TYPE,
  KAFKA_AUTHENTICATIONS,
  KAFKA_FORMATS,
  KAFKA_OFFSET_STRATEGIES,
  KAFKA_TYPES,
  KINESIS_AUTHENTICATIONS,
  KINESIS_FORMATS,
  KINESIS_ITERATOR_TYPES,
  OBJECT_STORAGE_AUTH_BY_TYPE,
  OBJECT_STORAGE_AUTHENTICATIONS,
  OBJECT_STORAGE_COMPRESSIONS,
  OBJECT_STORAGE_FORMATS,
  OBJECT_STORAGE_TYPES,
  type KafkaAuthentication,
  type KafkaType,
  type ObjectStorageAuthentication,
  type ObjectStorageType,
} from './pipe-fields.js';
import { awsRegionProblem, hostPortListProblem, httpUrlProblem, iamRoleArnProblem } from './network-values.js';
import { PIPE_SOURCE_MESSAGES as M, checkTyped, isBlank, isMinuteTimestamp, nullishText, withRules, type AddIssue } from './pipe-rules.js';

// --- message stream (kafka) -------------------------------------------------

export const kafkaOffsetSchema = strictObject({
  strategy: oneOf(KAFKA_OFFSET_STRATEGIES).optional(),
  timestamp: nullishText(),
}).superRefine((v, ctx) => {
  if (v.timestamp != null && !isMinuteTimestamp(v.timestamp)) {
    ctx.addIssue({ code: 'custom', path: ['timestamp'], message: M.offsetTimestamp });
  }
  if (v.strategy === 'from_timestamp' && isBlank(v.timestamp)) {
    ctx.addIssue({ code: 'custom', path: ['timestamp'], message: M.offsetTimestampRequired });
  }
});

export const kafkaSchemaRegistrySchema = strictObject({
  url: nonEmptyText('Enter the schema registry URL.').superRefine((url, ctx) =>
    checkTyped(url, [], httpUrlProblem, (_, message) => ctx.addIssue({ code: 'custom', message })),
  ),
  authentication: oneOf(['PLAIN'] as const).optional(),
  caCertificate: nullishText(),
  credentials: usernamePasswordSchema.optional(),
});

/** The credential shapes of the OpenAPI's kafka `credentials` oneOf, by their fields. */
export const KAFKA_CREDENTIAL_SHAPES = {
  userPassword: ['username', 'password'],
  accessKey: ['accessKeyId', 'secretKey'],
  connectionString: ['connectionString'],
  mutualTls: ['certificate', 'privateKey'],
} as const;
export type KafkaCredentialShape = keyof typeof KAFKA_CREDENTIAL_SHAPES;
export type KafkaCredentialField = (typeof KAFKA_CREDENTIAL_SHAPES)[KafkaCredentialShape][number];

export const KAFKA_CREDENTIAL_LABELS: Record<KafkaCredentialField, string> = {
  username: 'user name',
  password: 'password',
  accessKeyId: 'access key ID',
  secretKey: 'secret key',
  connectionString: 'connection string',
  certificate: 'client certificate (PEM)',
  privateKey: 'client private key (PEM)',
};

/**
 * The credential shapes an authentication method takes: user and password for PLAIN and SCRAM
 * (a connection string for PLAIN on the event-hub type), an access key for IAM_USER, a certificate
 * and private key for MUTUAL_TLS, none for IAM_ROLE (it uses `iamRole`). Type unknown: PLAIN takes either.
 */
export function kafkaCredentialShapes(type: KafkaType | undefined, auth: KafkaAuthentication | undefined): KafkaCredentialShape[] {
  switch (auth) {
    case 'PLAIN':
      if (type === 'azureeventhub') return ['connectionString'];
      return type === undefined ? ['userPassword', 'connectionString'] : ['userPassword'];
    case 'SCRAM-SHA-256':
    case 'SCRAM-SHA-512':
      return ['userPassword'];
    case 'IAM_USER':
      return ['accessKey'];
    case 'MUTUAL_TLS':
      return ['mutualTls'];
    case 'IAM_ROLE':
      return [];
    default:
      return Object.keys(KAFKA_CREDENTIAL_SHAPES) as KafkaCredentialShape[];
  }
}

const credentialText = (field: KafkaCredentialField) => nonEmptyText(`Enter the ${KAFKA_CREDENTIAL_LABELS[field]}.`).optional();

export const kafkaCredentialsSchema = strictObject({
  username: credentialText('username'),
  password: credentialText('password'),
  accessKeyId: credentialText('accessKeyId'),
  secretKey: credentialText('secretKey'),
  connectionString: credentialText('connectionString'),
  certificate: credentialText('certificate'),
  privateKey: credentialText('privateKey'),
});
export type KafkaCredentials = z.infer<typeof kafkaCredentialsSchema>;

/** Credentials must be one complete shape that the authentication method takes. */
function kafkaCredentialRules(
  type: KafkaType | undefined,
  auth: KafkaAuthentication | undefined,
  credentials: Partial<Record<KafkaCredentialField, unknown>> | undefined,
  required: boolean,
  add: AddIssue,
) {
  const shapes = kafkaCredentialShapes(type, auth);
  const given = Object.keys(credentials ?? {}).filter((k) => (credentials as Record<string, unknown>)[k] !== undefined);
  if (shapes.length === 0) {
    if (given.length > 0) add(['credentials'], M.kafkaIamRoleNoCredentials);
    return;
  }
  if (given.length === 0 && !required) return;
  // The shape the given fields point at (the first allowed one when none is given).
  const shape = shapes.find((s) => given.some((f) => (KAFKA_CREDENTIAL_SHAPES[s] as readonly string[]).includes(f))) ?? shapes[0];
  const fields = KAFKA_CREDENTIAL_SHAPES[shape] as readonly string[];
  for (const f of given) {
    if (!fields.includes(f)) add(['credentials', f], M.kafkaCredentialNotUsed(auth));
  }
  for (const f of fields) {
    if (!given.includes(f)) add(['credentials', f], `Enter the ${KAFKA_CREDENTIAL_LABELS[f as KafkaCredentialField]}.`);
  }
}

export const kafkaSourceCreateSchema = withRules(
  strictObject({
    type: oneOf(KAFKA_TYPES).optional(),
    format: oneOf(KAFKA_FORMATS).optional(),
    brokers: text().optional(),
    topics: text().optional(),
    consumerGroup: nullishText(),
    authentication: oneOf(KAFKA_AUTHENTICATIONS).optional(),
    iamRole: nullishText(),
    offset: kafkaOffsetSchema.nullish(),
    schemaRegistry: kafkaSchemaRegistrySchema.nullish(),
    caCertificate: nullishText(),
    reversePrivateEndpointIds: list(idText('Enter the reverse private endpoint ID.')).optional(),
    exactlyOnce: bool().nullish(),
    credentials: kafkaCredentialsSchema.optional(),
  }),
  (v: { type?: KafkaType; authentication?: KafkaAuthentication; credentials?: object; iamRole?: string | null }, add) => {
    for (const [field, message] of [
      ['brokers', M.brokersRequired],
      ['topics', M.topicsRequired],
      ['format', M.formatRequired],
      ['authentication', M.authenticationRequired],
    ] as const) {
      if (isBlank((v as Record<string, unknown>)[field])) add([field], message);
    }
    checkTyped((v as { brokers?: string }).brokers, ['brokers'], hostPortListProblem, add);
    kafkaAuthRules(v, true, add);
  },
);

function kafkaAuthRules(
  v: { type?: KafkaType; authentication?: KafkaAuthentication | null; credentials?: object; iamRole?: string | null },
  required: boolean,
  add: AddIssue,
) {
  const auth = v.authentication ?? undefined;
  const allowed = v.type !== undefined ? KAFKA_AUTH_BY_TYPE[v.type] : undefined;
  if (auth !== undefined && allowed !== undefined && !allowed.includes(auth)) {
    add(['authentication'], M.kafkaAuthForType(v.type as KafkaType, allowed));
    return;
  }
  if (auth === 'IAM_ROLE' && isBlank(v.iamRole)) add(['iamRole'], M.iamRoleRequired);
  checkTyped(v.iamRole, ['iamRole'], iamRoleArnProblem, add);
  if (auth === undefined && !required && v.credentials === undefined) return;
  kafkaCredentialRules(v.type, auth, v.credentials as Record<string, unknown> | undefined, required && auth !== undefined, add);
}

export const kafkaSourceUpdateSchema = withRules(
  strictObject({
    authentication: oneOf(KAFKA_AUTHENTICATIONS).nullish(),
    iamRole: nullishText(),
    caCertificate: nullishText(),
    reversePrivateEndpointIds: list(idText('Enter the reverse private endpoint ID.')).optional(),
    credentials: kafkaCredentialsSchema.optional(),
  }),
  (v, add) => kafkaAuthRules(v as Parameters<typeof kafkaAuthRules>[0], false, add),
);

// --- object storage --------------------------------------------------------

/** The field an object-storage authentication method needs. */
export const OBJECT_STORAGE_AUTH_FIELD: Record<ObjectStorageAuthentication, 'iamRole' | 'accessKey' | 'connectionString' | 'serviceAccountKey'> = {
  IAM_ROLE: 'iamRole',
  IAM_USER: 'accessKey',
  CONNECTION_STRING: 'connectionString',
  SERVICE_ACCOUNT: 'serviceAccountKey',
};

interface ObjectStorageAuthValues {
  type?: ObjectStorageType;
  authentication?: ObjectStorageAuthentication | null;
  iamRole?: string | null;
  accessKey?: object | null;
  connectionString?: string | null;
  serviceAccountKey?: string | null;
  skipInitialLoad?: boolean | null;
  startAfter?: string | null;
}

function objectStorageAuthRules(v: ObjectStorageAuthValues, add: AddIssue) {
  const auth = v.authentication ?? undefined;
  const allowed = v.type !== undefined && auth !== undefined ? OBJECT_STORAGE_AUTH_BY_TYPE[v.type] : undefined;
  if (auth !== undefined && allowed !== undefined && !allowed.includes(auth)) {
    add(['authentication'], M.objectStorageAuthForType(v.type as ObjectStorageType, allowed));
    return;
  }
  checkTyped(v.iamRole, ['iamRole'], iamRoleArnProblem, add);
  if (auth === undefined) return;
  const field = OBJECT_STORAGE_AUTH_FIELD[auth];
  if (isBlank(v[field])) add([field], M.objectStorageAuthField[auth]);
}

function startAfterRule(v: ObjectStorageAuthValues, add: AddIssue) {
  if (v.skipInitialLoad === true && !isBlank(v.startAfter)) add(['startAfter'], M.startAfterWithSkip);
}

type ObjectStorageCreateValues = ObjectStorageAuthValues & {
  format?: string;
  url?: string;
  queueUrl?: string | null;
  isContinuous?: boolean | null;
  path?: string | null;
  azureContainerName?: string | null;
};

/** The object-storage fields Update pipe may change; create takes them too. */
const objectStorageUpdatableShape = {
  skipInitialLoad: bool().nullish(),
  startAfter: nullishText(),
  authentication: oneOf(OBJECT_STORAGE_AUTHENTICATIONS).nullish(),
  iamRole: nullishText(),
  connectionString: nullishText(),
  path: nullishText(),
  azureContainerName: nullishText(),
  accessKey: accessKeySchema.nullish(),
  serviceAccountKey: nullishText(),
};

export const objectStorageSourceCreateSchema = withRules(
  strictObject({
    type: oneOf(OBJECT_STORAGE_TYPES).optional(),
    format: oneOf(OBJECT_STORAGE_FORMATS).optional(),
    url: text().optional(),
    delimiter: nullishText(),
    compression: oneOf(OBJECT_STORAGE_COMPRESSIONS).nullish(),
    isContinuous: bool().nullish(),
    queueUrl: nullishText(),
    ...objectStorageUpdatableShape,
  }),
  (v: ObjectStorageCreateValues, add) => {
    if (isBlank(v.format)) add(['format'], M.formatRequired);
    if (v.type === 'azureblobstorage') {
      if (isBlank(v.connectionString)) add(['connectionString'], M.azureConnectionStringRequired);
      if (isBlank(v.azureContainerName)) add(['azureContainerName'], M.azureContainerRequired);
      if (isBlank(v.path) && isBlank(v.url)) add(['path'], M.azurePathRequired);
    } else if (isBlank(v.url)) {
      add(['url'], M.urlRequired);
    } else {
      checkTyped(v.url, ['url'], httpUrlProblem, add);
    }
    checkTyped(v.queueUrl, ['queueUrl'], httpUrlProblem, add);
    if (!isBlank(v.queueUrl) && v.isContinuous !== true) add(['queueUrl'], M.queueUrlNeedsContinuous);
    objectStorageAuthRules(v, add);
    startAfterRule(v, add);
  },
);

export const objectStorageSourceUpdateSchema = withRules(strictObject(objectStorageUpdatableShape), (v: ObjectStorageAuthValues, add) => {
  objectStorageAuthRules(v, add);
  startAfterRule(v, add);
});

// --- kinesis ----------------------------------------------------------------

interface KinesisAuthValues {
  authentication?: string | null;
  iamRole?: string | null;
  accessKey?: object | null;
}

function kinesisAuthRules(v: KinesisAuthValues, add: AddIssue) {
  if (v.authentication === 'IAM_ROLE' && isBlank(v.iamRole)) add(['iamRole'], M.iamRoleRequired);
  checkTyped(v.iamRole, ['iamRole'], iamRoleArnProblem, add);
  if (v.authentication === 'IAM_USER' && v.accessKey == null) add(['accessKey'], M.accessKeyRequired);
}

type KinesisCreateValues = KinesisAuthValues & { streamName?: string; region?: string; format?: string; iteratorType?: string; timestamp?: number | null };

export const kinesisSourceCreateSchema = withRules(
  strictObject({
    format: oneOf(KINESIS_FORMATS).optional(),
    streamName: text().optional(),
    region: text().optional(),
    useEnhancedFanOut: bool().nullish(),
    iteratorType: oneOf(KINESIS_ITERATOR_TYPES).optional(),
    timestamp: intAtLeast(0, 'seconds since 1970 (UNIX time)').nullish(),
    authentication: oneOf(KINESIS_AUTHENTICATIONS).optional(),
    iamRole: nullishText(),
    accessKey: accessKeySchema.nullish(),
  }),
  (v: KinesisCreateValues, add) => {
    if (isBlank(v.streamName)) add(['streamName'], M.streamNameRequired);
    if (isBlank(v.region)) add(['region'], M.regionRequired);
    checkTyped(v.region, ['region'], awsRegionProblem, add);
    if (isBlank(v.format)) add(['format'], M.formatRequired);
    if (isBlank(v.authentication)) add(['authentication'], M.authenticationRequired);
    if (v.iteratorType === 'AT_TIMESTAMP' && v.timestamp == null) add(['timestamp'], M.kinesisTimestampRequired);
    kinesisAuthRules(v, add);
  },
);

export const kinesisSourceUpdateSchema = withRules(
  strictObject({
    authentication: oneOf(KINESIS_AUTHENTICATIONS).nullish(),
    iamRole: nullishText(),
    accessKey: accessKeySchema.nullish(),
  }),
  (v: KinesisAuthValues, add) => kinesisAuthRules(v, add),
);
