/** Data pipes: value lists, scaling and settings (bounds from the real service's description). */
import { z } from 'zod';
import { bool, strictObject } from './common.js';
import { boundSchema, PIPE_SCALING_LIMITS, PIPE_SETTINGS_LIMITS, type PipeBound } from './pipe-limits.js';

export const PIPE_STATES = [
  'Unknown',
  'Provisioning',
  'Running',
  'Degraded',
  'Stopping',
  'Stopped',
  'Failed',
  'Completed',
  'InternalError',
  'Setup',
  'Snapshot',
  'Paused',
  'Pausing',
  'Modifying',
  'Resync',
] as const;
export type PipeState = (typeof PIPE_STATES)[number];

export const PIPE_SOURCE_KINDS = ['kafka', 'objectStorage', 'kinesis', 'postgres'] as const;
export type PipeSourceKind = (typeof PIPE_SOURCE_KINDS)[number];

export const PIPE_COMMANDS = ['start', 'stop', 'resync'] as const;
export type PipeCommand = (typeof PIPE_COMMANDS)[number];

export const KAFKA_TYPES = ['kafka', 'redpanda', 'msk', 'gcmk', 'confluent', 'warpstream', 'azureeventhub', 'dokafka'] as const;
export const KAFKA_FORMATS = ['JSONEachRow', 'Avro', 'AvroConfluent', 'Protobuf'] as const;
export const KAFKA_AUTHENTICATIONS = ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512', 'IAM_ROLE', 'IAM_USER', 'MUTUAL_TLS'] as const;
export const KAFKA_OFFSET_STRATEGIES = ['from_beginning', 'from_latest', 'from_timestamp'] as const;

export const OBJECT_STORAGE_TYPES = ['s3', 'gcs', 'dospaces', 'azureblobstorage', 'cloudflarer2', 'ovhobjectstorage'] as const;
export const OBJECT_STORAGE_FORMATS = [
  'JSONEachRow',
  'JSONAsObject',
  'CSV',
  'CSVWithNames',
  'TabSeparated',
  'TabSeparatedWithNames',
  'Parquet',
  'Avro',
] as const;
export const OBJECT_STORAGE_COMPRESSIONS = ['none', 'gzip', 'gz', 'brotli', 'br', 'xz', 'LZMA', 'zstd', 'auto'] as const;

export const KINESIS_FORMATS = ['JSONEachRow', 'Avro', 'AvroConfluent'] as const;
export const KINESIS_ITERATOR_TYPES = ['TRIM_HORIZON', 'LATEST', 'AT_TIMESTAMP'] as const;
export const KINESIS_AUTHENTICATIONS = ['IAM_ROLE', 'IAM_USER'] as const;

export const TABLE_ENGINES = ['MergeTree', 'ReplacingMergeTree', 'SummingMergeTree', 'Null'] as const;

/** Only the kinds a kafka type supports (OpenAPI ClickPipePostKafkaSource.authentication). */
export const KAFKA_AUTH_BY_TYPE: Record<KafkaType, readonly KafkaAuthentication[]> = {
  kafka: ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512', 'MUTUAL_TLS'],
  msk: ['SCRAM-SHA-512', 'IAM_ROLE', 'IAM_USER', 'MUTUAL_TLS'],
  gcmk: ['PLAIN', 'MUTUAL_TLS'],
  confluent: ['PLAIN', 'MUTUAL_TLS'],
  warpstream: ['PLAIN'],
  azureeventhub: ['PLAIN'],
  redpanda: ['SCRAM-SHA-256', 'SCRAM-SHA-512', 'MUTUAL_TLS'],
  dokafka: ['SCRAM-SHA-256', 'MUTUAL_TLS'],
};

/** Object-storage authentication (absent: a public bucket, no authentication). */
export const OBJECT_STORAGE_AUTHENTICATIONS = ['IAM_ROLE', 'IAM_USER', 'CONNECTION_STRING', 'SERVICE_ACCOUNT'] as const;
export type ObjectStorageAuthentication = (typeof OBJECT_STORAGE_AUTHENTICATIONS)[number];

/**
 * OpenAPI ClickPipePostObjectStorageSource.authentication: IAM_USER for S3, GCS and DigitalOcean
 * Spaces (and the S3-compatible R2 and OVH, which sign with access keys too), IAM_ROLE for S3 only,
 * SERVICE_ACCOUNT for GCS only, CONNECTION_STRING for Azure Blob Storage.
 */
export const OBJECT_STORAGE_AUTH_BY_TYPE: Record<ObjectStorageType, readonly ObjectStorageAuthentication[]> = {
  s3: ['IAM_ROLE', 'IAM_USER'],
  gcs: ['IAM_USER', 'SERVICE_ACCOUNT'],
  dospaces: ['IAM_USER'],
  azureblobstorage: ['CONNECTION_STRING'],
  cloudflarer2: ['IAM_USER'],
  ovhobjectstorage: ['IAM_USER'],
};

export type KafkaType = (typeof KAFKA_TYPES)[number];
export type KafkaAuthentication = (typeof KAFKA_AUTHENTICATIONS)[number];
export type ObjectStorageType = (typeof OBJECT_STORAGE_TYPES)[number];

const S = PIPE_SCALING_LIMITS;
export const pipeScalingSchema = strictObject({
  replicas: boundSchema(S.replicas).optional(),
  concurrency: boundSchema(S.concurrency).optional(),
  replicaCpuMillicores: boundSchema(S.replicaCpuMillicores).optional(),
  replicaMemoryGb: boundSchema(S.replicaMemoryGb).optional(),
});
export type PipeScaling = z.infer<typeof pipeScalingSchema>;

const setting = (b: PipeBound) => boundSchema(b).nullish();
const L = PIPE_SETTINGS_LIMITS;

/** Pipe settings (OpenAPI ClickPipeSettings; every value may be null, which means "the default"). */
export const pipeSettingsSchema = strictObject({
  streaming_max_insert_wait_ms: setting(L.streaming_max_insert_wait_ms),
  object_storage_concurrency: setting(L.object_storage_concurrency),
  object_storage_polling_interval_ms: setting(L.object_storage_polling_interval_ms),
  object_storage_max_insert_bytes: setting(L.object_storage_max_insert_bytes),
  object_storage_max_file_count: setting(L.object_storage_max_file_count),
  db_max_threads: setting(L.db_max_threads),
  db_max_insert_threads: setting(L.db_max_insert_threads),
  db_min_insert_block_size_bytes: setting(L.db_min_insert_block_size_bytes),
  db_max_download_threads: setting(L.db_max_download_threads),
  db_parallel_distributed_insert_select: setting(L.db_parallel_distributed_insert_select),
  object_storage_use_cluster_function: bool().nullish(),
  db_parallel_view_processing: bool().nullish(),
});
export type PipeSettings = z.infer<typeof pipeSettingsSchema>;
