/** Data pipes: value lists, scaling and settings (bounds from the real service's description). */
import { z } from 'zod';
import { bool, intAtLeast, intBetween, numberBetween, strictObject } from './common.js';

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

export const pipeScalingSchema = strictObject({
  replicas: intBetween(1, 40).optional(),
  concurrency: intAtLeast(1).optional(),
  replicaCpuMillicores: intBetween(125, 2000, 'millicores').optional(),
  replicaMemoryGb: numberBetween(0.5, 8, 'GB').optional(),
});
export type PipeScaling = z.infer<typeof pipeScalingSchema>;

/**
 * Pipe settings. The three bounds named in real-apis.md, plus the other bounds of the real
 * service's OpenAPI description (max insert bytes, file count, thread counts).
 */
export const pipeSettingsSchema = strictObject({
  streaming_max_insert_wait_ms: intBetween(500, 60_000, 'ms').optional(),
  object_storage_concurrency: intBetween(1, 35).optional(),
  object_storage_polling_interval_ms: intBetween(100, 3_600_000, 'ms').optional(),
  object_storage_max_insert_bytes: intBetween(10_485_760, 53_687_091_200, 'bytes').optional(),
  object_storage_max_file_count: intBetween(1, 10_000).optional(),
  db_max_threads: intBetween(0, 64).optional(),
  db_max_insert_threads: intBetween(0, 16).optional(),
  db_min_insert_block_size_bytes: intBetween(0, 10_737_418_240, 'bytes').optional(),
  db_max_download_threads: intBetween(0, 32).optional(),
  db_parallel_distributed_insert_select: intBetween(0, 2).optional(),
  object_storage_use_cluster_function: bool().optional(),
  db_parallel_view_processing: bool().optional(),
});
export type PipeSettings = z.infer<typeof pipeSettingsSchema>;
