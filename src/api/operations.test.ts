import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operations, REAL_DIALECTS } from '../contract';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { callOperation } from './operations';
import { unreadNote } from './lenientRead';

// callOperation against a real HTTP server on loopback (no fetch stubs).

const ORG = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const SVC = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const REQ_ID = '8f2c1f4e-3b0a-4d5e-9c1b-2a7e6f0d9b11';

let server: Server;
let requests: { method?: string; url?: string; body: string }[] = [];
let reply: unknown = {};
let replyStatus = 200;
let client: ReturnType<typeof createApiClient>;
let alerts: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, body });
      res.statusCode = replyStatus;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createApiClient({ baseUrl, credentials: () => ({ scheme: 'basic', keyId: 'k', keySecret: 's' }), envelope: 'management' });
  alerts = createApiClient({ baseUrl, credentials: () => ({ scheme: 'bearer', token: 't' }), envelope: 'alerts' });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  requests = [];
  replyStatus = 200;
});

const service = { id: SVC, name: 'orders' };

describe('callOperation', () => {
  it('builds the path from the template and sends the body', async () => {
    reply = { status: 200, requestId: REQ_ID, result: { ...service, state: 'provisioning' } };
    const result = await callOperation(operations.updateReplicaScaling, { organizationId: ORG, serviceId: SVC }, { numReplicas: 3 }, { client });
    expect(requests).toEqual([{ method: 'PATCH', url: `/v1/organizations/${ORG}/services/${SVC}/replicaScaling`, body: '{"numReplicas":3}' }]);
    expect(result.state).toBe('provisioning');
  });

  it('encodes path parameters that are not uuids (alert ids)', async () => {
    reply = { data: { id: 'a/b c', threshold: 1, interval: '5m', thresholdType: 'above', source: 'tile' } };
    await callOperation(operations.getAlert, { alertId: 'a/b c' }, undefined, { client: alerts });
    expect(requests[0].url).toBe('/api/v2/alerts/a%2Fb%20c');
  });

  it('refuses a malformed id before any request', async () => {
    const error = await callOperation(operations.getService, { organizationId: ORG, serviceId: '../keys' }, undefined, { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-params');
    expect((error as ApiError).message).toContain('serviceId');
    expect(requests).toHaveLength(0);
  });

  it('lets unknown fields through and tolerates missing optional ones', async () => {
    reply = { status: 200, result: [{ ...service, brandNewField: { nested: true } }] };
    const [svc] = await callOperation(operations.listServices, { organizationId: ORG }, undefined, { client });
    expect(svc).toMatchObject({ id: SVC, name: 'orders', brandNewField: { nested: true } });
    expect(svc.endpoints).toBeUndefined();
  });

  it('turns a wrong type into one invalid-response error with the request id', async () => {
    reply = { status: 200, requestId: REQ_ID, result: [{ ...service, name: 42 }] };
    const error = (await callOperation(operations.listServices, { organizationId: ORG }, undefined, { client }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('invalid-response');
    expect(error.requestId).toBe(REQ_ID);
    expect(error.message).toContain('the server answered in an unexpected shape');
    expect(error.message).toContain('0.name');
    // The id is carried by the error (the alert shows it with a copy button), not repeated in its sentence.
    expect(error.message).not.toContain(REQ_ID);
  });

  it('reads one organization where a list was expected as a list', async () => {
    reply = { status: 200, result: { id: ORG, name: 'Acme' } };
    expect(await callOperation(operations.listOrganizations, {}, undefined, { client })).toEqual([{ id: ORG, name: 'Acme' }]);
  });
});

describe('callOperation in the real service words (cloud dialect)', () => {
  const PIPE = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
  const params = { organizationId: ORG, serviceId: SVC, pipeId: PIPE };

  it('sends the cloud path and field names, and reads the answer back in the console words', async () => {
    reply = {
      status: 200,
      requestId: REQ_ID,
      result: { id: PIPE, name: 'p', state: 'Running', source: { kafka: { topics: 't' } }, settings: { clickhouse_max_threads: 4 } },
    };
    const result = await callOperation(operations.updatePipe, params, { settings: { db_max_threads: 4 } }, { client, dialects: REAL_DIALECTS });
    expect(requests).toEqual([
      { method: 'PATCH', url: `/v1/organizations/${ORG}/services/${SVC}/clickpipes/${PIPE}`, body: '{"settings":{"clickhouse_max_threads":4}}' },
    ]);
    expect(result.settings).toMatchObject({ db_max_threads: 4 });
    expect(JSON.stringify(result)).not.toContain('clickhouse_');
  });

  it('reads clickhouseVersion as the service database version', async () => {
    reply = { status: 200, requestId: REQ_ID, result: { ...service, clickhouseVersion: '25.8.1' } };
    const result = await callOperation(operations.getService, { organizationId: ORG, serviceId: SVC }, undefined, { client, dialects: REAL_DIALECTS });
    expect(result.dbVersion).toBe('25.8.1');
  });

  it('names the field of a refusal in the console words, so the form finds it', async () => {
    replyStatus = 400;
    reply = { status: 400, error: 'BAD_REQUEST: settings.clickhouse_max_threads: must be at most 64', requestId: REQ_ID };
    const error = await callOperation(operations.updatePipe, params, { settings: { db_max_threads: 65 } }, { client, dialects: REAL_DIALECTS }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).field).toBe('settings.db_max_threads');
    expect((error as ApiError).requestId).toBe(REQ_ID);
    expect((error as ApiError).status).toBe(400);
  });
});

describe('a 2xx is a success, whatever else the body holds', () => {
  const params = { organizationId: ORG, serviceId: SVC };

  it('a write whose answer has a required field in another shape resolves, naming what was not read', async () => {
    reply = { status: 200, requestId: REQ_ID, result: { id: 42, state: 'running' } };
    const result = await callOperation(operations.updateReplicaScaling, params, { numReplicas: 3 }, { client });
    expect(unreadNote(result)).toEqual({ parts: [expect.stringMatching(/^id: /)], requestId: REQ_ID });
  });

  it('a write answered 2xx with a body that is not JSON resolves', async () => {
    replyStatus = 201;
    reply = undefined;
    const result = await callOperation(operations.updateReplicaScaling, params, { numReplicas: 3 }, { client });
    expect(unreadNote(result)?.parts).toHaveLength(1);
  });

  it('a read leaves out an optional field in a new shape instead of failing', async () => {
    reply = { status: 200, requestId: REQ_ID, result: { ...service, numReplicas: 'three' } };
    const result = await callOperation(operations.getService, params, undefined, { client });
    expect(result.name).toBe('orders');
    expect(result.numReplicas).toBeUndefined();
    expect(unreadNote(result)?.parts).toEqual(['numReplicas']);
  });

  it('a read whose required field is broken still fails, with the request id', async () => {
    reply = { status: 200, requestId: REQ_ID, result: { name: 'no id' } };
    const error = await callOperation(operations.getService, params, undefined, { client }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('invalid-response');
    expect((error as ApiError).requestId).toBe(REQ_ID);
  });
});
