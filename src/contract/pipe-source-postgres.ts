/**
 * The relational-database (postgres) source: create shape (OpenAPI ClickPipeMutatePostgresSource)
 * and update shape (ClickPipePatchPostgresSource: connection, two settings, mappings to add/remove).
 */
import type { z } from 'zod';
import { bool, list, nonEmptyText, oneOf, strictObject, text, usernamePasswordSchema } from './common.js';
import { boundSchema, POSTGRES_PORT, POSTGRES_SETTINGS_LIMITS as P } from './pipe-limits.js';
import { hostProblem, iamRoleArnProblem } from './network-values.js';
import { PIPE_SOURCE_MESSAGES as M, checkTyped, isBlank, nullishText, withRules, type AddIssue } from './pipe-rules.js';

export const POSTGRES_TYPES = [
  'postgres',
  'supabase',
  'neon',
  'alloydb',
  'planetscale',
  'rdspostgres',
  'aurorapostgres',
  'cloudsqlpostgres',
  'azurepostgres',
  'crunchybridge',
  'tigerdata',
] as const;
export const POSTGRES_AUTHENTICATIONS = ['basic', 'IAM_ROLE'] as const;
export const POSTGRES_REPLICATION_MODES = ['cdc', 'snapshot', 'cdc_only'] as const;
export const POSTGRES_TABLE_ENGINES = ['MergeTree', 'ReplacingMergeTree', 'Null'] as const;

/** Column names, each once (OpenAPI `uniqueItems`). */
const uniqueNames = () => list(text()).refine((xs) => new Set(xs).size === xs.length, { error: M.uniqueColumns });

export const tableMappingSchema = withRules(
  strictObject({
    sourceSchemaName: nonEmptyText('Enter the source schema name.'),
    sourceTable: nonEmptyText('Enter the source table.'),
    targetTable: nonEmptyText('Enter the target table.'),
    excludedColumns: uniqueNames().optional(),
    useCustomSortingKey: bool().optional(),
    sortingKeys: uniqueNames().optional(),
    tableEngine: oneOf(POSTGRES_TABLE_ENGINES).optional(),
    partitionKey: text().optional(),
    partitionByExpr: text().optional(),
  }),
  (v: { useCustomSortingKey?: boolean; sortingKeys?: unknown[] }, add) => {
    if (v.useCustomSortingKey === true && (!Array.isArray(v.sortingKeys) || v.sortingKeys.length === 0)) {
      add(['sortingKeys'], M.sortingKeysRequired);
    }
  },
);
export type TableMapping = z.infer<typeof tableMappingSchema>;

export const tableMappingRemoveSchema = strictObject({
  sourceSchemaName: nonEmptyText('Enter the source schema name.'),
  sourceTable: nonEmptyText('Enter the source table.'),
  targetTable: nonEmptyText('Enter the target table.'),
  tableEngine: oneOf(POSTGRES_TABLE_ENGINES).nullish(),
  partitionKey: nullishText(),
  partitionByExpr: nullishText(),
});
export type TableMappingRemove = z.infer<typeof tableMappingRemoveSchema>;

/** Issues for target tables used by more than one mapping (path: `<at>.<index>.targetTable`). */
function uniqueTargetTables(mappings: unknown, add: AddIssue, at: string) {
  if (!Array.isArray(mappings)) return;
  const seen = new Set<unknown>();
  mappings.forEach((m: { targetTable?: unknown } | null, i) => {
    const t = m?.targetTable;
    if (typeof t !== 'string' || t === '') return;
    if (seen.has(t)) add([at, i, 'targetTable'], M.targetTableUnique);
    seen.add(t);
  });
}

const port = () => boundSchema(POSTGRES_PORT);

export const postgresSettingsSchema = withRules(
  strictObject({
    syncIntervalSeconds: boundSchema(P.syncIntervalSeconds).optional(),
    pullBatchSize: boundSchema(P.pullBatchSize).optional(),
    publicationName: text().optional(),
    replicationMode: oneOf(POSTGRES_REPLICATION_MODES).optional(),
    replicationSlotName: text().optional(),
    allowNullableColumns: bool().optional(),
    initialLoadParallelism: boundSchema(P.initialLoadParallelism).optional(),
    snapshotNumRowsPerPartition: boundSchema(P.snapshotNumRowsPerPartition).optional(),
    snapshotNumberOfParallelTables: boundSchema(P.snapshotNumberOfParallelTables).optional(),
    enableFailoverSlots: bool().optional(),
    deleteOnMerge: bool().optional(),
  }),
  // OpenAPI: the slot name is "only valid for cdc_only mode" (absent mode: the seed's shape, accepted).
  (v: { replicationMode?: string; replicationSlotName?: string }, add) => {
    if (v.replicationMode !== undefined && v.replicationMode !== 'cdc_only' && !isBlank(v.replicationSlotName)) {
      add(['replicationSlotName'], M.replicationSlotCdcOnly);
    }
  },
);

interface PostgresValues {
  host?: unknown;
  port?: unknown;
  database?: unknown;
  authentication?: string;
  iamRole?: unknown;
  credentials?: unknown;
  tableMappings?: unknown;
  tableMappingsToAdd?: unknown;
  tlsHost?: unknown;
}

export const postgresSourceCreateSchema = withRules(
  strictObject({
    type: oneOf(POSTGRES_TYPES).nullish(),
    host: text().optional(),
    port: port().optional(),
    database: text().optional(),
    authentication: oneOf(POSTGRES_AUTHENTICATIONS).optional(),
    iamRole: text().optional(),
    credentials: usernamePasswordSchema.optional(),
    tlsHost: text().optional(),
    caCertificate: text().optional(),
    disableTls: bool().optional(),
    skipCertVerification: bool().optional(),
    settings: postgresSettingsSchema.optional(),
    tableMappings: list(tableMappingSchema).optional(),
  }),
  (v: PostgresValues, add) => {
    if (isBlank(v.host)) add(['host'], M.hostRequired);
    checkTyped(v.host, ['host'], hostProblem, add);
    checkTyped(v.tlsHost, ['tlsHost'], hostProblem, add);
    checkTyped(v.iamRole, ['iamRole'], iamRoleArnProblem, add);
    if (v.port === undefined) add(['port'], M.portRequired);
    if (isBlank(v.database)) add(['database'], M.databaseRequired);
    if (v.authentication === 'IAM_ROLE') {
      if (isBlank(v.iamRole)) add(['iamRole'], M.iamRoleRequired);
    } else if (v.credentials === undefined) {
      add(['credentials'], M.postgresCredentialsRequired);
    }
    if (!Array.isArray(v.tableMappings) || v.tableMappings.length === 0) add(['tableMappings'], M.tableMappingsRequired);
    uniqueTargetTables(v.tableMappings, add, 'tableMappings');
  },
);

export const postgresSourceUpdateSchema = withRules(
  strictObject({
    host: nullishText(),
    port: port().nullish(),
    database: nullishText(),
    credentials: usernamePasswordSchema.optional(),
    tlsHost: nullishText(),
    caCertificate: nullishText(),
    disableTls: bool().nullish(),
    skipCertVerification: bool().nullish(),
    settings: strictObject({
      syncIntervalSeconds: boundSchema(P.syncIntervalSeconds).nullish(),
      pullBatchSize: boundSchema(P.pullBatchSize).nullish(),
    }).optional(),
    tableMappingsToAdd: list(tableMappingSchema).optional(),
    tableMappingsToRemove: list(tableMappingRemoveSchema).optional(),
  }),
  (v: PostgresValues, add) => {
    checkTyped(v.host, ['host'], hostProblem, add);
    checkTyped(v.tlsHost, ['tlsHost'], hostProblem, add);
    uniqueTargetTables(v.tableMappingsToAdd, add, 'tableMappingsToAdd');
  },
);
