/**
 * One minimum complete create body per source kind (used by the contract's tests and the
 * emulator's; not exported from index.ts). Each is the least the real service needs.
 */
export const columns = [
  { name: 'id', type: 'UInt64' },
  { name: 'ts', type: 'DateTime' },
];
export const fieldMappings = [
  { sourceField: 'id', destinationField: 'id' },
  { sourceField: 'time', destinationField: 'ts' },
];
const destination = { database: 'default', table: 'events', managedTable: true, columns };

export const minimalPipes = {
  kafka: {
    name: 'events',
    source: {
      kafka: {
        type: 'kafka',
        format: 'JSONEachRow',
        brokers: 'b:9092',
        topics: 'events',
        authentication: 'PLAIN',
        credentials: { username: 'u', password: 'p' },
      },
    },
    destination,
    fieldMappings,
  },
  objectStorage: {
    name: 'files',
    source: { objectStorage: { type: 's3', format: 'JSONEachRow', url: 'https://bucket.s3.amazonaws.com/logs/*.json' } },
    destination,
    fieldMappings,
  },
  kinesis: {
    name: 'clicks',
    source: {
      kinesis: { format: 'JSONEachRow', streamName: 'clicks', region: 'us-east-1', authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/r' },
    },
    destination,
    fieldMappings,
  },
  postgres: {
    name: 'cdc',
    source: {
      postgres: {
        host: 'db.example.com',
        port: 5432,
        database: 'app',
        credentials: { username: 'pg', password: 'pw' },
        tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'users', targetTable: 'public_users' }],
      },
    },
  },
} as const;
