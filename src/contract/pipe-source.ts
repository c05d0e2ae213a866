/** Pipe sources: create shapes (Resources, create direction) and update shapes (operation 4). */
import { z } from 'zod';
import {
  accessKeySchema,
  bool,
  intAtLeast,
  list,
  nonEmptyText,
  numberRule,
  oneOf,
  strictObject,
  text,
  usernamePasswordSchema,
} from './common.js';
import {
  KAFKA_AUTHENTICATIONS,
  KAFKA_FORMATS,
  KAFKA_OFFSET_STRATEGIES,
  KAFKA_TYPES,
  KINESIS_AUTHENTICATIONS,
  KINESIS_FORMATS,
  KINESIS_ITERATOR_TYPES,
  OBJECT_STORAGE_COMPRESSIONS,
  OBJECT_STORAGE_FORMATS,
  OBJECT_STORAGE_TYPES,
} from './pipe-fields.js';

export const PIPE_SOURCE_MESSAGES = {
  offsetTimestamp: 'Use the form YYYY-MM-DDTHH:MM (UTC, minute precision), like 2024-01-31T09:30.',
  offsetTimestampRequired: 'Starting from a timestamp needs the timestamp (YYYY-MM-DDTHH:MM, UTC).',
  queueUrlNeedsContinuous:
    'A queue URL is used only by continuous ingestion; turn on continuous ingestion or remove the queue URL.',
  kinesisTimestampRequired: 'Reading from a timestamp (AT_TIMESTAMP) needs the timestamp, in UNIX seconds.',
  iamRoleRequired: 'IAM role authentication needs the IAM role.',
  accessKeyRequired: 'IAM user authentication needs the access key.',
  targetTableUnique: 'Each table mapping needs its own target table; this one is already used by another mapping.',
  sortingKeysRequired: 'A custom sorting key needs at least one sorting column.',
  port: 'Must be a whole number between 1 and 65535.',
} as const;

const OFFSET_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `YYYY-MM-DDTHH:MM` naming a real calendar minute. */
export function isMinuteTimestamp(s: string): boolean {
  const m = OFFSET_TIMESTAMP.exec(s);
  if (!m) return false;
  const d = new Date(`${s}:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 16) === s;
}

const optText = () => text().optional();
const stringList = () => list(text()).optional();

// --- message stream (kafka) -------------------------------------------------

export const kafkaOffsetSchema = strictObject({
  strategy: oneOf(KAFKA_OFFSET_STRATEGIES).optional(),
  timestamp: text().refine(isMinuteTimestamp, { error: PIPE_SOURCE_MESSAGES.offsetTimestamp }).optional(),
}).superRefine((v, ctx) => {
  if (v.strategy === 'from_timestamp' && v.timestamp === undefined) {
    ctx.addIssue({ code: 'custom', path: ['timestamp'], message: PIPE_SOURCE_MESSAGES.offsetTimestampRequired });
  }
});

export const kafkaSchemaRegistrySchema = strictObject({
  url: nonEmptyText('Enter the schema registry URL.'),
  authentication: oneOf(['PLAIN'] as const).optional(),
  caCertificate: optText(),
  credentials: usernamePasswordSchema.optional(),
});

export const kafkaSourceCreateSchema = strictObject({
  type: oneOf(KAFKA_TYPES).optional(),
  format: oneOf(KAFKA_FORMATS).optional(),
  brokers: optText(),
  topics: optText(),
  consumerGroup: optText(),
  authentication: oneOf(KAFKA_AUTHENTICATIONS).optional(),
  iamRole: optText(),
  offset: kafkaOffsetSchema.optional(),
  schemaRegistry: kafkaSchemaRegistrySchema.optional(),
  caCertificate: optText(),
  reversePrivateEndpointIds: stringList(),
  credentials: usernamePasswordSchema.optional(),
});

export const kafkaSourceUpdateSchema = strictObject({
  iamRole: optText(),
  caCertificate: optText(),
  reversePrivateEndpointIds: stringList(),
  credentials: usernamePasswordSchema.optional(),
});

// --- object storage --------------------------------------------------------

export const objectStorageSourceCreateSchema = strictObject({
  type: oneOf(OBJECT_STORAGE_TYPES).optional(),
  format: oneOf(OBJECT_STORAGE_FORMATS).optional(),
  url: optText(),
  delimiter: optText(),
  compression: oneOf(OBJECT_STORAGE_COMPRESSIONS).optional(),
  isContinuous: bool().optional(),
  queueUrl: optText(),
  iamRole: optText(),
  connectionString: optText(),
  path: optText(),
  azureContainerName: optText(),
  accessKey: accessKeySchema.optional(),
}).superRefine((v, ctx) => {
  if (v.queueUrl !== undefined && v.isContinuous !== true) {
    ctx.addIssue({ code: 'custom', path: ['queueUrl'], message: PIPE_SOURCE_MESSAGES.queueUrlNeedsContinuous });
  }
});

export const objectStorageSourceUpdateSchema = strictObject({
  iamRole: optText(),
  connectionString: optText(),
  path: optText(),
  azureContainerName: optText(),
  accessKey: accessKeySchema.optional(),
});

// --- kinesis ----------------------------------------------------------------

export const kinesisSourceCreateSchema = strictObject({
  format: oneOf(KINESIS_FORMATS).optional(),
  streamName: optText(),
  region: optText(),
  useEnhancedFanOut: bool().optional(),
  iteratorType: oneOf(KINESIS_ITERATOR_TYPES).optional(),
  timestamp: intAtLeast(0, 'seconds since 1970 (UNIX time)').optional(),
  authentication: oneOf(KINESIS_AUTHENTICATIONS).optional(),
  iamRole: optText(),
  accessKey: accessKeySchema.optional(),
}).superRefine((v, ctx) => {
  if (v.iteratorType === 'AT_TIMESTAMP' && v.timestamp === undefined) {
    ctx.addIssue({ code: 'custom', path: ['timestamp'], message: PIPE_SOURCE_MESSAGES.kinesisTimestampRequired });
  }
  if (v.authentication === 'IAM_ROLE' && (v.iamRole === undefined || v.iamRole.trim() === '')) {
    ctx.addIssue({ code: 'custom', path: ['iamRole'], message: PIPE_SOURCE_MESSAGES.iamRoleRequired });
  }
  if (v.authentication === 'IAM_USER' && v.accessKey === undefined) {
    ctx.addIssue({ code: 'custom', path: ['accessKey'], message: PIPE_SOURCE_MESSAGES.accessKeyRequired });
  }
});

export const kinesisSourceUpdateSchema = strictObject({
  iamRole: optText(),
  accessKey: accessKeySchema.optional(),
});

// --- relational database (postgres) ----------------------------------------

export const tableMappingSchema = strictObject({
  sourceSchemaName: nonEmptyText('Enter the source schema name.'),
  sourceTable: nonEmptyText('Enter the source table.'),
  targetTable: nonEmptyText('Enter the target table.'),
  excludedColumns: stringList(),
  useCustomSortingKey: bool().optional(),
  sortingKeys: stringList(),
}).superRefine((v, ctx) => {
  if (v.useCustomSortingKey === true && (v.sortingKeys === undefined || v.sortingKeys.length === 0)) {
    ctx.addIssue({ code: 'custom', path: ['sortingKeys'], message: PIPE_SOURCE_MESSAGES.sortingKeysRequired });
  }
});
export type TableMapping = z.infer<typeof tableMappingSchema>;

export const tableMappingRemoveSchema = strictObject({
  sourceSchemaName: nonEmptyText('Enter the source schema name.'),
  sourceTable: nonEmptyText('Enter the source table.'),
  targetTable: nonEmptyText('Enter the target table.'),
});

/** Issues for target tables used by more than one mapping (path: `<index>.targetTable`). */
function uniqueTargetTables(mappings: readonly { targetTable: string }[] | undefined, ctx: z.RefinementCtx, at: (string | number)[]) {
  const seen = new Set<string>();
  (mappings ?? []).forEach((m, i) => {
    if (seen.has(m.targetTable)) {
      ctx.addIssue({ code: 'custom', path: [...at, i, 'targetTable'], message: PIPE_SOURCE_MESSAGES.targetTableUnique });
    }
    seen.add(m.targetTable);
  });
}

const port = () =>
  numberRule(PIPE_SOURCE_MESSAGES.port, (n) => Number.isInteger(n) && n >= 1 && n <= 65535).optional();

export const postgresSettingsSchema = strictObject({
  syncIntervalSeconds: intAtLeast(1, 'second').optional(),
  pullBatchSize: intAtLeast(1, 'row').optional(),
  publicationName: optText(),
  replicationSlotName: optText(),
  allowNullableColumns: bool().optional(),
  initialLoadParallelism: intAtLeast(1).optional(),
  snapshotNumRowsPerPartition: intAtLeast(1000, 'rows').optional(),
  snapshotNumberOfParallelTables: intAtLeast(1).optional(),
  enableFailoverSlots: bool().optional(),
});

export const postgresSourceCreateSchema = strictObject({
  host: optText(),
  port: port(),
  database: optText(),
  credentials: usernamePasswordSchema.optional(),
  settings: postgresSettingsSchema.optional(),
  tableMappings: list(tableMappingSchema).optional(),
}).superRefine((v, ctx) => uniqueTargetTables(v.tableMappings, ctx, ['tableMappings']));

export const postgresSourceUpdateSchema = strictObject({
  host: optText(),
  port: port(),
  database: optText(),
  credentials: usernamePasswordSchema.optional(),
  settings: strictObject({
    syncIntervalSeconds: intAtLeast(1, 'second').optional(),
    pullBatchSize: intAtLeast(1, 'row').optional(),
  }).optional(),
  tableMappingsToAdd: list(tableMappingSchema).optional(),
  tableMappingsToRemove: list(tableMappingRemoveSchema).optional(),
}).superRefine((v, ctx) => uniqueTargetTables(v.tableMappingsToAdd, ctx, ['tableMappingsToAdd']));

// --- the source object -----------------------------------------------------

export const PIPE_SOURCE_KIND_MESSAGES = {
  none: 'Choose one source: kafka, objectStorage, kinesis or postgres.',
  many: 'A pipe reads from one source only; remove the other source kinds.',
} as const;

/** Kinds present in a source object, in PIPE_SOURCE_KINDS order. */
export function presentSourceKinds(source: Partial<Record<string, unknown>>): string[] {
  return ['kafka', 'objectStorage', 'kinesis', 'postgres'].filter((k) => source[k] !== undefined);
}

export const pipeSourceCreateSchema = strictObject({
  kafka: kafkaSourceCreateSchema.optional(),
  objectStorage: objectStorageSourceCreateSchema.optional(),
  kinesis: kinesisSourceCreateSchema.optional(),
  postgres: postgresSourceCreateSchema.optional(),
  validateSamples: bool().optional(),
}).superRefine((v, ctx) => {
  const kinds = presentSourceKinds(v);
  if (kinds.length === 0) ctx.addIssue({ code: 'custom', path: [], message: PIPE_SOURCE_KIND_MESSAGES.none });
  for (const extra of kinds.slice(1)) {
    ctx.addIssue({ code: 'custom', path: [extra], message: PIPE_SOURCE_KIND_MESSAGES.many });
  }
});
export type PipeSourceCreate = z.infer<typeof pipeSourceCreateSchema>;

export const pipeSourceUpdateSchema = strictObject({
  kafka: kafkaSourceUpdateSchema.optional(),
  objectStorage: objectStorageSourceUpdateSchema.optional(),
  kinesis: kinesisSourceUpdateSchema.optional(),
  postgres: postgresSourceUpdateSchema.optional(),
  validateSamples: bool().optional(),
}).superRefine((v, ctx) => {
  for (const extra of presentSourceKinds(v).slice(1)) {
    ctx.addIssue({ code: 'custom', path: [extra], message: PIPE_SOURCE_KIND_MESSAGES.many });
  }
});
export type PipeSourceUpdate = z.infer<typeof pipeSourceUpdateSchema>;
