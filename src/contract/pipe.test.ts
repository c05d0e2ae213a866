import { describe, expect, it } from 'vitest';
import {
  PIPE_DESTINATION_MESSAGES as D,
  PIPE_NAME_LENGTH_MESSAGE,
  PIPE_NAME_MESSAGE,
  PIPE_SOURCE_KIND_MESSAGES as K,
  pipeCreateSchema,
  pipeSchema,
  pipeSourceKindOf,
  pipeStateCommandSchema,
  pipeUpdateSchema,
  pipeUpdateSchemaFor,
  unknownColumnMessage,
  unmappedColumnMessage,
} from './pipe.js';
import { columns, fieldMappings, minimalPipes } from './pipe-fixtures.js';
import { checkRow, issue, type Row } from './test-helpers.js';

const base = minimalPipes.kafka;
const withBase = (patch: Record<string, unknown>) => ({ ...base, ...patch });
const withDeep = (body: object, patch: Record<string, unknown>) => ({ ...body, ...patch });
const scaling = (s: Record<string, unknown>) => withBase({ scaling: s });
const settings = (s: Record<string, unknown>) => withBase({ settings: s });
const def = (tableDefinition: Record<string, unknown>) => withBase({ destination: { ...base.destination, tableDefinition } });

describe('pipeCreateSchema: body', () => {
  it.each<Row>([
    ['valid kafka pipe', base, null],
    ...Object.entries(minimalPipes).map(([kind, body]): Row => [`minimum complete ${kind} pipe`, body, null]),
    ['postgres with a destination database', withDeep(minimalPipes.postgres, { destination: { database: 'replica' } }), null],
    ['kafka without destination table', withBase({ destination: { ...base.destination, table: ' ' } }), issue('destination.table', D.tableRequired)],
    [
      'kafka without managedTable',
      withBase({ destination: { ...base.destination, managedTable: undefined } }),
      issue('destination.managedTable', D.managedTableRequired),
    ],
    [
      'kafka with no columns',
      withBase({ destination: { ...base.destination, columns: [] }, fieldMappings: [] }),
      issue('destination.columns', D.columnsRequired),
    ],
    [
      'object storage without destination',
      { ...minimalPipes.objectStorage, destination: undefined, fieldMappings: undefined },
      [issue('destination.table', D.tableRequired), issue('destination.managedTable', D.managedTableRequired), issue('destination.columns', D.columnsRequired)],
    ],
    ['null for the other source kinds', withBase({ source: { ...base.source, kinesis: null, objectStorage: null } }), null],
    ['empty name', withBase({ name: ' ' }), issue('name', PIPE_NAME_MESSAGE)],
    ['name of 255 characters (OpenAPI ClickPipe.name maxLength)', withBase({ name: 'p'.repeat(255) }), null],
    ['name of 255 characters outside the BMP', withBase({ name: '😀'.repeat(255) }), null],
    ['name of 256 characters', withBase({ name: 'p'.repeat(256) }), issue('name', PIPE_NAME_LENGTH_MESSAGE)],
    ['name of 900 KB', withBase({ name: 'p'.repeat(900_000) }), issue('name', PIPE_NAME_LENGTH_MESSAGE)],
    ['missing name', withBase({ name: undefined }), issue('name', 'This field is required.')],
    ['missing source', { name: 'p' }, issue('source', 'This field is required.')],
    ['source with no kind', withBase({ source: { validateSamples: true } }), issue('source', K.none)],
    ['two source kinds', withBase({ source: { ...base.source, kinesis: minimalPipes.kinesis.source.kinesis } }), issue('source.kinesis', K.many)],
    ['validateSamples', withBase({ source: { ...base.source, validateSamples: false } }), null],
    ['unknown source kind', withBase({ source: { ...base.source, pubsub: {} } }), issue('source.pubsub', 'Unknown field "pubsub" is not accepted here.')],
    ['unknown top-level field', withBase({ state: 'Stopped' }), issue('state', 'Unknown field "state" is not accepted here.')],
    // field mappings
    ['column without mapping', withBase({ fieldMappings: fieldMappings.slice(0, 1) }), issue('fieldMappings', unmappedColumnMessage('ts'))],
    [
      'columns without any mappings',
      withBase({ fieldMappings: undefined, destination: { ...base.destination, columns: columns.slice(0, 1) } }),
      issue('fieldMappings', unmappedColumnMessage('id')),
    ],
    ['extra mapping to a source field is fine', withBase({ fieldMappings: [...fieldMappings, { sourceField: 'x', destinationField: 'id' }] }), null],
    [
      'mapping with empty source field',
      withBase({ fieldMappings: [{ sourceField: '', destinationField: 'id' }, fieldMappings[1]] }),
      issue('fieldMappings.0.sourceField', 'Enter the source field.'),
    ],
    [
      'column with empty type',
      withBase({ destination: { ...base.destination, columns: [{ name: 'id', type: '' }] }, fieldMappings: fieldMappings.slice(0, 1) }),
      issue('destination.columns.0.type', 'Enter the column type, such as String or UInt64.'),
    ],
    ['destination roles', withBase({ destination: { ...base.destination, roles: ['reader'] } }), null],
  ])('%s', (...row) => checkRow(pipeCreateSchema, row));
});

describe('pipeCreateSchema: scaling and settings bounds', () => {
  it.each<Row>([
    ['1 replica', scaling({ replicas: 1 }), null],
    ['40 replicas', scaling({ replicas: 40 }), null],
    ['0 replicas', scaling({ replicas: 0 }), issue('scaling.replicas', 'Must be a whole number between 1 and 40.')],
    ['41 replicas', scaling({ replicas: 41 }), issue('scaling.replicas', 'Must be a whole number between 1 and 40.')],
    ['1.5 replicas', scaling({ replicas: 1.5 }), issue('scaling.replicas', 'Must be a whole number between 1 and 40.')],
    ['concurrency 0 (auto-scaled)', scaling({ concurrency: 0 }), null],
    ['concurrency -1', scaling({ concurrency: -1 }), issue('scaling.concurrency', 'Must be a whole number of at least 0.')],
    ['125 millicores', scaling({ replicaCpuMillicores: 125 }), null],
    ['2000 millicores', scaling({ replicaCpuMillicores: 2000 }), null],
    [
      '124 millicores',
      scaling({ replicaCpuMillicores: 124 }),
      issue('scaling.replicaCpuMillicores', 'Must be a whole number between 125 and 2000 millicores.'),
    ],
    [
      '2001 millicores',
      scaling({ replicaCpuMillicores: 2001 }),
      issue('scaling.replicaCpuMillicores', 'Must be a whole number between 125 and 2000 millicores.'),
    ],
    ['0.5 GB', scaling({ replicaMemoryGb: 0.5 }), null],
    ['8 GB', scaling({ replicaMemoryGb: 8 }), null],
    ['0.4 GB', scaling({ replicaMemoryGb: 0.4 }), issue('scaling.replicaMemoryGb', 'Must be a number between 0.5 and 8 GB.')],
    ['8.5 GB', scaling({ replicaMemoryGb: 8.5 }), issue('scaling.replicaMemoryGb', 'Must be a number between 0.5 and 8 GB.')],
    ['unknown scaling field', scaling({ cpu: 1 }), issue('scaling.cpu', 'Unknown field "cpu" is not accepted here.')],
    ['insert wait 500 ms', settings({ streaming_max_insert_wait_ms: 500 }), null],
    ['insert wait 60000 ms', settings({ streaming_max_insert_wait_ms: 60000 }), null],
    [
      'insert wait 499 ms',
      settings({ streaming_max_insert_wait_ms: 499 }),
      issue('settings.streaming_max_insert_wait_ms', 'Must be a whole number between 500 and 60,000 ms.'),
    ],
    [
      'insert wait 60001 ms',
      settings({ streaming_max_insert_wait_ms: 60001 }),
      issue('settings.streaming_max_insert_wait_ms', 'Must be a whole number between 500 and 60,000 ms.'),
    ],
    ['concurrency 35', settings({ object_storage_concurrency: 35 }), null],
    ['concurrency 36', settings({ object_storage_concurrency: 36 }), issue('settings.object_storage_concurrency', 'Must be a whole number between 1 and 35.')],
    [
      'concurrency 0 (setting)',
      settings({ object_storage_concurrency: 0 }),
      issue('settings.object_storage_concurrency', 'Must be a whole number between 1 and 35.'),
    ],
    ['polling 100 ms', settings({ object_storage_polling_interval_ms: 100 }), null],
    ['polling 3600000 ms', settings({ object_storage_polling_interval_ms: 3_600_000 }), null],
    [
      'polling 99 ms',
      settings({ object_storage_polling_interval_ms: 99 }),
      issue('settings.object_storage_polling_interval_ms', 'Must be a whole number between 100 and 3,600,000 ms.'),
    ],
    [
      'polling 3600001 ms',
      settings({ object_storage_polling_interval_ms: 3_600_001 }),
      issue('settings.object_storage_polling_interval_ms', 'Must be a whole number between 100 and 3,600,000 ms.'),
    ],
    ['max threads 0', settings({ db_max_threads: 0 }), null],
    ['max threads -1', settings({ db_max_threads: -1 }), issue('settings.db_max_threads', 'Must be a whole number between 0 and 64.')],
    [
      'file count 0',
      settings({ object_storage_max_file_count: 0 }),
      issue('settings.object_storage_max_file_count', 'Must be a whole number between 1 and 10,000.'),
    ],
    ['null settings (the default)', settings({ streaming_max_insert_wait_ms: null, db_parallel_view_processing: null }), null],
    ['boolean settings', settings({ object_storage_use_cluster_function: true, db_parallel_view_processing: false }), null],
    ['boolean setting as number', settings({ db_parallel_view_processing: 1 }), issue('settings.db_parallel_view_processing', 'Must be true or false.')],
    [
      'real API setting name',
      settings({ clickhouse_max_threads: 1 }),
      issue('settings.clickhouse_max_threads', 'Unknown field "clickhouse_max_threads" is not accepted here.'),
    ],
  ])('%s', (...row) => checkRow(pipeCreateSchema, row));
});

describe('pipeCreateSchema: destination table definition', () => {
  it.each<Row>([
    ['MergeTree with sorting key', def({ engine: { type: 'MergeTree' }, sortingKey: ['id'] }), null],
    ['ReplacingMergeTree with version and sorting key', def({ engine: { type: 'ReplacingMergeTree', versionColumnId: 'ts' }, sortingKey: ['id'] }), null],
    [
      'ReplacingMergeTree without version',
      def({ engine: { type: 'ReplacingMergeTree' }, sortingKey: ['id'] }),
      issue('destination.tableDefinition.engine.versionColumnId', D.versionColumnRequired),
    ],
    [
      'ReplacingMergeTree without sorting key',
      def({ engine: { type: 'ReplacingMergeTree', versionColumnId: 'ts' }, sortingKey: [] }),
      issue('destination.tableDefinition.sortingKey', D.sortingKeyRequired),
    ],
    [
      'version column not among columns',
      def({ engine: { type: 'ReplacingMergeTree', versionColumnId: 'v' }, sortingKey: ['id'] }),
      issue('destination.tableDefinition.engine.versionColumnId', unknownColumnMessage('v')),
    ],
    ['sorting key column not among columns', def({ sortingKey: ['id', 'x'] }), issue('destination.tableDefinition.sortingKey.1', unknownColumnMessage('x'))],
    [
      'SummingMergeTree column not among columns',
      def({ engine: { type: 'SummingMergeTree', columnIds: ['y'] } }),
      issue('destination.tableDefinition.engine.columnIds.0', unknownColumnMessage('y')),
    ],
    [
      'unknown engine',
      def({ engine: { type: 'Log' } }),
      issue('destination.tableDefinition.engine.type', 'Choose one of: MergeTree, ReplacingMergeTree, SummingMergeTree, Null.'),
    ],
    ['partition and primary key', def({ partitionBy: 'toYYYYMM(ts)', primaryKey: 'id' }), null],
  ])('%s', (...row) => checkRow(pipeCreateSchema, row));
});

describe('pipeStateCommandSchema', () => {
  it.each<Row>([
    ['start', { command: 'start' }, null],
    ['stop', { command: 'stop' }, null],
    ['resync', { command: 'resync' }, null],
    ['pause', { command: 'pause' }, issue('command', 'Choose a command: start, stop or resync.')],
    ['missing', {}, issue('command', 'This field is required.')],
  ])('%s', (...row) => checkRow(pipeStateCommandSchema, row));
});

describe('pipeUpdateSchema', () => {
  it.each<Row>([
    ['empty update', {}, null],
    ['rename', { name: 'new' }, null],
    ['empty name', { name: '' }, issue('name', PIPE_NAME_MESSAGE)],
    ['name of 256 characters', { name: 'p'.repeat(256) }, issue('name', PIPE_NAME_LENGTH_MESSAGE)],
    ['null name, source, destination, settings (OpenAPI)', { name: null, source: null, destination: null, settings: null }, null],
    ['null setting', { settings: { object_storage_concurrency: null } }, null],
    ['null source kind', { source: { kafka: null, postgres: { port: 5433 } } }, null],
    ['kafka credentials of another shape', { source: { kafka: { credentials: { certificate: 'c', privateKey: 'k' } } } }, null],
    [
      'kafka credentials mixing two shapes',
      { source: { kafka: { credentials: { username: 'u', password: 'p', privateKey: 'k' } } } },
      issue('source.kafka.credentials.privateKey', 'Give one kind of credentials only; this field belongs to another kind.'),
    ],
    [
      'kafka switching to MUTUAL_TLS with its credentials',
      { source: { kafka: { authentication: 'MUTUAL_TLS', credentials: { certificate: 'c', privateKey: 'k' } } } },
      null,
    ],
    [
      'kinesis switching to IAM_ROLE without the role',
      { source: { kinesis: { authentication: 'IAM_ROLE' } } },
      issue('source.kinesis.iamRole', 'IAM role authentication needs the IAM role.'),
    ],
    ['object storage service account', { source: { objectStorage: { authentication: 'SERVICE_ACCOUNT', serviceAccountKey: 'e30=' } } }, null],
    [
      'kafka credentials',
      {
        source: {
          kafka: {
            credentials: { username: 'u', password: 'p' },
            caCertificate: 'pem',
            reversePrivateEndpointIds: ['r'],
            iamRole: 'arn:aws:iam::123456789012:role/r',
          },
        },
      },
      null,
    ],
    [
      'kafka brokers (not updatable)',
      { source: { kafka: { brokers: 'b:9092' } } },
      issue('source.kafka.brokers', 'Unknown field "brokers" is not accepted here.'),
    ],
    [
      'object storage updatable fields',
      {
        source: {
          objectStorage: {
            iamRole: 'arn:aws:iam::123456789012:role/a',
            connectionString: 'c',
            path: 'p',
            azureContainerName: 'n',
            accessKey: { accessKeyId: 'i', secretKey: 's' },
          },
        },
      },
      null,
    ],
    [
      'object storage url (not updatable)',
      { source: { objectStorage: { url: 'u' } } },
      issue('source.objectStorage.url', 'Unknown field "url" is not accepted here.'),
    ],
    ['kinesis access key', { source: { kinesis: { accessKey: { accessKeyId: 'i', secretKey: 's' } } } }, null],
    [
      'kinesis stream (not updatable)',
      { source: { kinesis: { streamName: 's' } } },
      issue('source.kinesis.streamName', 'Unknown field "streamName" is not accepted here.'),
    ],
    ['postgres settings', { source: { postgres: { host: 'h', port: 5432, settings: { syncIntervalSeconds: 1, pullBatchSize: 1 } } } }, null],
    [
      'postgres create-only setting',
      { source: { postgres: { settings: { publicationName: 'p' } } } },
      issue('source.postgres.settings.publicationName', 'Unknown field "publicationName" is not accepted here.'),
    ],
    [
      'postgres sync interval 0',
      { source: { postgres: { settings: { syncIntervalSeconds: 0 } } } },
      issue('source.postgres.settings.syncIntervalSeconds', 'Must be a whole number of at least 1 second.'),
    ],
    ['postgres port 65536', { source: { postgres: { port: 65536 } } }, issue('source.postgres.port', 'Must be a whole number between 1 and 65,535.')],
    [
      'table mappings to add and remove',
      {
        source: {
          postgres: {
            tableMappingsToAdd: [{ sourceSchemaName: 'public', sourceTable: 'a', targetTable: 'public_a' }],
            tableMappingsToRemove: [{ sourceSchemaName: 'public', sourceTable: 'b', targetTable: 'public_b' }],
          },
        },
      },
      null,
    ],
    [
      'duplicate target table among mappings to add',
      {
        source: {
          postgres: {
            tableMappingsToAdd: [
              { sourceSchemaName: 'public', sourceTable: 'a', targetTable: 't' },
              { sourceSchemaName: 'public', sourceTable: 'b', targetTable: 't' },
            ],
          },
        },
      },
      issue('source.postgres.tableMappingsToAdd.1.targetTable', 'Each table mapping needs its own target table; this one is already used by another mapping.'),
    ],
    [
      'postgres tableMappings (create only)',
      { source: { postgres: { tableMappings: [] } } },
      issue('source.postgres.tableMappings', 'Unknown field "tableMappings" is not accepted here.'),
    ],
    ['two source kinds', { source: { kafka: {}, kinesis: {} } }, issue('source.kinesis', K.many)],
    ['postgres TLS fields', { source: { postgres: { tlsHost: 'h', caCertificate: 'pem', disableTls: false, skipCertVerification: null } } }, null],
    ['validateSamples', { source: { validateSamples: true } }, null],
    ['destination columns', { destination: { columns } }, null],
    ['destination table (not updatable)', { destination: { table: 't' } }, issue('destination.table', 'Unknown field "table" is not accepted here.')],
    ['columns and complete mappings', { destination: { columns }, fieldMappings }, null],
    [
      'columns and incomplete mappings',
      { destination: { columns }, fieldMappings: fieldMappings.slice(1) },
      issue('fieldMappings', unmappedColumnMessage('id')),
    ],
    [
      'settings bound',
      { settings: { object_storage_concurrency: 36 } },
      issue('settings.object_storage_concurrency', 'Must be a whole number between 1 and 35.'),
    ],
    ['scaling (not updatable here)', { scaling: { replicas: 2 } }, issue('scaling', 'Unknown field "scaling" is not accepted here.')],
  ])('%s', (...row) => checkRow(pipeUpdateSchema, row));
});

describe('pipeSchema (response)', () => {
  const pipe = {
    id: 'p1',
    serviceId: 's1',
    name: 'events',
    state: 'Running',
    source: { kafka: { brokers: 'b:9092', topics: 't', credentials: { username: 'u', password: 'secret' } }, objectStorage: null },
    destination: { database: 'default', table: 'events', columns },
    fieldMappings,
    createdAt: '2024-01-01T00:00:00Z',
  };
  it('never keeps credentials or access keys', () => {
    const p = pipeSchema.parse({ ...pipe, source: { ...pipe.source, kinesis: { streamName: 's', accessKey: { accessKeyId: 'i', secretKey: 'k' } } } });
    expect(JSON.stringify(p)).not.toMatch(/secret|credentials|accessKey/);
  });
  it('tolerates an unknown state and reports the source kind', () => {
    const p = pipeSchema.parse({ ...pipe, state: 'Hibernating' });
    expect(p.state).toBe('Hibernating');
    expect(pipeSourceKindOf(p.source)).toBe('kafka');
  });
});

describe('pipeUpdateSchemaFor (one kind)', () => {
  it.each<[string, 'kafka' | 'objectStorage' | 'kinesis' | 'postgres', unknown, ReturnType<typeof issue> | null]>([
    ['kafka change on a kafka pipe', 'kafka', { source: { kafka: { caCertificate: 'pem' } } }, null],
    [
      'postgres change on a kafka pipe',
      'kafka',
      { source: { postgres: { host: 'h' } } },
      issue('source.postgres', 'Unknown field "postgres" is not accepted here.'),
    ],
    [
      'kinesis change on an object-storage pipe',
      'objectStorage',
      { source: { kinesis: {} } },
      issue('source.kinesis', 'Unknown field "kinesis" is not accepted here.'),
    ],
    [
      'postgres mappings on a postgres pipe',
      'postgres',
      { source: { postgres: { tableMappingsToAdd: [{ sourceSchemaName: 'public', sourceTable: 'a', targetTable: 'a' }] } } },
      null,
    ],
    ['columns and mappings on a kinesis pipe', 'kinesis', { destination: { columns }, fieldMappings }, null],
  ])('%s', (_label, kind, value, expected) => checkRow(pipeUpdateSchemaFor(kind), [_label, value, expected]));
});
