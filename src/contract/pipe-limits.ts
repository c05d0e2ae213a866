/**
 * Every numeric bound of a pipe, written once. The schemas, their messages, the wizard's help
 * texts and the inputs' min/max/step all read these. Sources: the OpenAPI subset
 * (ClickPipeScaling, ClickPipeSettings, ClickPipePostgresPipeSettings, ClickPipeMutatePostgresSource)
 * and ../shared/reference/real-apis.md ("Pipe"). The seed leaves them "not shown".
 */
import { fmt, intAtLeast, intBetween, numberBetween } from './common.js';
import type { PipeSourceKind } from './pipe-fields.js';

export interface PipeBound {
  readonly min: number;
  /** No upper bound when absent. */
  readonly max?: number;
  /** Whole numbers only unless false. */
  readonly integer?: boolean;
  /** Step for number inputs (1 for whole numbers unless given). */
  readonly step?: number;
  readonly unit?: string;
}

/** The schema of one bounded number; its message comes from the same bound. */
export function boundSchema(b: PipeBound) {
  if (b.integer === false) return numberBetween(b.min, b.max ?? Number.MAX_VALUE, b.unit);
  return b.max === undefined ? intAtLeast(b.min, b.unit) : intBetween(b.min, b.max, b.unit);
}

/** Short help text of a bound: "1 to 40", "at least 1000 rows". */
export function boundRangeText(b: PipeBound): string {
  const unit = b.unit ? ` ${b.unit}` : '';
  return b.max === undefined ? `at least ${fmt(b.min)}${unit}` : `${fmt(b.min)} to ${fmt(b.max)}${unit}`;
}

/** min/max/step props of a number input for a bound. */
export function boundInputProps(b: PipeBound): { min: number; max?: number; step: number; allowDecimal: boolean } {
  return { min: b.min, max: b.max, step: b.step ?? 1, allowDecimal: b.integer === false };
}

export const POSTGRES_PORT: PipeBound = { min: 1, max: 65_535 };

export const PIPE_SCALING_LIMITS = {
  replicas: { min: 1, max: 40 },
  /** 0 means auto-scaled from the cluster memory (OpenAPI ClickPipeScaling.concurrency). */
  concurrency: { min: 0 },
  replicaCpuMillicores: { min: 125, max: 2000, step: 125, unit: 'millicores' },
  replicaMemoryGb: { min: 0.5, max: 8, step: 0.5, integer: false, unit: 'GB' },
} as const satisfies Record<string, PipeBound>;

export const PIPE_SETTINGS_LIMITS = {
  streaming_max_insert_wait_ms: { min: 500, max: 60_000, unit: 'ms' },
  object_storage_concurrency: { min: 1, max: 35 },
  object_storage_polling_interval_ms: { min: 100, max: 3_600_000, unit: 'ms' },
  object_storage_max_insert_bytes: { min: 10_485_760, max: 53_687_091_200, unit: 'bytes' },
  object_storage_max_file_count: { min: 1, max: 10_000 },
  db_max_threads: { min: 0, max: 64 },
  db_max_insert_threads: { min: 0, max: 16 },
  db_min_insert_block_size_bytes: { min: 0, max: 10_737_418_240, unit: 'bytes' },
  db_max_download_threads: { min: 0, max: 32 },
  db_parallel_distributed_insert_select: { min: 0, max: 2 },
} as const satisfies Record<string, PipeBound>;

export const POSTGRES_SETTINGS_LIMITS = {
  syncIntervalSeconds: { min: 1, unit: 'second' },
  pullBatchSize: { min: 1, unit: 'row' },
  initialLoadParallelism: { min: 1 },
  snapshotNumRowsPerPartition: { min: 1000, unit: 'rows' },
  snapshotNumberOfParallelTables: { min: 1 },
} as const satisfies Record<string, PipeBound>;

export type PipeScalingField = keyof typeof PIPE_SCALING_LIMITS;
export type PipeNumericSetting = keyof typeof PIPE_SETTINGS_LIMITS;
export type PipeBooleanSetting = 'object_storage_use_cluster_function' | 'db_parallel_view_processing';
export type PipeSettingField = PipeNumericSetting | PipeBooleanSetting;

interface FieldInfo<F extends string> {
  readonly field: F;
  readonly label: string;
  /** One line: what it does (from the OpenAPI description). */
  readonly help: string;
  /** The source kinds it applies to (OpenAPI: "Only for S3 pipes", "Only for streaming pipes", ...). */
  readonly kinds: readonly PipeSourceKind[];
}

const STREAMING = ['kafka', 'kinesis'] as const;
const INSERTING = ['kafka', 'kinesis', 'objectStorage'] as const;

export const PIPE_SCALING_FIELDS: readonly FieldInfo<PipeScalingField>[] = [
  { field: 'replicas', label: 'Replicas', help: 'How many replicas of the pipe run.', kinds: INSERTING },
  {
    field: 'concurrency',
    // Deprecated by the service; told apart from the File concurrency setting shown beside it.
    label: 'Concurrency (deprecated)',
    help: 'Files read at once; 0 scales it from the cluster memory. Deprecated by the service: set File concurrency (under Settings) instead.',
    kinds: ['objectStorage'],
  },
  { field: 'replicaCpuMillicores', label: 'CPU per replica', help: 'CPU of each replica, in thousandths of a core.', kinds: STREAMING },
  { field: 'replicaMemoryGb', label: 'Memory per replica', help: 'Memory of each replica.', kinds: STREAMING },
];

export const PIPE_SETTING_FIELDS: readonly FieldInfo<PipeSettingField>[] = [
  { field: 'streaming_max_insert_wait_ms', label: 'Max insert wait', help: 'Longest wait before buffered rows are inserted.', kinds: STREAMING },
  { field: 'object_storage_concurrency', label: 'File concurrency', help: 'Files processed at the same time.', kinds: ['objectStorage'] },
  {
    field: 'object_storage_polling_interval_ms',
    label: 'Polling interval',
    help: 'How often continuous ingestion looks for new files.',
    kinds: ['objectStorage'],
  },
  { field: 'object_storage_max_insert_bytes', label: 'Max insert bytes', help: 'Bytes processed in one insert batch.', kinds: ['objectStorage'] },
  { field: 'object_storage_max_file_count', label: 'Max file count', help: 'Files processed in one insert batch.', kinds: ['objectStorage'] },
  { field: 'db_max_threads', label: 'Max threads', help: 'Threads used to process files (0 = the server default).', kinds: ['objectStorage'] },
  {
    field: 'db_max_download_threads',
    label: 'Max download threads',
    help: 'Threads used to download files (0 = the server default).',
    kinds: ['objectStorage'],
  },
  { field: 'db_max_insert_threads', label: 'Max insert threads', help: 'Threads used to insert (0 = the server default).', kinds: INSERTING },
  {
    field: 'db_min_insert_block_size_bytes',
    label: 'Min insert block size',
    help: 'Smallest block of data inserted at once (0 = the server default).',
    kinds: INSERTING,
  },
  {
    field: 'db_parallel_distributed_insert_select',
    label: 'Parallel distributed insert select',
    help: '0 off, 1 or 2 to run the insert on the shards in parallel.',
    kinds: INSERTING,
  },
  {
    field: 'object_storage_use_cluster_function',
    label: 'Use the cluster function',
    help: 'Spread file processing over the cluster.',
    kinds: ['objectStorage'],
  },
  {
    field: 'db_parallel_view_processing',
    label: 'Parallel view processing',
    help: 'Push to attached views at the same time instead of one after another.',
    kinds: INSERTING,
  },
];

/** The scaling and settings fields offered for a source kind (postgres has none of them). */
export function pipeFieldsFor<F extends string>(fields: readonly FieldInfo<F>[], kind: PipeSourceKind): readonly FieldInfo<F>[] {
  return fields.filter((f) => f.kinds.includes(kind));
}

export function isNumericSetting(field: PipeSettingField): field is PipeNumericSetting {
  return field in PIPE_SETTINGS_LIMITS;
}
