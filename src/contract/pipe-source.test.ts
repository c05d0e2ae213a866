import { describe, it } from 'vitest';
import { PIPE_SOURCE_MESSAGES as S, pipeCreateSchema } from './pipe.js';
import { minimalPipes } from './pipe-fixtures.js';
import { checkRow, issue, type Row } from './test-helpers.js';

const withSource = (body: { source: object }, kind: string, patch: Record<string, unknown>) => ({
  ...body,
  source: { [kind]: { ...(body.source as Record<string, object>)[kind], ...patch } },
});
const kafka = (k: Record<string, unknown>) => withSource(minimalPipes.kafka, 'kafka', k);
const os = (o: Record<string, unknown>) => withSource(minimalPipes.objectStorage, 'objectStorage', o);
const kinesis = (k: Record<string, unknown>) => withSource(minimalPipes.kinesis, 'kinesis', k);
const pg = (p: Record<string, unknown>) => withSource(minimalPipes.postgres, 'postgres', p);
const tm = (sourceTable: string, targetTable: string, extra: Record<string, unknown> = {}) => ({
  sourceSchemaName: 'public',
  sourceTable,
  targetTable,
  ...extra,
});
const at = (kind: string, path: string, message: string) => issue(`source.${kind}.${path}`, message);

describe('kafka source', () => {
  const up = { username: 'u', password: 'p' };
  it.each<Row>([
    ['minimum: brokers, topics, format, authentication, credentials', minimalPipes.kafka, null],
    [
      'nothing but the type',
      { ...minimalPipes.kafka, source: { kafka: { type: 'kafka' } } },
      [
        at('kafka', 'brokers', S.brokersRequired),
        at('kafka', 'topics', S.topicsRequired),
        at('kafka', 'format', S.formatRequired),
        at('kafka', 'authentication', S.authenticationRequired),
      ],
    ],
    ['blank brokers', kafka({ brokers: ' ' }), at('kafka', 'brokers', S.brokersRequired)],
    [
      'confluent with SCRAM-SHA-512 (not offered)',
      kafka({ type: 'confluent', authentication: 'SCRAM-SHA-512' }),
      at('kafka', 'authentication', S.kafkaAuthForType('confluent', ['PLAIN', 'MUTUAL_TLS'])),
    ],
    [
      'redpanda with PLAIN (not offered)',
      kafka({ type: 'redpanda' }),
      at('kafka', 'authentication', S.kafkaAuthForType('redpanda', ['SCRAM-SHA-256', 'SCRAM-SHA-512', 'MUTUAL_TLS'])),
    ],
    ['redpanda with SCRAM-SHA-256', kafka({ type: 'redpanda', authentication: 'SCRAM-SHA-256' }), null],
    [
      'PLAIN without credentials',
      kafka({ credentials: undefined }),
      [at('kafka', 'credentials.username', 'Enter the user name.'), at('kafka', 'credentials.password', 'Enter the password.')],
    ],
    ['PLAIN without password', kafka({ credentials: { username: 'u' } }), at('kafka', 'credentials.password', 'Enter the password.')],
    ['PLAIN with a blank password', kafka({ credentials: { username: 'u', password: '' } }), at('kafka', 'credentials.password', 'Enter the password.')],
    ['msk IAM_USER with an access key', kafka({ type: 'msk', authentication: 'IAM_USER', credentials: { accessKeyId: 'AKIA', secretKey: 's' } }), null],
    [
      'msk IAM_USER with user and password',
      kafka({ type: 'msk', authentication: 'IAM_USER', credentials: up }),
      [
        at('kafka', 'credentials.username', S.kafkaCredentialNotUsed('IAM_USER')),
        at('kafka', 'credentials.password', S.kafkaCredentialNotUsed('IAM_USER')),
        at('kafka', 'credentials.accessKeyId', 'Enter the access key ID.'),
        at('kafka', 'credentials.secretKey', 'Enter the secret key.'),
      ],
    ],
    [
      'msk IAM_ROLE with the role',
      kafka({ type: 'msk', authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/r', credentials: undefined }),
      null,
    ],
    ['msk IAM_ROLE without the role', kafka({ type: 'msk', authentication: 'IAM_ROLE', credentials: undefined }), at('kafka', 'iamRole', S.iamRoleRequired)],
    [
      'IAM_ROLE with credentials',
      kafka({ type: 'msk', authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/r' }),
      at('kafka', 'credentials', S.kafkaIamRoleNoCredentials),
    ],
    ['event hub PLAIN with a connection string', kafka({ type: 'azureeventhub', credentials: { connectionString: 'Endpoint=sb://x/' } }), null],
    [
      'event hub PLAIN with user and password',
      kafka({ type: 'azureeventhub' }),
      [
        at('kafka', 'credentials.username', S.kafkaCredentialNotUsed('PLAIN')),
        at('kafka', 'credentials.password', S.kafkaCredentialNotUsed('PLAIN')),
        at('kafka', 'credentials.connectionString', 'Enter the connection string.'),
      ],
    ],
    ['MUTUAL_TLS with certificate and key', kafka({ authentication: 'MUTUAL_TLS', credentials: { certificate: 'CERT', privateKey: 'KEY' } }), null],
    [
      'MUTUAL_TLS without the key',
      kafka({ authentication: 'MUTUAL_TLS', credentials: { certificate: 'CERT' } }),
      at('kafka', 'credentials.privateKey', 'Enter the client private key (PEM).'),
    ],
    ['no type: PLAIN takes a connection string too', kafka({ type: undefined, credentials: { connectionString: 'c' } }), null],
    [
      'unknown credential field',
      kafka({ credentials: { ...up, token: 't' } }),
      at('kafka', 'credentials.token', 'Unknown field "token" is not accepted here.'),
    ],
    [
      'unknown type',
      kafka({ type: 'pulsar' }),
      at('kafka', 'type', 'Choose one of: kafka, redpanda, msk, gcmk, confluent, warpstream, azureeventhub, dokafka.'),
    ],
    ['unknown format', kafka({ format: 'CSV' }), at('kafka', 'format', 'Choose one of: JSONEachRow, Avro, AvroConfluent, Protobuf.')],
    ['offset from a timestamp', kafka({ offset: { strategy: 'from_timestamp', timestamp: '2024-01-31T09:30' } }), null],
    ['offset timestamp only (contract shape)', kafka({ offset: { timestamp: '2021-01-01T00:00' } }), null],
    ['offset from_timestamp without timestamp', kafka({ offset: { strategy: 'from_timestamp' } }), at('kafka', 'offset.timestamp', S.offsetTimestampRequired)],
    ['offset timestamp with seconds', kafka({ offset: { timestamp: '2024-01-31T09:30:00' } }), at('kafka', 'offset.timestamp', S.offsetTimestamp)],
    ['offset timestamp with a zone', kafka({ offset: { timestamp: '2024-01-31T09:30Z' } }), at('kafka', 'offset.timestamp', S.offsetTimestamp)],
    ['offset timestamp on 30 February', kafka({ offset: { timestamp: '2024-02-30T09:30' } }), at('kafka', 'offset.timestamp', S.offsetTimestamp)],
    [
      'offset unknown strategy',
      kafka({ offset: { strategy: 'from_end' } }),
      at('kafka', 'offset.strategy', 'Choose one of: from_beginning, from_latest, from_timestamp.'),
    ],
    ['null optional fields (OpenAPI)', kafka({ consumerGroup: null, offset: null, schemaRegistry: null, caCertificate: null, exactlyOnce: null }), null],
    ['schema registry with its own credentials', kafka({ schemaRegistry: { url: 'https://r', caCertificate: 'pem', credentials: up } }), null],
    ['schema registry without url', kafka({ schemaRegistry: {} }), at('kafka', 'schemaRegistry.url', 'This field is required.')],
    ['reverse private endpoints and exactly once', kafka({ reversePrivateEndpointIds: ['a', 'b'], exactlyOnce: true }), null],
  ])('%s', (...row) => checkRow(pipeCreateSchema, row));
});

describe('object storage source', () => {
  const azure = {
    type: 'azureblobstorage',
    url: undefined,
    authentication: 'CONNECTION_STRING',
    connectionString: 'c',
    azureContainerName: 'logs',
    path: 'app/*.json',
  };
  it.each<Row>([
    ['minimum: url and format (public bucket)', minimalPipes.objectStorage, null],
    ['no url', os({ url: undefined }), at('objectStorage', 'url', S.urlRequired)],
    ['no format', os({ format: undefined }), at('objectStorage', 'format', S.formatRequired)],
    ['azure: connection string, container, path', os(azure), null],
    [
      'azure without container and path',
      os({ ...azure, azureContainerName: undefined, path: undefined }),
      [at('objectStorage', 'azureContainerName', S.azureContainerRequired), at('objectStorage', 'path', S.azurePathRequired)],
    ],
    [
      'azure without connection string',
      os({ ...azure, authentication: undefined, connectionString: undefined }),
      at('objectStorage', 'connectionString', S.azureConnectionStringRequired),
    ],
    ['s3 IAM role', os({ authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/r' }), null],
    ['s3 IAM role without the role', os({ authentication: 'IAM_ROLE' }), at('objectStorage', 'iamRole', S.objectStorageAuthField.IAM_ROLE)],
    ['s3 access key', os({ authentication: 'IAM_USER', accessKey: { accessKeyId: 'i', secretKey: 's' } }), null],
    ['s3 access key missing', os({ authentication: 'IAM_USER' }), at('objectStorage', 'accessKey', S.objectStorageAuthField.IAM_USER)],
    ['gcs service account', os({ type: 'gcs', authentication: 'SERVICE_ACCOUNT', serviceAccountKey: 'e30=' }), null],
    [
      'gcs service account without key',
      os({ type: 'gcs', authentication: 'SERVICE_ACCOUNT' }),
      at('objectStorage', 'serviceAccountKey', S.objectStorageAuthField.SERVICE_ACCOUNT),
    ],
    [
      'gcs IAM role (S3 only)',
      os({ type: 'gcs', authentication: 'IAM_ROLE', iamRole: 'r' }),
      at('objectStorage', 'authentication', S.objectStorageAuthForType('gcs', ['IAM_USER', 'SERVICE_ACCOUNT'])),
    ],
    [
      's3 connection string (Azure only)',
      os({ authentication: 'CONNECTION_STRING', connectionString: 'c' }),
      at('objectStorage', 'authentication', S.objectStorageAuthForType('s3', ['IAM_ROLE', 'IAM_USER'])),
    ],
    ['access key without authentication (seed shape)', os({ accessKey: { accessKeyId: 'i', secretKey: 's' } }), null],
    ['gzip CSV with wildcards', os({ format: 'CSVWithNames', compression: 'gzip', url: 'https://b.s3.amazonaws.com/**.csv.gz', delimiter: ',' }), null],
    ['null compression and delimiter (OpenAPI)', os({ compression: null, delimiter: null, isContinuous: null }), null],
    ['unknown compression', os({ compression: 'rar' }), at('objectStorage', 'compression', 'Choose one of: none, gzip, gz, brotli, br, xz, LZMA, zstd, auto.')],
    ['unknown type', os({ type: 'ftp' }), at('objectStorage', 'type', 'Choose one of: s3, gcs, dospaces, azureblobstorage, cloudflarer2, ovhobjectstorage.')],
    ['queue URL with continuous ingestion', os({ isContinuous: true, queueUrl: 'https://sqs/q' }), null],
    ['queue URL without continuous ingestion', os({ queueUrl: 'https://sqs/q' }), at('objectStorage', 'queueUrl', S.queueUrlNeedsContinuous)],
    [
      'start after with skip initial load',
      os({ isContinuous: true, queueUrl: 'https://sqs.example.com/q', skipInitialLoad: true, startAfter: 'k' }),
      at('objectStorage', 'startAfter', S.startAfterWithSkip),
    ],
    ['access key without secret', os({ accessKey: { accessKeyId: 'i' } }), at('objectStorage', 'accessKey.secretKey', 'This field is required.')],
  ])('%s', (...row) => checkRow(pipeCreateSchema, row));
});

describe('kinesis source', () => {
  it.each<Row>([
    ['minimum: stream, region, format, IAM role', minimalPipes.kinesis, null],
    [
      'nothing',
      { ...minimalPipes.kinesis, source: { kinesis: {} } },
      [
        at('kinesis', 'streamName', S.streamNameRequired),
        at('kinesis', 'region', S.regionRequired),
        at('kinesis', 'format', S.formatRequired),
        at('kinesis', 'authentication', S.authenticationRequired),
      ],
    ],
    ['AT_TIMESTAMP with timestamp 0', kinesis({ iteratorType: 'AT_TIMESTAMP', timestamp: 0 }), null],
    ['AT_TIMESTAMP without timestamp', kinesis({ iteratorType: 'AT_TIMESTAMP' }), at('kinesis', 'timestamp', S.kinesisTimestampRequired)],
    ['negative timestamp', kinesis({ timestamp: -1 }), at('kinesis', 'timestamp', 'Must be a whole number of at least 0 seconds since 1970 (UNIX time).')],
    ['IAM_ROLE without role', kinesis({ iamRole: undefined }), at('kinesis', 'iamRole', S.iamRoleRequired)],
    ['IAM_USER with access key', kinesis({ authentication: 'IAM_USER', iamRole: undefined, accessKey: { accessKeyId: 'i', secretKey: 's' } }), null],
    ['IAM_USER without access key', kinesis({ authentication: 'IAM_USER' }), at('kinesis', 'accessKey', S.accessKeyRequired)],
    ['unknown iterator', kinesis({ iteratorType: 'OLDEST' }), at('kinesis', 'iteratorType', 'Choose one of: TRIM_HORIZON, LATEST, AT_TIMESTAMP.')],
    ['Protobuf format (not for kinesis)', kinesis({ format: 'Protobuf' }), at('kinesis', 'format', 'Choose one of: JSONEachRow, Avro, AvroConfluent.')],
  ])('%s', (...row) => checkRow(pipeCreateSchema, row));
});

describe('postgres source', () => {
  const settings = (s: Record<string, unknown>) => pg({ settings: s });
  const port = 'Must be a whole number between 1 and 65,535.';
  it.each<Row>([
    ['minimum: host, port, database, credentials, one mapping', minimalPipes.postgres, null],
    [
      'nothing',
      { name: 'p', source: { postgres: {} } },
      [
        at('postgres', 'host', S.hostRequired),
        at('postgres', 'port', S.portRequired),
        at('postgres', 'database', S.databaseRequired),
        at('postgres', 'credentials', S.postgresCredentialsRequired),
        at('postgres', 'tableMappings', S.tableMappingsRequired),
      ],
    ],
    ['no table mapping', pg({ tableMappings: [] }), at('postgres', 'tableMappings', S.tableMappingsRequired)],
    ['IAM role instead of credentials', pg({ authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/r', credentials: undefined }), null],
    ['port 1', pg({ port: 1 }), null],
    ['port 65535', pg({ port: 65535 }), null],
    ['port 0', pg({ port: 0 }), at('postgres', 'port', port)],
    ['port 65536', pg({ port: 65536 }), at('postgres', 'port', port)],
    [
      'all settings at their minimum',
      settings({
        syncIntervalSeconds: 1,
        pullBatchSize: 1,
        initialLoadParallelism: 1,
        snapshotNumRowsPerPartition: 1000,
        snapshotNumberOfParallelTables: 1,
        publicationName: 'pub',
        replicationSlotName: 'slot',
        allowNullableColumns: true,
        enableFailoverSlots: false,
      }),
      null,
    ],
    ['sync interval 0', settings({ syncIntervalSeconds: 0 }), at('postgres', 'settings.syncIntervalSeconds', 'Must be a whole number of at least 1 second.')],
    ['pull batch 0', settings({ pullBatchSize: 0 }), at('postgres', 'settings.pullBatchSize', 'Must be a whole number of at least 1 row.')],
    [
      '999 rows per partition',
      settings({ snapshotNumRowsPerPartition: 999 }),
      at('postgres', 'settings.snapshotNumRowsPerPartition', 'Must be a whole number of at least 1000 rows.'),
    ],
    ['slot name in cdc_only mode', settings({ replicationMode: 'cdc_only', replicationSlotName: 's' }), null],
    [
      'slot name in cdc mode',
      settings({ replicationMode: 'cdc', replicationSlotName: 's' }),
      at('postgres', 'settings.replicationSlotName', S.replicationSlotCdcOnly),
    ],
    ['distinct target tables', pg({ tableMappings: [tm('a', 'public_a'), tm('b', 'public_b')] }), null],
    [
      'same target table twice',
      pg({ tableMappings: [tm('a', 't'), tm('b', 'x'), tm('c', 't')] }),
      at('postgres', 'tableMappings.2.targetTable', S.targetTableUnique),
    ],
    ['custom sorting key with columns', pg({ tableMappings: [tm('a', 'a', { useCustomSortingKey: true, sortingKeys: ['id'] })] }), null],
    [
      'custom sorting key without columns',
      pg({ tableMappings: [tm('a', 'a', { useCustomSortingKey: true })] }),
      at('postgres', 'tableMappings.0.sortingKeys', S.sortingKeysRequired),
    ],
    ['excluded columns', pg({ tableMappings: [tm('a', 'a', { excludedColumns: ['secret'] })] }), null],
    [
      'excluded column twice',
      pg({ tableMappings: [tm('a', 'a', { excludedColumns: ['x', 'x'] })] }),
      at('postgres', 'tableMappings.0.excludedColumns', S.uniqueColumns),
    ],
    [
      'mapping without target',
      pg({ tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'a', targetTable: '' }] }),
      at('postgres', 'tableMappings.0.targetTable', 'Enter the target table.'),
    ],
  ])('%s', (...row) => checkRow(pipeCreateSchema, row));
});
