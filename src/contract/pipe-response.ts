/**
 * Pipe as answered by the server (lenient). Credentials and access keys are never part of it:
 * unknown fields, those included, are dropped when parsing.
 */
import { z } from 'zod';
import { looseEnum } from './common.js';
import { PIPE_STATES } from './pipe-fields.js';

const s = () => z.string().nullish();
const n = () => z.number().nullish();
const b = () => z.boolean().nullish();
const strings = () => z.array(z.string()).nullish();

const tableMappingRead = z.object({
  sourceSchemaName: s(),
  sourceTable: s(),
  targetTable: s(),
  excludedColumns: strings(),
  useCustomSortingKey: b(),
  sortingKeys: strings(),
  tableEngine: s(),
  partitionKey: s(),
  partitionByExpr: s(),
});

export const pipeSourceReadSchema = z.object({
  kafka: z
    .object({
      type: s(),
      format: s(),
      brokers: s(),
      topics: s(),
      consumerGroup: s(),
      authentication: s(),
      iamRole: s(),
      offset: z.object({ strategy: s(), timestamp: s() }).nullish(),
      schemaRegistry: z.object({ url: s(), caCertificate: s() }).nullish(),
      caCertificate: s(),
      reversePrivateEndpointIds: strings(),
      exactlyOnce: b(),
    })
    .nullish(),
  objectStorage: z
    .object({
      type: s(),
      format: s(),
      url: s(),
      delimiter: s(),
      compression: s(),
      isContinuous: b(),
      queueUrl: s(),
      skipInitialLoad: b(),
      startAfter: s(),
      authentication: s(),
      iamRole: s(),
      connectionString: s(),
      path: s(),
      azureContainerName: s(),
    })
    .nullish(),
  kinesis: z
    .object({
      format: s(),
      streamName: s(),
      region: s(),
      useEnhancedFanOut: b(),
      iteratorType: s(),
      timestamp: n(),
      authentication: s(),
      iamRole: s(),
    })
    .nullish(),
  postgres: z
    .object({
      type: s(),
      host: s(),
      port: n(),
      database: s(),
      authentication: s(),
      iamRole: s(),
      tlsHost: s(),
      caCertificate: s(),
      disableTls: b(),
      skipCertVerification: b(),
      settings: z
        .object({
          syncIntervalSeconds: n(),
          pullBatchSize: n(),
          publicationName: s(),
          replicationMode: s(),
          replicationSlotName: s(),
          allowNullableColumns: b(),
          initialLoadParallelism: n(),
          snapshotNumRowsPerPartition: n(),
          snapshotNumberOfParallelTables: n(),
          enableFailoverSlots: b(),
          deleteOnMerge: b(),
        })
        .nullish(),
      tableMappings: z.array(tableMappingRead).nullish(),
    })
    .nullish(),
});
export type PipeSourceRead = z.infer<typeof pipeSourceReadSchema>;

export const pipeDestinationReadSchema = z.object({
  database: s(),
  table: s(),
  managedTable: b(),
  tableDefinition: z
    .object({
      engine: z.object({ type: s(), versionColumnId: s(), columnIds: strings() }).nullish(),
      sortingKey: strings(),
      partitionBy: s(),
      primaryKey: s(),
    })
    .nullish(),
  columns: z.array(z.object({ name: z.string(), type: z.string() })).nullish(),
});

export const pipeSettingsReadSchema = z.object({
  streaming_max_insert_wait_ms: n(),
  object_storage_concurrency: n(),
  object_storage_polling_interval_ms: n(),
  object_storage_max_insert_bytes: n(),
  object_storage_max_file_count: n(),
  db_max_threads: n(),
  db_max_insert_threads: n(),
  db_min_insert_block_size_bytes: n(),
  db_max_download_threads: n(),
  db_parallel_distributed_insert_select: n(),
  object_storage_use_cluster_function: b(),
  db_parallel_view_processing: b(),
});

export const pipeSchema = z.object({
  id: z.string(),
  serviceId: z.string().optional(),
  name: z.string(),
  state: looseEnum(PIPE_STATES),
  scaling: z.object({ replicas: n(), concurrency: n(), replicaCpuMillicores: n(), replicaMemoryGb: n() }).nullish(),
  source: pipeSourceReadSchema,
  destination: pipeDestinationReadSchema.nullish(),
  fieldMappings: z.array(z.object({ sourceField: z.string(), destinationField: z.string() })).nullish(),
  settings: pipeSettingsReadSchema.nullish(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Pipe = z.infer<typeof pipeSchema>;

/** The source kind of a pipe as read, or undefined when none is recognised. */
export function pipeSourceKindOf(source: PipeSourceRead): 'kafka' | 'objectStorage' | 'kinesis' | 'postgres' | undefined {
  return (['kafka', 'objectStorage', 'kinesis', 'postgres'] as const).find((k) => source[k] != null);
}
