import { describe, it } from 'vitest';
import { PIPE_SOURCE_MESSAGES as S, pipeCreateSchema } from './pipe.js';
import { checkRow, issue, type Row } from './test-helpers.js';

const pipe = (source: Record<string, unknown>) => ({ name: 'p', source });
const kafka = (k: Record<string, unknown>) => pipe({ kafka: k });
const os = (o: Record<string, unknown>) => pipe({ objectStorage: o });
const kinesis = (k: Record<string, unknown>) => pipe({ kinesis: { streamName: 's', region: 'us-east-1', ...k } });
const pg = (p: Record<string, unknown>) => pipe({ postgres: { host: 'db', port: 5432, database: 'app', ...p } });
const tm = (sourceTable: string, targetTable: string, extra: Record<string, unknown> = {}) => ({ sourceSchemaName: 'public', sourceTable, targetTable, ...extra });

describe('kafka source', () => {
  it.each<Row>([
    ['type, format and authentication', kafka({ type: 'confluent', format: 'AvroConfluent', authentication: 'SCRAM-SHA-512' }), null],
    ['unknown type', kafka({ type: 'pulsar' }), issue('source.kafka.type', 'Choose one of: kafka, redpanda, msk, gcmk, confluent, warpstream, azureeventhub, dokafka.')],
    ['unknown format', kafka({ format: 'CSV' }), issue('source.kafka.format', 'Choose one of: JSONEachRow, Avro, AvroConfluent, Protobuf.')],
    ['unknown authentication', kafka({ authentication: 'OAUTH' }), issue('source.kafka.authentication', 'Choose one of: PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, IAM_ROLE, IAM_USER, MUTUAL_TLS.')],
    ['offset from a timestamp', kafka({ offset: { strategy: 'from_timestamp', timestamp: '2024-01-31T09:30' } }), null],
    ['offset timestamp only (contract shape)', kafka({ offset: { timestamp: '2021-01-01T00:00' } }), null],
    ['offset from_timestamp without timestamp', kafka({ offset: { strategy: 'from_timestamp' } }), issue('source.kafka.offset.timestamp', S.offsetTimestampRequired)],
    ['offset timestamp with seconds', kafka({ offset: { timestamp: '2024-01-31T09:30:00' } }), issue('source.kafka.offset.timestamp', S.offsetTimestamp)],
    ['offset timestamp with a zone', kafka({ offset: { timestamp: '2024-01-31T09:30Z' } }), issue('source.kafka.offset.timestamp', S.offsetTimestamp)],
    ['offset timestamp on 30 February', kafka({ offset: { timestamp: '2024-02-30T09:30' } }), issue('source.kafka.offset.timestamp', S.offsetTimestamp)],
    ['offset unknown strategy', kafka({ offset: { strategy: 'from_end' } }), issue('source.kafka.offset.strategy', 'Choose one of: from_beginning, from_latest, from_timestamp.')],
    ['schema registry with credentials', kafka({ schemaRegistry: { url: 'https://r', caCertificate: 'pem', credentials: { username: 'u', password: 'p' } } }), null],
    ['schema registry without url', kafka({ schemaRegistry: {} }), issue('source.kafka.schemaRegistry.url', 'This field is required.')],
    ['credentials without password', kafka({ credentials: { username: 'u' } }), issue('source.kafka.credentials.password', 'This field is required.')],
    ['reverse private endpoints', kafka({ reversePrivateEndpointIds: ['a', 'b'] }), null],
  ])('%s', (...row) => checkRow(pipeCreateSchema, row));
});

describe('object storage source', () => {
  it.each<Row>([
    ['s3 with gzip CSV', os({ type: 's3', format: 'CSVWithNames', compression: 'gzip', url: 's3://b/**.csv.gz', delimiter: ',' }), null],
    ['unknown compression', os({ compression: 'rar' }), issue('source.objectStorage.compression', 'Choose one of: none, gzip, gz, brotli, br, xz, LZMA, zstd, auto.')],
    ['unknown type', os({ type: 'ftp' }), issue('source.objectStorage.type', 'Choose one of: s3, gcs, dospaces, azureblobstorage, cloudflarer2, ovhobjectstorage.')],
    ['unknown format', os({ format: 'ORC' }), expect_format_issue()],
    ['queue URL with continuous ingestion', os({ isContinuous: true, queueUrl: 'https://sqs/q' }), null],
    ['queue URL without continuous ingestion', os({ queueUrl: 'https://sqs/q' }), issue('source.objectStorage.queueUrl', S.queueUrlNeedsContinuous)],
    ['queue URL with one-shot load', os({ isContinuous: false, queueUrl: 'https://sqs/q' }), issue('source.objectStorage.queueUrl', S.queueUrlNeedsContinuous)],
    ['azure fields', os({ type: 'azureblobstorage', connectionString: 'c', azureContainerName: 'n', path: 'logs/*.json' }), null],
    ['access key without secret', os({ accessKey: { accessKeyId: 'i' } }), issue('source.objectStorage.accessKey.secretKey', 'This field is required.')],
  ])('%s', (...row) => checkRow(pipeCreateSchema, row));
});

function expect_format_issue() {
  return issue('source.objectStorage.format', 'Choose one of: JSONEachRow, JSONAsObject, CSV, CSVWithNames, TabSeparated, TabSeparatedWithNames, Parquet, Avro.');
}

describe('kinesis source', () => {
  it.each<Row>([
    ['latest with IAM role', kinesis({ iteratorType: 'LATEST', authentication: 'IAM_ROLE', iamRole: 'arn:r' }), null],
    ['AT_TIMESTAMP with timestamp', kinesis({ iteratorType: 'AT_TIMESTAMP', timestamp: 1615766400 }), null],
    ['AT_TIMESTAMP with timestamp 0', kinesis({ iteratorType: 'AT_TIMESTAMP', timestamp: 0 }), null],
    ['AT_TIMESTAMP without timestamp', kinesis({ iteratorType: 'AT_TIMESTAMP' }), issue('source.kinesis.timestamp', S.kinesisTimestampRequired)],
    ['negative timestamp', kinesis({ timestamp: -1 }), issue('source.kinesis.timestamp', 'Must be a whole number of at least 0 seconds since 1970 (UNIX time).')],
    ['IAM_ROLE without role', kinesis({ authentication: 'IAM_ROLE' }), issue('source.kinesis.iamRole', S.iamRoleRequired)],
    ['IAM_USER with access key', kinesis({ authentication: 'IAM_USER', accessKey: { accessKeyId: 'i', secretKey: 's' } }), null],
    ['IAM_USER without access key', kinesis({ authentication: 'IAM_USER' }), issue('source.kinesis.accessKey', S.accessKeyRequired)],
    ['unknown iterator', kinesis({ iteratorType: 'OLDEST' }), issue('source.kinesis.iteratorType', 'Choose one of: TRIM_HORIZON, LATEST, AT_TIMESTAMP.')],
    ['Protobuf format (not for kinesis)', kinesis({ format: 'Protobuf' }), issue('source.kinesis.format', 'Choose one of: JSONEachRow, Avro, AvroConfluent.')],
  ])('%s', (...row) => checkRow(pipeCreateSchema, row));
});

describe('postgres source', () => {
  const settings = (s: Record<string, unknown>) => pg({ settings: s });
  it.each<Row>([
    ['port 1', pg({ port: 1 }), null],
    ['port 65535', pg({ port: 65535 }), null],
    ['port 0', pg({ port: 0 }), issue('source.postgres.port', S.port)],
    ['port 65536', pg({ port: 65536 }), issue('source.postgres.port', S.port)],
    ['all settings at their minimum', settings({ syncIntervalSeconds: 1, pullBatchSize: 1, initialLoadParallelism: 1, snapshotNumRowsPerPartition: 1000, snapshotNumberOfParallelTables: 1, publicationName: 'pub', replicationSlotName: 'slot', allowNullableColumns: true, enableFailoverSlots: false }), null],
    ['sync interval 0', settings({ syncIntervalSeconds: 0 }), issue('source.postgres.settings.syncIntervalSeconds', 'Must be a whole number of at least 1 second.')],
    ['pull batch 0', settings({ pullBatchSize: 0 }), issue('source.postgres.settings.pullBatchSize', 'Must be a whole number of at least 1 row.')],
    ['initial load parallelism 0', settings({ initialLoadParallelism: 0 }), issue('source.postgres.settings.initialLoadParallelism', 'Must be a whole number of at least 1.')],
    ['999 rows per partition', settings({ snapshotNumRowsPerPartition: 999 }), issue('source.postgres.settings.snapshotNumRowsPerPartition', 'Must be a whole number of at least 1000 rows.')],
    ['0 parallel tables', settings({ snapshotNumberOfParallelTables: 0 }), issue('source.postgres.settings.snapshotNumberOfParallelTables', 'Must be a whole number of at least 1.')],
    ['distinct target tables', pg({ tableMappings: [tm('a', 'public_a'), tm('b', 'public_b')] }), null],
    ['same target table twice', pg({ tableMappings: [tm('a', 't'), tm('b', 'x'), tm('c', 't')] }), issue('source.postgres.tableMappings.2.targetTable', S.targetTableUnique)],
    ['custom sorting key with columns', pg({ tableMappings: [tm('a', 'a', { useCustomSortingKey: true, sortingKeys: ['id'] })] }), null],
    ['custom sorting key without columns', pg({ tableMappings: [tm('a', 'a', { useCustomSortingKey: true })] }), issue('source.postgres.tableMappings.0.sortingKeys', S.sortingKeysRequired)],
    ['mapping without target', pg({ tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'a', targetTable: '' }] }), issue('source.postgres.tableMappings.0.targetTable', 'Enter the target table.')],
    ['excluded columns', pg({ tableMappings: [tm('a', 'a', { excludedColumns: ['secret'] })] }), null],
  ])('%s', (...row) => checkRow(pipeCreateSchema, row));
});
