import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPipes } from '../src/contract/pipe-fixtures.js';
import { startTestEmulator, statesUntil, UNKNOWN_UUID, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator; // transitionMs 0: every transition completes at once
let slow: TestEmulator; // manual clock: a state lasts until the test moves the clock one step
let svc: string;
let slowSvc: string;

beforeAll(async () => {
  [emu, slow] = await Promise.all([startTestEmulator(), startTestEmulator({ transitionMs: 1000, clock: 'manual' })]);
  svc = (await emu.createService()).id;
  slowSvc = (await slow.createService()).id;
  await slow.advanceSteps(1);
});
afterAll(async () => {
  await Promise.all([emu.close(), slow.close()]);
});

const kafka = {
  name: 'Orders stream',
  source: {
    kafka: {
      type: 'confluent',
      format: 'JSONEachRow',
      brokers: 'broker-1:9092',
      topics: 'orders',
      authentication: 'PLAIN',
      credentials: { username: 'user', password: 'kafka-password-xyz' },
      offset: { strategy: 'from_timestamp', timestamp: '2024-01-31T09:30' },
      schemaRegistry: { url: 'https://registry', credentials: { username: 'sr', password: 'sr-password-xyz' } },
    },
    validateSamples: true,
  },
  destination: {
    database: 'default',
    table: 'orders',
    managedTable: true,
    columns: [
      { name: 'id', type: 'UInt64' },
      { name: 'amount', type: 'Float64' },
    ],
    roles: ['writer'],
  },
  fieldMappings: [
    { sourceField: 'id', destinationField: 'id' },
    { sourceField: 'amount', destinationField: 'amount' },
  ],
  scaling: { replicas: 2, replicaCpuMillicores: 250, replicaMemoryGb: 1 },
  settings: { streaming_max_insert_wait_ms: 1000, db_max_threads: 4 },
};

const postgres = {
  name: 'CDC',
  source: {
    postgres: {
      host: 'db.example.com',
      port: 5432,
      database: 'app',
      credentials: { username: 'pg', password: 'pg-password-xyz' },
      settings: { syncIntervalSeconds: 30, pullBatchSize: 1000, publicationName: 'pub' },
      tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'users', targetTable: 'public_users' }],
    },
  },
};

const s3 = (isContinuous: boolean) => ({
  name: 'Files',
  source: {
    objectStorage: {
      type: 's3',
      format: 'CSV',
      url: 'https://bucket.s3.amazonaws.com/data/*.csv',
      compression: 'auto',
      isContinuous,
      accessKey: { accessKeyId: 'AKIA', secretKey: 'aws-secret-xyz' },
    },
  },
  destination: { table: 'files', managedTable: true, columns: [{ name: 'line', type: 'String' }] },
  fieldMappings: [{ sourceField: 'line', destinationField: 'line' }],
});

const kinesis = {
  name: 'Clicks',
  source: {
    kinesis: {
      format: 'JSONEachRow',
      streamName: 'clicks',
      region: 'us-east-1',
      iteratorType: 'LATEST',
      authentication: 'IAM_USER',
      accessKey: { accessKeyId: 'AKIA', secretKey: 'aws-secret-xyz' },
    },
  },
  destination: { table: 'clicks', managedTable: false, columns: [{ name: 'url', type: 'String' }] },
  fieldMappings: [{ sourceField: 'url', destinationField: 'url' }],
};

function pipesPath(t: TestEmulator, serviceId: string) {
  return `${t.orgPath}/services/${serviceId}/pipes`;
}

async function create(t: TestEmulator, serviceId: string, body: unknown) {
  const r = await t.call('POST', pipesPath(t, serviceId), body);
  expect(r.status, r.text).toBe(200);
  return r.json.result as { id: string; state: string; [k: string]: unknown };
}

const stateOf = (t: TestEmulator, serviceId: string, id: string) => async () =>
  (await t.call('GET', `${pipesPath(t, serviceId)}/${id}`)).json.result.state as string;

describe('create and read', () => {
  it('creates each source kind; no credentials in any response', async () => {
    for (const body of [kafka, postgres, s3(true), kinesis]) {
      const pipe = await create(emu, svc, body);
      expect(pipe).toMatchObject({ serviceId: svc, name: body.name });
      const read = await emu.call('GET', `${pipesPath(emu, svc)}/${pipe.id}`);
      expect(read.json.result).toEqual(pipe);
      for (const text of [JSON.stringify(pipe), read.text]) {
        expect(text).not.toMatch(/password|secretKey|credentials|accessKey|validateSamples/);
      }
    }
    expect(JSON.stringify(emu.emulator.store.snapshot())).not.toMatch(/password-xyz|aws-secret-xyz/); // not even stored
    const k = (await emu.call('GET', pipesPath(emu, svc))).json.result.find((p: { name: string }) => p.name === 'Orders stream');
    expect(k.source.kafka).toMatchObject({ brokers: 'broker-1:9092', topics: 'orders', schemaRegistry: { url: 'https://registry' } });
    expect(k.destination.roles).toBeUndefined();
    expect(k.scaling).toMatchObject({ replicas: 2 });
    expect(k.settings).toMatchObject({ db_max_threads: 4 });
  });

  it.each<[string, unknown, string]>([
    ['no name', { source: kafka.source }, 'name'],
    ['no source kind', { name: 'x', source: {} }, 'source'],
    ['two source kinds', { name: 'x', source: { ...kafka.source, ...postgres.source } }, 'source.postgres'],
    ['unknown field', { ...kafka, colour: 'red' }, 'colour'],
    ['unknown source field', { name: 'x', source: { kafka: { brokers: 'b:9092', secret: 1 } } }, 'source.kafka.secret'],
    ['unmapped column', { ...kafka, fieldMappings: [{ sourceField: 'id', destinationField: 'id' }] }, 'fieldMappings'],
    ['postgres port', { name: 'x', source: { postgres: { port: 70000 } } }, 'source.postgres.port'],
    [
      'duplicate target table',
      {
        name: 'x',
        source: {
          postgres: { ...postgres.source.postgres, tableMappings: [postgres.source.postgres.tableMappings[0], postgres.source.postgres.tableMappings[0]] },
        },
      },
      'source.postgres.tableMappings.1.targetTable',
    ],
    [
      'queueUrl without continuous',
      { ...s3(false), source: { objectStorage: { ...s3(false).source.objectStorage, queueUrl: 'https://sqs.example.com/q' } } },
      'source.objectStorage.queueUrl',
    ],
    ['kafka without brokers', { ...kafka, source: { kafka: { ...kafka.source.kafka, brokers: undefined } } }, 'source.kafka.brokers'],
    [
      'kafka type without that authentication',
      { ...kafka, source: { kafka: { ...kafka.source.kafka, authentication: 'SCRAM-SHA-512' } } },
      'source.kafka.authentication',
    ],
    ['stream without destination table', { ...kinesis, destination: { ...kinesis.destination, table: undefined } }, 'destination.table'],
    [
      'postgres without table mappings',
      { ...postgres, source: { postgres: { ...postgres.source.postgres, tableMappings: [] } } },
      'source.postgres.tableMappings',
    ],
    ['scaling type', { ...kafka, scaling: { replicas: 'two' } }, 'scaling.replicas'],
  ])('400: %s', async (_n, body, field) => {
    const r = await emu.call('POST', pipesPath(emu, svc), body);
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.startsWith(`BAD_REQUEST: ${field}: `), r.json.error).toBe(true);
  });

  it('400 for unknown service or pipe, and for a malformed pipe id', async () => {
    expect((await emu.call('GET', pipesPath(emu, UNKNOWN_UUID))).status).toBe(400);
    expect((await emu.call('GET', `${pipesPath(emu, svc)}/${UNKNOWN_UUID}`)).status).toBe(400);
    const r = await emu.call('GET', `${pipesPath(emu, svc)}/nope`);
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^BAD_REQUEST: pipeId: /);
  });
});

describe('lifecycles', () => {
  it('streaming: Provisioning -> Running; stop: Stopping -> Stopped; start again', async () => {
    const pipe = await create(slow, slowSvc, kafka);
    expect(pipe.state).toBe('Provisioning');
    expect(await statesUntil(slow, stateOf(slow, slowSvc, pipe.id), 'Running')).toEqual(['Provisioning', 'Running']);
    const stateUrl = `${pipesPath(slow, slowSvc)}/${pipe.id}/state`;
    const started = await slow.call('PATCH', stateUrl, { command: 'start' });
    expect(started.status).toBe(400);
    expect(started.json.error).toMatch(/^BAD_REQUEST: command: pipe is already running/);
    const stop = await slow.call('PATCH', stateUrl, { command: 'stop' });
    expect(stop.status).toBe(200);
    expect(stop.json.result.state).toBe('Stopping');
    expect(await statesUntil(slow, stateOf(slow, slowSvc, pipe.id), 'Stopped')).toEqual(['Stopping', 'Stopped']);
    const resync = await slow.call('PATCH', stateUrl, { command: 'resync' });
    expect(resync.json.error).toMatch(/^BAD_REQUEST: command: Only postgres/);
    const start = await slow.call('PATCH', stateUrl, { command: 'start' });
    expect(start.status).toBe(200);
    expect(await statesUntil(slow, stateOf(slow, slowSvc, pipe.id), 'Running')).toEqual(['Provisioning', 'Running']);
  });

  it('postgres: Provisioning -> Setup -> Snapshot -> Running; stop: Pausing -> Paused; resync', async () => {
    const pipe = await create(slow, slowSvc, postgres);
    expect(await statesUntil(slow, stateOf(slow, slowSvc, pipe.id), 'Running')).toEqual(['Provisioning', 'Setup', 'Snapshot', 'Running']);
    const stateUrl = `${pipesPath(slow, slowSvc)}/${pipe.id}/state`;
    expect((await slow.call('PATCH', stateUrl, { command: 'stop' })).json.result.state).toBe('Pausing');
    expect(await statesUntil(slow, stateOf(slow, slowSvc, pipe.id), 'Paused')).toEqual(['Pausing', 'Paused']);
    expect((await slow.call('PATCH', stateUrl, { command: 'resync' })).json.result.state).toBe('Resync');
    expect(await statesUntil(slow, stateOf(slow, slowSvc, pipe.id), 'Running')).toEqual(['Resync', 'Snapshot', 'Running']);
  });

  it('one-shot object storage ends in Completed and cannot be edited', async () => {
    const pipe = await create(slow, slowSvc, s3(false));
    expect(await statesUntil(slow, stateOf(slow, slowSvc, pipe.id), 'Completed')).toEqual(['Provisioning', 'Running', 'Completed']);
    const r = await slow.call('PATCH', `${pipesPath(slow, slowSvc)}/${pipe.id}`, { name: 'renamed' });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^BAD_REQUEST: state: .*Completed/);
  });

  it('a Failed pipe can be started (state forced through /__emulator)', async () => {
    const pipe = await create(emu, svc, kinesis);
    const forced = await emu.control('PATCH', `/pipes/${pipe.id}`, { state: 'Failed' });
    expect(forced.status).toBe(200);
    expect(await stateOf(emu, svc, pipe.id)()).toBe('Failed');
    const r = await emu.call('PATCH', `${pipesPath(emu, svc)}/${pipe.id}/state`, { command: 'start' });
    expect(r.status).toBe(200);
    expect(r.json.result.state).toBe('Running');
  });

  // real-apis.md: "`stop` is accepted from any state; `start` only from Stopped (or Paused) and
  // Failed; `resync` only for database (postgres) pipes, from any state."
  it('a Completed pipe: start refused (400); stop accepted (-> Stopped), then start accepted', async () => {
    const pipe = await create(emu, svc, s3(false));
    expect(pipe.state).toBe('Completed');
    const stateUrl = `${pipesPath(emu, svc)}/${pipe.id}/state`;
    const start = await emu.call('PATCH', stateUrl, { command: 'start' });
    expect(start.status).toBe(400);
    expect(start.json.error).toMatch(/^BAD_REQUEST: command: .*Completed/);
    const stop = await emu.call('PATCH', stateUrl, { command: 'stop' });
    expect(stop.status, stop.text).toBe(200);
    expect(stop.json.result.state).toBe('Stopped');
    const again = await emu.call('PATCH', stateUrl, { command: 'start' });
    expect(again.status, again.text).toBe(200);
    expect(again.json.result.state).toBe('Completed');
  });

  it.each(['Provisioning', 'Stopped', 'Failed', 'Degraded'])('stop is accepted from %s', async (state) => {
    const pipe = await create(emu, svc, kinesis);
    await emu.force('pipes', pipe.id, state);
    const r = await emu.call('PATCH', `${pipesPath(emu, svc)}/${pipe.id}/state`, { command: 'stop' });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.state).toBe('Stopped');
  });

  it.each(['Running', 'Failed', 'Snapshot'])('resync of a postgres pipe is accepted from %s', async (state) => {
    const pipe = await create(slow, slowSvc, postgres);
    await slow.force('pipes', pipe.id, state);
    const r = await slow.call('PATCH', `${pipesPath(slow, slowSvc)}/${pipe.id}/state`, { command: 'resync' });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.state).toBe('Resync');
  });

  it('state command validation', async () => {
    const pipe = await create(emu, svc, kafka);
    const r = await emu.call('PATCH', `${pipesPath(emu, svc)}/${pipe.id}/state`, { command: 'pause' });
    expect(r.json.error).toMatch(/^BAD_REQUEST: command: /);
  });
});

describe('424 when the service is not running', () => {
  it('create, update and state answer FAILED_DEPENDENCY', async () => {
    const running = await create(slow, slowSvc, kafka);
    // The manual clock has not moved since: the new service is still provisioning.
    const { id } = await slow.createService();
    const r = await slow.call('POST', pipesPath(slow, id), kafka);
    expect(r.status).toBe(424);
    expect(r.json).toMatchObject({ status: 424, error: 'FAILED_DEPENDENCY: Service is not running. Current state: provisioning' });
    expect((await slow.control('PATCH', `/services/${slowSvc}`, { state: 'idle' })).status).toBe(200);
    try {
      const base = `${pipesPath(slow, slowSvc)}/${running.id}`;
      for (const [path, body] of [
        [base, { name: 'x' }],
        [`${base}/state`, { command: 'stop' }],
      ] as const) {
        const r = await slow.call('PATCH', path, body);
        expect(r.status).toBe(424);
        expect(r.json.error).toBe('FAILED_DEPENDENCY: Service is not running. Current state: idle');
      }
    } finally {
      await slow.control('PATCH', `/services/${slowSvc}`, { state: 'running' });
    }
  });
});

describe('update', () => {
  it('merges the updatable fields; omitted fields keep their values', async () => {
    const pipe = await create(emu, svc, kafka);
    const r = await emu.call('PATCH', `${pipesPath(emu, svc)}/${pipe.id}`, {
      name: 'Orders v2',
      source: { kafka: { caCertificate: 'PEM', credentials: { username: 'u2', password: 'new-password-xyz' } } },
      settings: { db_max_threads: 8 },
    });
    expect(r.status, r.text).toBe(200);
    const p = r.json.result;
    expect(p.name).toBe('Orders v2');
    expect(p.source.kafka).toMatchObject({ brokers: 'broker-1:9092', topics: 'orders', caCertificate: 'PEM' });
    expect(p.settings).toEqual({ streaming_max_insert_wait_ms: 1000, db_max_threads: 8 });
    expect(p.fieldMappings).toHaveLength(2);
    expect(r.text).not.toContain('new-password-xyz');
    expect(p.updatedAt >= p.createdAt).toBe(true);
  });

  // Seed, Create pipe: "every destination column must be included in the mappings"; on update the
  // rule is checked against the pipe as it would be after the change.
  it('the field-mapping rule holds after an update: a column left unmapped is a 400 and nothing changes', async () => {
    const pipe = await create(emu, svc, kafka);
    const url = `${pipesPath(emu, svc)}/${pipe.id}`;
    let r = await emu.call('PATCH', url, { fieldMappings: [{ sourceField: 'id', destinationField: 'id' }] });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^BAD_REQUEST: fieldMappings: .*"amount"/);
    r = await emu.call('PATCH', url, { destination: { columns: [...kafka.destination.columns, { name: 'note', type: 'String' }] } });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^BAD_REQUEST: fieldMappings: .*"note"/);
    expect((await emu.call('GET', url)).json.result).toMatchObject({ destination: { columns: kafka.destination.columns }, fieldMappings: kafka.fieldMappings });
    // Just inside the rule: the new column together with its mapping.
    r = await emu.call('PATCH', url, {
      destination: { columns: [...kafka.destination.columns, { name: 'note', type: 'String' }] },
      fieldMappings: [...kafka.fieldMappings, { sourceField: 'note', destinationField: 'note' }],
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.fieldMappings).toHaveLength(3);
  });

  it('null (OpenAPI) means "not set": a null setting goes back to the default, null parts change nothing', async () => {
    const pipe = await create(emu, svc, kafka);
    const r = await emu.call('PATCH', `${pipesPath(emu, svc)}/${pipe.id}`, {
      name: null,
      source: { kafka: { caCertificate: null }, postgres: undefined, kinesis: null },
      destination: null,
      settings: { streaming_max_insert_wait_ms: null },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.name).toBe(kafka.name);
    expect(r.json.result.settings).toEqual({ db_max_threads: 4 });
    expect(r.json.result.source.kafka.caCertificate).toBeUndefined();
  });

  it('kafka credentials of each shape are accepted on create and update, and never kept', async () => {
    const mtls = {
      ...kafka,
      source: { kafka: { ...kafka.source.kafka, authentication: 'MUTUAL_TLS', credentials: { certificate: 'CERT', privateKey: 'tls-key-xyz' } } },
    };
    const pipe = await create(emu, svc, mtls);
    const r = await emu.call('PATCH', `${pipesPath(emu, svc)}/${pipe.id}`, {
      source: { kafka: { authentication: 'PLAIN', credentials: { username: 'u', password: 'plain-password-xyz' } } },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.source.kafka.authentication).toBe('PLAIN');
    expect(JSON.stringify(emu.emulator.store.snapshot())).not.toMatch(/tls-key-xyz|plain-password-xyz/);
  });

  it("a new authentication method drops the old method's fields (a Kinesis IAM role)", async () => {
    const role = { ...kinesis, source: { kinesis: { ...kinesis.source.kinesis, authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/old' } } };
    delete (role.source.kinesis as { accessKey?: unknown }).accessKey;
    const pipe = await create(emu, svc, role);
    const url = `${pipesPath(emu, svc)}/${pipe.id}`;
    let r = await emu.call('PATCH', url, {
      source: { kinesis: { authentication: 'IAM_USER', accessKey: { accessKeyId: 'AKIA', secretKey: 'new-secret-xyz' } } },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.source.kinesis.authentication).toBe('IAM_USER');
    expect(r.json.result.source.kinesis.iamRole).toBeUndefined();
    // Back to a role (an access key is never kept: nothing else to drop).
    r = await emu.call('PATCH', url, { source: { kinesis: { authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/new' } } });
    expect(r.json.result.source.kinesis).toMatchObject({ authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/new' });
    // The same method with a new role keeps the method's other fields; no method in the patch drops nothing.
    r = await emu.call('PATCH', url, { source: { kinesis: { iamRole: 'arn:aws:iam::123456789012:role/newer' } } });
    expect(r.json.result.source.kinesis).toMatchObject({ authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/newer', streamName: 'clicks' });
  });

  it('object storage: from an IAM role to a public bucket keeps no role', async () => {
    const body = s3(true); // continuous: a one-shot load ends Completed and cannot be edited
    const withRole = {
      ...body,
      source: { objectStorage: { ...body.source.objectStorage, authentication: 'IAM_ROLE', iamRole: 'arn:aws:iam::123456789012:role/files' } },
    };
    delete (withRole.source.objectStorage as { accessKey?: unknown }).accessKey;
    const pipe = await create(emu, svc, withRole);
    const r = await emu.call('PATCH', `${pipesPath(emu, svc)}/${pipe.id}`, { source: { objectStorage: { authentication: null } } });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.source.objectStorage.authentication).toBeUndefined();
    expect(r.json.result.source.objectStorage.iamRole).toBeUndefined();
    expect(r.json.result.source.objectStorage.url).toBe(body.source.objectStorage.url);
  });

  it.each<[string, unknown, string]>([
    ['non-updatable source field', { source: { kafka: { brokers: 'other' } } }, 'source.kafka.brokers'],
    ['other source kind', { source: { postgres: { host: 'h' } } }, 'source.postgres'],
    ['postgres settings beyond the two', { source: { postgres: { settings: { publicationName: 'p' } } } }, 'source.postgres.settings.publicationName'],
    [
      'new column without mapping',
      {
        destination: {
          columns: [
            { name: 'id', type: 'UInt64' },
            { name: 'extra', type: 'String' },
          ],
        },
      },
      'fieldMappings',
    ],
    ['unknown destination field', { destination: { table: 'x' } }, 'destination.table'],
  ])('400: %s', async (_n, body, field) => {
    const pipe = await create(emu, svc, kafka);
    const r = await emu.call('PATCH', `${pipesPath(emu, svc)}/${pipe.id}`, body);
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.startsWith(`BAD_REQUEST: ${field}: `), r.json.error).toBe(true);
  });

  it('postgres: table mappings added and removed while paused; settings limited to two fields', async () => {
    const pipe = await create(emu, svc, postgres);
    const url = `${pipesPath(emu, svc)}/${pipe.id}`;
    const add = { sourceSchemaName: 'public', sourceTable: 'orders', targetTable: 'public_orders' };
    let r = await emu.call('PATCH', url, { source: { postgres: { tableMappingsToAdd: [add] } } });
    expect(r.json.error).toMatch(/^BAD_REQUEST: source\.postgres\.tableMappingsToAdd: Pause the pipe/);
    await emu.call('PATCH', `${url}/state`, { command: 'stop' });
    r = await emu.call('PATCH', url, {
      source: {
        postgres: {
          tableMappingsToAdd: [add],
          tableMappingsToRemove: [postgres.source.postgres.tableMappings[0]],
          settings: { pullBatchSize: 5000 },
          port: 6432,
        },
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.source.postgres).toMatchObject({
      host: 'db.example.com',
      port: 6432,
      tableMappings: [add],
      settings: { syncIntervalSeconds: 30, pullBatchSize: 5000, publicationName: 'pub' },
    });
    r = await emu.call('PATCH', url, { source: { postgres: { tableMappingsToAdd: [{ ...add, sourceTable: 'o2' }] } } });
    expect(r.json.error).toMatch(/^BAD_REQUEST: source\.postgres\.tableMappingsToAdd\.0\.targetTable: /);
    r = await emu.call('PATCH', url, { source: { postgres: { tableMappingsToRemove: [{ ...add, targetTable: 'missing' }] } } });
    expect(r.json.error).toMatch(/^BAD_REQUEST: source\.postgres\.tableMappingsToRemove\.0: /);
  });
});

describe('scaling', () => {
  it('a streaming pipe takes replicas, CPU and memory per replica; only what is sent changes', async () => {
    const pipe = await create(emu, svc, kafka);
    const path = `${pipesPath(emu, svc)}/${pipe.id}/scaling`;
    const r = await emu.call('PATCH', path, { replicas: 3 });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.scaling).toEqual({ ...(pipe.scaling as object), replicas: 3 });
    const out = await emu.call('PATCH', path, { replicaMemoryGb: 8.5 });
    expect(out.status).toBe(400);
    expect(out.json.error).toMatch(/replicaMemoryGb/);
    expect((await emu.call('GET', `${pipesPath(emu, svc)}/${pipe.id}`)).json.result.scaling.replicas).toBe(3);
  });

  it('an object storage pipe takes replicas, not CPU or memory; a Postgres pipe nothing; an empty change is refused', async () => {
    const files = await create(emu, svc, { ...minimalPipes.objectStorage, name: 'files' });
    const path = `${pipesPath(emu, svc)}/${files.id}/scaling`;
    expect((await emu.call('PATCH', path, { replicas: 2 })).status).toBe(200);
    const cpu = await emu.call('PATCH', path, { replicaCpuMillicores: 250 });
    expect(cpu.status).toBe(400);
    expect(cpu.json.error).toMatch(/streaming pipes/);
    expect((await emu.call('PATCH', path, {})).status).toBe(400);
    const cdc = await create(emu, svc, { ...minimalPipes.postgres, name: 'cdc' });
    const pg = await emu.call('PATCH', `${pipesPath(emu, svc)}/${cdc.id}/scaling`, { replicas: 2 });
    expect(pg.status).toBe(400);
    expect(pg.json.error).toMatch(/CDC scaling/);
  });
});

describe('settings', () => {
  it('PUT replaces the settings: what is not sent goes back to the default; GET lists every setting', async () => {
    const pipe = await create(emu, svc, { ...kafka, settings: { streaming_max_insert_wait_ms: 1000, db_max_insert_threads: 2 } });
    const path = `${pipesPath(emu, svc)}/${pipe.id}/settings`;
    const r = await emu.call('PUT', path, { streaming_max_insert_wait_ms: 60_000 });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result).toMatchObject({ streaming_max_insert_wait_ms: 60_000, db_max_insert_threads: null, object_storage_concurrency: null });
    const read = await emu.call('GET', path);
    expect(Object.keys(read.json.result)).toHaveLength(12);
    expect(read.json.result.streaming_max_insert_wait_ms).toBe(60_000);
    expect((await emu.call('GET', `${pipesPath(emu, svc)}/${pipe.id}`)).json.result.settings).toEqual({ streaming_max_insert_wait_ms: 60_000 });
    expect((await emu.call('PUT', path, { streaming_max_insert_wait_ms: 60_001 })).status).toBe(400);
    expect((await emu.call('PUT', path, { streaming_max_insert_wait_ms: 499 })).status).toBe(400);
    expect((await emu.call('PUT', path, { streaming_max_insert_wait_ms: 500 })).status).toBe(200);
  });

  it('a setting of another kind is refused with the kinds it applies to; a Postgres pipe takes none; the service must run', async () => {
    const pipe = await create(emu, svc, kafka);
    const path = `${pipesPath(emu, svc)}/${pipe.id}/settings`;
    const files = await emu.call('PUT', path, { object_storage_concurrency: 4 });
    expect(files.status).toBe(400);
    expect(files.json.error).toMatch(/object_storage_concurrency does not apply to Kafka pipes, only to object storage pipes/);
    const cdc = await create(emu, svc, { ...minimalPipes.postgres, name: 'cdc' });
    const pg = await emu.call('PUT', `${pipesPath(emu, svc)}/${cdc.id}/settings`, { db_max_insert_threads: 2 });
    expect(pg.status).toBe(400);
    expect(pg.json.error).toMatch(/Postgres pipe has no pipe settings/);
    const halted = (await emu.createService()).id;
    const idle = await create(emu, halted, kafka);
    await emu.force('services', halted, 'stopped');
    expect((await emu.call('PUT', `${pipesPath(emu, halted)}/${idle.id}/settings`, {})).status).toBe(424);
  });
});

describe('CDC scaling', () => {
  it('a service has its default until changed; what is not sent stays; 4 GB per core, each bound and step', async () => {
    const own = (await emu.createService()).id;
    const path = `${emu.orgPath}/services/${own}/pipesCdcScaling`;
    expect((await emu.call('GET', path)).json.result).toEqual({ replicaCpuMillicores: 2000, replicaMemoryGb: 8 });
    const both = await emu.call('PATCH', path, { replicaCpuMillicores: 32_000, replicaMemoryGb: 128 });
    expect(both.status, both.text).toBe(200);
    expect(both.json.result).toEqual({ replicaCpuMillicores: 32_000, replicaMemoryGb: 128 });
    const cpuOnly = await emu.call('PATCH', path, { replicaCpuMillicores: 1000 });
    expect(cpuOnly.status).toBe(400);
    expect(cpuOnly.json.error).toMatch(/4 GB per core: 4 GB for 1000 millicores/);
    expect((await emu.call('PATCH', path, { replicaCpuMillicores: 1000, replicaMemoryGb: 4 })).status).toBe(200);
    for (const body of [
      { replicaCpuMillicores: 33_000, replicaMemoryGb: 132 },
      { replicaCpuMillicores: 1500, replicaMemoryGb: 6 },
      { replicaMemoryGb: 0 },
      {},
    ]) {
      expect((await emu.call('PATCH', path, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await emu.call('GET', path)).json.result).toEqual({ replicaCpuMillicores: 1000, replicaMemoryGb: 4 });
  });
});

describe('delete pipe', () => {
  it.each(['Running', 'Provisioning', 'Paused', 'Failed', 'Completed'])('deletes a pipe in state %s; gone from reads and the list', async (state) => {
    const pipe = await create(emu, svc, postgres);
    const url = `${pipesPath(emu, svc)}/${pipe.id}`;
    await emu.force('pipes', pipe.id, state);
    expect((await emu.call('GET', url)).json.result.state).toBe(state);
    const r = await emu.call('DELETE', url);
    expect(r.status, r.text).toBe(200);
    expect(r.json).toEqual({ status: 200, requestId: expect.any(String) });
    expect((await emu.call('GET', url)).status).toBe(400);
    expect((await emu.call('GET', pipesPath(emu, svc))).json.result.map((p: { id: string }) => p.id)).not.toContain(pipe.id);
  });

  it('400 for an unknown pipe or service', async () => {
    expect((await emu.call('DELETE', `${pipesPath(emu, svc)}/${UNKNOWN_UUID}`)).status).toBe(400);
    expect((await emu.call('DELETE', `${pipesPath(emu, UNKNOWN_UUID)}/${UNKNOWN_UUID}`)).status).toBe(400);
  });
});
