import { describe, expect, it, vi } from 'vitest';
import { pipeCreateSchema } from '../../../contract';
import { loadDraft, saveDraft, withoutSecrets } from './wizardDraft';
import { formPathOf, issuesAfterListChange, stepOfPath, toFieldErrors, wizardIssues } from './wizardErrors';
import { emptyWizardValues, suggestedSourceFields, toCreateBody, type WizardValues } from './wizardValues';

function kafkaValues(): WizardValues {
  const v = emptyWizardValues();
  v.name = 'orders';
  v.kind = 'kafka';
  Object.assign(v.source.kafka, { brokers: 'b:9092', topics: 'orders' });
  Object.assign(v.source.kafka.credentials, { username: 'u', password: 'p', privateKey: 'left over from MUTUAL_TLS' });
  v.destination.table = 'orders';
  v.columns = [
    { name: 'id', type: 'UInt64', sourceField: 'id' },
    { name: 'total', type: 'Float64', sourceField: 'amount' },
  ];
  v.settings = { streaming_max_insert_wait_ms: 1000, object_storage_concurrency: 3 };
  return v;
}

describe('toCreateBody', () => {
  it('sends only the chosen kind, the credentials its method takes, and the settings that apply', () => {
    const body = toCreateBody(kafkaValues());
    expect(body).toEqual({
      name: 'orders',
      source: {
        kafka: {
          type: 'kafka',
          format: 'JSONEachRow',
          brokers: 'b:9092',
          topics: 'orders',
          authentication: 'PLAIN',
          credentials: { username: 'u', password: 'p' },
        },
        validateSamples: true,
      },
      destination: {
        database: 'default',
        table: 'orders',
        managedTable: true,
        tableDefinition: { engine: { type: 'MergeTree' } },
        columns: [
          { name: 'id', type: 'UInt64' },
          { name: 'total', type: 'Float64' },
        ],
      },
      fieldMappings: [
        { sourceField: 'id', destinationField: 'id' },
        { sourceField: 'amount', destinationField: 'total' },
      ],
      settings: { streaming_max_insert_wait_ms: 1000 },
    });
    expect(pipeCreateSchema.safeParse(body).success).toBe(true);
  });

  it('postgres: no destination columns, mappings or settings, and no validateSamples (no effect on a database pipe)', () => {
    const v = emptyWizardValues();
    v.name = 'cdc';
    v.kind = 'postgres';
    Object.assign(v.source.postgres, { host: 'db', database: 'app', credentials: { username: 'u', password: 'p' } });
    v.source.postgres.tableMappings[0] = { ...v.source.postgres.tableMappings[0], sourceTable: 'users', targetTable: 'users' };
    v.columns = [{ name: 'x', type: 'String', sourceField: '' }];
    const body = toCreateBody(v);
    expect(body).toEqual({
      name: 'cdc',
      source: {
        postgres: {
          host: 'db',
          port: 5432,
          database: 'app',
          credentials: { username: 'u', password: 'p' },
          tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'users', targetTable: 'users', useCustomSortingKey: false }],
        },
      },
      destination: { database: 'default' },
    });
    expect(pipeCreateSchema.safeParse(body).success).toBe(true);
  });

  it('postgres TLS: the host and CA certificate when given, the two switches only when on', () => {
    const v = emptyWizardValues();
    v.kind = 'postgres';
    Object.assign(v.source.postgres, { host: 'db', database: 'app', credentials: { username: 'u', password: 'p' } });
    const source = () => (toCreateBody(v).source as { postgres: Record<string, unknown> }).postgres;
    for (const field of ['tlsHost', 'caCertificate', 'disableTls', 'skipCertVerification']) expect(source()).not.toHaveProperty(field);
    Object.assign(v.source.postgres, { tlsHost: 'db.internal', caCertificate: '-----BEGIN CERTIFICATE-----\nx', skipCertVerification: true });
    expect(source()).toMatchObject({ tlsHost: 'db.internal', caCertificate: '-----BEGIN CERTIFICATE-----\nx', skipCertVerification: true });
    expect(source()).not.toHaveProperty('disableTls');
    v.source.postgres.disableTls = true;
    v.source.postgres.skipCertVerification = false;
    expect(source()).toMatchObject({ disableTls: true });
    expect(source()).not.toHaveProperty('skipCertVerification');
    v.name = 'cdc';
    v.source.postgres.tableMappings[0] = { ...v.source.postgres.tableMappings[0], sourceTable: 'users', targetTable: 'users' };
    expect(pipeCreateSchema.safeParse(toCreateBody(v)).success).toBe(true);
  });

  it('object storage on Azure: container, path and connection string instead of a URL', () => {
    const v = emptyWizardValues();
    v.kind = 'objectStorage';
    Object.assign(v.source.objectStorage, {
      type: 'azureblobstorage',
      url: 'ignored',
      path: 'logs/*.json',
      azureContainerName: 'c',
      connectionString: 'cs',
      authentication: 'IAM_ROLE',
      iamRole: 'ignored',
    });
    expect(toCreateBody(v).source).toEqual({
      objectStorage: {
        type: 'azureblobstorage',
        format: 'JSONEachRow',
        path: 'logs/*.json',
        azureContainerName: 'c',
        compression: 'auto',
        isContinuous: false,
        authentication: 'CONNECTION_STRING',
        connectionString: 'cs',
      },
      validateSamples: true,
    });
  });
});

describe('issues on the wizard fields and steps', () => {
  it('puts each broken rule on its field and step', () => {
    const v = kafkaValues();
    v.name = '';
    v.source.kafka.brokers = '';
    v.columns[1].sourceField = '';
    v.columns.push({ name: 'x', type: '', sourceField: 'x' });
    v.scaling = { replicas: 41 };
    const issues = wizardIssues(v).map(({ path, step }) => [path, step]);
    expect(issues.sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['name', 0],
      ['source.kafka.brokers', 1],
      ['columns.2.type', 2],
      ['columns.1.sourceField', 3],
      ['scaling.replicas', 4],
    ]);
  });

  it('a row added to a list: only the list rule and the fields already in error, until Next or typing', () => {
    const issue = (path: string) => ({ path, message: 'm', step: 1 });
    const issues = [
      issue('source.postgres.host'),
      issue('source.postgres.tableMappings.root'),
      issue('source.postgres.tableMappings.0.sourceTable'),
      issue('source.postgres.tableMappings.1.sourceTable'),
      issue('source.postgres.tableMappings.1.targetTable'),
    ];
    const shown = (path: string) => path === 'source.postgres.tableMappings.0.sourceTable';
    expect(issuesAfterListChange(issues, ['source.postgres.tableMappings'], shown).map((i) => i.path)).toEqual([
      'source.postgres.host',
      'source.postgres.tableMappings.root',
      'source.postgres.tableMappings.0.sourceTable',
    ]);
    // Next (every field) and typing in a field (that field): every issue.
    expect(issuesAfterListChange(issues, undefined, shown)).toEqual(issues);
    expect(issuesAfterListChange(issues, ['source.postgres.tableMappings.1.sourceTable'], shown)).toEqual(issues);
    expect(issuesAfterListChange([issue('columns.3.name')], ['columns'], () => false)).toEqual([]);
  });

  it('a group left blank (postgres user and password, an access key) is named on its first input', () => {
    const v = emptyWizardValues();
    v.kind = 'postgres';
    expect(wizardIssues(v).find((i) => i.message === 'Enter the database user and password.')?.path).toBe('source.postgres.credentials.username');
    v.kind = 'kinesis';
    v.source.kinesis.authentication = 'IAM_USER';
    expect(wizardIssues(v).some((i) => i.path === 'source.kinesis.accessKey.accessKeyId')).toBe(true);
    v.kind = 'objectStorage';
    v.source.objectStorage.authentication = 'IAM_USER';
    expect(wizardIssues(v).some((i) => i.path === 'source.objectStorage.accessKey.accessKeyId')).toBe(true);
  });

  it('no kind -> the Source step', () => {
    expect(formPathOf({ path: 'source', message: 'm' }, emptyWizardValues())).toBe('kind');
    expect(stepOfPath('kind')).toBe(0);
  });

  it('nests errors the way react-hook-form reads them', () => {
    expect(toFieldErrors([{ path: 'columns.1.sourceField', message: 'm', step: 3 }])).toEqual({
      columns: { 1: { sourceField: { type: 'contract', message: 'm' } } },
    });
  });
});

describe('draft', () => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  it('keeps everything but credentials, secrets and keys', () => {
    const v = kafkaValues();
    Object.assign(v.source.objectStorage, { connectionString: 'conn-secret', serviceAccountKey: 'sa-secret' });
    v.source.kinesis.accessKey = { accessKeyId: 'AKIA', secretKey: 'sk' };
    v.source.postgres.credentials = { username: 'pg', password: 'pw' };
    saveDraft('o', 's', { values: v, step: 2 });
    const raw = sessionStorage.getItem('console.pipeWizardDraft.o.s') ?? '';
    for (const secret of ['"p"', 'conn-secret', 'sa-secret', 'AKIA', '"sk"', '"pw"', 'left over']) expect(raw).not.toContain(secret);
    const draft = loadDraft('o', 's');
    expect(draft?.step).toBe(2);
    expect(draft?.values).toEqual(withoutSecrets(v));
    expect(draft?.values.source.kafka.brokers).toBe('b:9092');
  });
});

describe('suggestedSourceFields', () => {
  it('fills an empty, never edited source field with the column name; keeps what a sample or the person set', () => {
    const rows = [
      { name: 'url', type: 'String', sourceField: '' },
      { name: 'ts', type: 'DateTime', sourceField: 'event_time' },
      { name: 'user_id', type: 'UInt64', sourceField: '' },
      { name: '', type: 'String', sourceField: '' },
    ];
    expect(suggestedSourceFields(rows, () => false)).toEqual([
      [0, 'url'],
      [2, 'user_id'],
    ]);
    // Emptied by the person: stays empty (the mapping rule then names it).
    expect(suggestedSourceFields(rows, (i) => i === 2)).toEqual([[0, 'url']]);
  });
});

describe('mapping sources and the sample', () => {
  it('refuses a source not among the sample fields, on the Field mappings step', () => {
    const v = emptyWizardValues();
    v.kind = 'kinesis';
    v.columns = [{ name: 'user_id', type: 'UInt64', sourceField: 'userid' }];
    expect(wizardIssues({ ...v, knownFields: ['user_id'] })).toContainEqual({
      path: 'columns.0.sourceField',
      message: 'The sample has no field "userid": did you mean user_id?',
      step: 3,
    });
    expect(wizardIssues({ ...v, knownFields: [] }).filter((i) => i.path === 'columns.0.sourceField')).toEqual([]);
  });
});
