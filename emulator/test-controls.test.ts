// The controls that let e2e tests run in parallel on one emulator: the clock, an organization
// per test, and faults and the request log scoped to an organization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from './clock.js';
import { loadEmulatorConfig } from './config.js';
import { basic, startTestEmulator, type Reply, type TestEmulator } from './test-helpers.js';
import { SEEDED_ALERT_REFS } from './alert-catalogue-seed.js';

interface TestOrg {
  organizationId: string;
  organizationName: string;
  admin: { keyId: string; keySecret: string };
  developer: { keyId: string; keySecret: string };
  alertsToken: string;
}

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ transitionMs: 1000, clock: 'manual' });
});
afterAll(() => emu.close());

async function newOrg(name?: string): Promise<TestOrg> {
  const r = await emu.control('POST', '/organizations', name === undefined ? {} : { name });
  expect(r.status, r.text).toBe(200);
  return r.json as TestOrg;
}

const as = (key: { keyId: string; keySecret: string }) => ({ auth: basic(key.keyId, key.keySecret) });
const orgPath = (o: TestOrg) => `/v1/organizations/${o.organizationId}`;

async function createService(o: TestOrg): Promise<string> {
  const r = await emu.call('POST', `${orgPath(o)}/services`, { name: 'S', ipAccessList: [] }, as(o.admin));
  expect(r.status, r.text).toBe(200);
  return r.json.result.service.id as string;
}

const stateOf = async (o: TestOrg, id: string) => (await emu.call('GET', `${orgPath(o)}/services/${id}`, undefined, as(o.admin))).json.result.state;

describe('EMULATOR_CLOCK', () => {
  it('is wall by default, manual on request, anything else refused', () => {
    expect(loadEmulatorConfig({}).clock).toBe('wall');
    expect(loadEmulatorConfig({ EMULATOR_CLOCK: 'Manual' }).clock).toBe('manual');
    expect(() => loadEmulatorConfig({ EMULATOR_CLOCK: 'fast' })).toThrow(/EMULATOR_CLOCK must be wall or manual/);
  });

  it('a manual clock stands still until advanced; an advance for one organization moves only its time', () => {
    const clock = new Clock('manual');
    const t0 = clock.now();
    expect(clock.now('a')).toBe(t0);
    clock.advance(500, 'a');
    expect(clock.now('a')).toBe(t0 + 500);
    expect(clock.now('b')).toBe(t0);
    clock.advance(100);
    expect([clock.now(), clock.now('a'), clock.now('b')]).toEqual([t0 + 100, t0 + 600, t0 + 100]);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });

  it('a wall clock follows real time (plus any advance)', () => {
    const clock = new Clock('wall');
    const before = Date.now();
    clock.advance(60_000);
    expect(clock.now()).toBeGreaterThanOrEqual(before + 60_000);
  });
});

describe('/__emulator/clock', () => {
  it("moves one organization's lifecycles step by step; another organization's stay put", async () => {
    const [a, b] = await Promise.all([newOrg(), newOrg()]);
    const [sa, sb] = await Promise.all([createService(a), createService(b)]);
    const clock = await emu.control('POST', '/clock', { steps: 1, organizationId: a.organizationId });
    expect(clock.status, clock.text).toBe(200);
    expect(clock.json).toMatchObject({ mode: 'manual', transitionMs: 1000 });
    expect(await stateOf(a, sa)).toBe('running');
    expect(await stateOf(b, sb)).toBe('provisioning');
    expect((await emu.control('POST', '/clock', { advanceMs: 999, organizationId: b.organizationId })).status).toBe(200);
    expect(await stateOf(b, sb)).toBe('provisioning');
    await emu.control('POST', '/clock', { advanceMs: 1, organizationId: b.organizationId });
    expect(await stateOf(b, sb)).toBe('running');
  });

  it("a deletion ends by its own organization's time: another organization far ahead does not sweep it", async () => {
    const [a, b] = await Promise.all([newOrg(), newOrg()]);
    const sb = await createService(b);
    const stepB = (steps: number) => emu.control('POST', '/clock', { steps, organizationId: b.organizationId });
    await stepB(1);
    const stop = await emu.call('PATCH', `${orgPath(b)}/services/${sb}/state`, { command: 'stop' }, as(b.admin));
    expect(stop.status, stop.text).toBe(200);
    await stepB(1);
    expect(await stateOf(b, sb)).toBe('stopped');
    const del = await emu.call('DELETE', `${orgPath(b)}/services/${sb}`, undefined, as(b.admin));
    expect(del.status, del.text).toBe(200);
    // Organization a's time moves a day on; its requests (list, create, read) sweep only its own deletions.
    await emu.control('POST', '/clock', { advanceMs: 86_400_000, organizationId: a.organizationId });
    expect((await emu.call('GET', `${orgPath(a)}/services`, undefined, as(a.admin))).status).toBe(200);
    await createService(a);
    expect(await stateOf(b, sb)).toBe('terminating');
    await stepB(1);
    // Gone once its own time moved on: an unknown id, as the real API answers it (400).
    expect((await emu.call('GET', `${orgPath(b)}/services/${sb}`, undefined, as(b.admin))).status).toBe(400);
    expect((await emu.call('GET', `${orgPath(b)}/services`, undefined, as(b.admin))).json.result).toEqual([]);
  });

  it("GET tells the mode and an organization's time", async () => {
    const o = await newOrg();
    const before = (await emu.control('GET', `/clock?organizationId=${o.organizationId}`)).json;
    await emu.control('POST', '/clock', { advanceMs: 60_000, organizationId: o.organizationId });
    const after = (await emu.control('GET', `/clock?organizationId=${o.organizationId}`)).json;
    expect(Date.parse(after.now) - Date.parse(before.now)).toBe(60_000);
    expect(after.mode).toBe('manual');
  });

  it('switches mode; refuses what it does not understand', async () => {
    const other = await startTestEmulator({ transitionMs: 1000 });
    try {
      expect((await other.control('GET', '/clock')).json.mode).toBe('wall');
      expect((await other.control('POST', '/clock', { mode: 'manual' })).json.mode).toBe('manual');
      const { id } = await other.createService();
      expect((await other.call('GET', `${other.orgPath}/services/${id}`)).json.result.state).toBe('provisioning');
      await other.control('POST', '/reset');
      expect((await other.control('GET', '/clock')).json.mode).toBe('wall');
    } finally {
      await other.close();
    }
    const o = await newOrg();
    const bad: [unknown, RegExp][] = [
      [{}, /give advanceMs or steps/],
      [{ advanceMs: -1 }, /advanceMs must be/],
      [{ advanceMs: 86_400_001 }, /advanceMs must be/],
      [{ steps: 1.5 }, /steps must be/],
      [{ steps: 1, advanceMs: 1 }, /not both/],
      [{ mode: 'fast' }, /mode must be/],
      [{ mode: 'wall', organizationId: o.organizationId }, /without organizationId/],
      [{ advanceMs: 1, organizationId: 'nope' }, /organizationId must be a uuid/],
      [{ advanceMs: 1, when: 'now' }, /unknown field "when"/],
    ];
    for (const [body, message] of bad) {
      const r = await emu.control('POST', '/clock', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error).toMatch(message);
    }
    const missing = await emu.control('POST', '/clock', { advanceMs: 1, organizationId: '11111111-2222-4333-8444-555555555555' });
    expect(missing.status).toBe(404);
    expect((await emu.control('DELETE', '/clock')).status).toBe(405);
  });
});

describe('/__emulator/organizations', () => {
  it('makes an organization with an admin key, a developer key and an alerts token, seen only by its own keys', async () => {
    const o = await newOrg('Parallel test 1');
    expect(o.organizationName).toBe('Parallel test 1');
    const listed = await emu.call('GET', '/v1/organizations', undefined, as(o.admin));
    expect(listed.json.result.map((x: { id: string; name: string }) => [x.id, x.name])).toEqual([[o.organizationId, 'Parallel test 1']]);
    expect((await emu.call('GET', `${orgPath(o)}/services`, undefined, as(o.developer))).json.result).toEqual([]);
    const refused = await emu.call('POST', `${orgPath(o)}/services`, { name: 'x', ipAccessList: [] }, as(o.developer));
    expect(refused.status).toBe(403);
    // Another organization's keys do not reach it, nor it theirs.
    expect((await emu.call('GET', `${orgPath(o)}/services`)).status).toBe(403);
    expect((await emu.call('GET', `${emu.orgPath}/services`, undefined, as(o.admin))).status).toBe(403);
    const keys = (await emu.call('GET', `${orgPath(o)}/keys`, undefined, as(o.admin))).json.result as { roles: string[] }[];
    expect(keys.map((k) => k.roles).sort()).toEqual([['admin'], ['developer']]);
    expect(JSON.stringify(emu.emulator.store.snapshot())).not.toContain(o.admin.keySecret);
    expect(JSON.stringify(emu.emulator.store.snapshot())).not.toContain(o.alertsToken);
  });

  it('each alerts token has its own team: an alert is read back only with the token that made it', async () => {
    const [a, b] = await Promise.all([newOrg(), newOrg()]);
    const alert = {
      threshold: 1,
      interval: '5m',
      source: 'search',
      thresholdType: 'above',
      channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
    };
    const bearer = (token: string) => ({ auth: `Bearer ${token}` });
    const made = await emu.alerts('POST', '/api/v2/alerts', alert, bearer(a.alertsToken));
    expect(made.status, made.text).toBe(200);
    const id = made.json.data.id as string;
    expect((await emu.alerts('GET', `/api/v2/alerts/${id}`, undefined, bearer(a.alertsToken))).status).toBe(200);
    expect((await emu.alerts('GET', `/api/v2/alerts/${id}`, undefined, bearer(b.alertsToken))).status).toBe(404);
    expect((await emu.alerts('GET', `/api/v2/alerts/${id}`)).status).toBe(404);
    expect((await emu.alerts('GET', `/api/v2/alerts/${id}`, undefined, bearer('not-a-token'))).status).toBe(401);
  });

  it('refuses a bad body', async () => {
    for (const body of [{ name: '' }, { name: 7 }, { name: 'x'.repeat(201) }, { name: 'ok', extra: 1 }]) {
      expect((await emu.control('POST', '/organizations', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await emu.control('GET', '/organizations')).status).toBe(405);
  });
});

describe('faults and the request log of one organization', () => {
  const paths = (r: Reply) => (r.json as { method: string; path: string; status: number }[]).map((e) => `${e.method} ${e.path} ${e.status}`);

  it('a fault scoped to an organization answers only its callers (keys and alerts token); others pass', async () => {
    const [a, b] = await Promise.all([newOrg(), newOrg()]);
    const add = await emu.control('POST', '/faults', { method: 'GET', path: '/v1/organizations', count: 5, status: 503, organizationId: a.organizationId });
    expect(add.status, add.text).toBe(200);
    expect((await emu.call('GET', '/v1/organizations', undefined, as(b.admin))).status).toBe(200);
    expect((await emu.call('GET', '/v1/organizations')).status).toBe(200);
    expect((await emu.call('GET', '/v1/organizations', undefined, as(a.developer))).status).toBe(503);
    await emu.control('POST', '/faults', { method: 'GET', path: '/api/v2/alerts/*', status: 500, body: { message: 'down' }, organizationId: a.organizationId });
    expect((await emu.alerts('GET', '/api/v2/alerts/x', undefined, { auth: `Bearer ${b.alertsToken}` })).status).toBe(404);
    expect((await emu.alerts('GET', '/api/v2/alerts/x', undefined, { auth: `Bearer ${a.alertsToken}` })).status).toBe(500);
    expect((await emu.control('GET', `/faults?organizationId=${a.organizationId}`)).json).toHaveLength(1);
    expect((await emu.control('DELETE', `/faults?organizationId=${a.organizationId}`)).status).toBe(200);
    expect((await emu.call('GET', '/v1/organizations', undefined, as(a.admin))).status).toBe(200);
    expect((await emu.control('POST', '/faults', { method: 'GET', path: '/v1', status: 500, organizationId: 'x' })).status).toBe(400);
  });

  it('dropReply applies the request, then closes the connection mid-reply; the next request is answered', async () => {
    const o = await newOrg();
    const add = await emu.control('POST', '/faults', { method: 'POST', path: `${orgPath(o)}/services`, dropReply: true, organizationId: o.organizationId });
    expect(add.status, add.text).toBe(200);
    // The reply's headers arrive, its body never completes: fetch fails reading it.
    const lost = await emu.call('POST', `${orgPath(o)}/services`, { name: 'Lost reply', ipAccessList: [] }, as(o.admin)).then(
      () => 'answered',
      (e: unknown) => (e instanceof TypeError ? 'connection lost' : String(e)),
    );
    expect(lost).toBe('connection lost');
    // …but the service was created, exactly once, and the request is in the log with the status it would have had.
    const list = await emu.call('GET', `${orgPath(o)}/services`, undefined, as(o.admin));
    expect((list.json.result as { name: string }[]).map((s) => s.name)).toEqual(['Lost reply']);
    expect(paths(await emu.control('GET', `/requests?organizationId=${o.organizationId}`))).toContain(`POST ${orgPath(o)}/services 200`);
    expect((await emu.control('GET', `/faults?organizationId=${o.organizationId}`)).json).toEqual([]);
    expect((await emu.call('POST', `${orgPath(o)}/services`, { name: 'Answered', ipAccessList: [] }, as(o.admin))).status).toBe(200);
  });

  it('afterCommit applies the request, then answers the fault (a gateway failing after the commit)', async () => {
    const o = await newOrg();
    const path = `${orgPath(o)}/keys`;
    const add = await emu.control('POST', '/faults', {
      method: 'POST',
      path,
      afterCommit: true,
      status: 502,
      text: 'Bad Gateway',
      organizationId: o.organizationId,
    });
    expect(add.status, add.text).toBe(200);
    const r = await emu.call('POST', path, { name: 'Committed', roles: ['developer'] }, as(o.admin));
    expect(r.status).toBe(502);
    expect(r.text).toBe('Bad Gateway');
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    // …but the key was created, exactly once, and the log holds the status answered.
    const list = await emu.call('GET', path, undefined, as(o.admin));
    expect((list.json.result as { name: string }[]).filter((k) => k.name === 'Committed')).toHaveLength(1);
    expect(paths(await emu.control('GET', `/requests?organizationId=${o.organizationId}`))).toContain(`POST ${path} 502`);
    const json = await emu.control('POST', '/faults', {
      method: 'POST',
      path: '/api/v2/alerts',
      afterCommit: true,
      status: 500,
      body: { message: 'gateway' },
      organizationId: o.organizationId,
    });
    expect(json.status).toBe(200);
    const alert = await emu.alerts(
      'POST',
      '/api/v2/alerts',
      { threshold: 1, interval: '5m', source: 'search', thresholdType: 'above', channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId } },
      { auth: `Bearer ${o.alertsToken}` },
    );
    expect([alert.status, alert.json]).toEqual([500, { message: 'gateway' }]);
    expect((await emu.alerts('GET', '/api/v2/alerts', undefined, { auth: `Bearer ${o.alertsToken}` })).json.data).toHaveLength(1);
    for (const fault of [
      { method: 'POST', path, afterCommit: 'yes', status: 500 },
      { method: 'POST', path, afterCommit: true },
      { method: 'POST', path, afterCommit: true, dropReply: true },
    ]) {
      expect((await emu.control('POST', '/faults', fault)).status, JSON.stringify(fault)).toBe(400);
    }
  });

  it('dropReply is a boolean and comes without a status, body, text or headers', async () => {
    const bad = [
      { method: 'POST', path: '/v1/x', dropReply: 'yes' },
      { method: 'POST', path: '/v1/x', dropReply: true, status: 200 },
      { method: 'POST', path: '/v1/x', dropReply: true, status: 500, body: {} },
      { method: 'POST', path: '/v1/x', dropReply: false },
    ];
    for (const fault of bad) expect((await emu.control('POST', '/faults', fault)).status, JSON.stringify(fault)).toBe(400);
  });

  it("?organizationId= lists and clears only that organization's requests", async () => {
    const [a, b] = await Promise.all([newOrg(), newOrg()]);
    await emu.call('GET', `${orgPath(a)}/services`, undefined, as(a.admin));
    await emu.call('GET', `${orgPath(b)}/keys`, undefined, as(b.admin));
    await emu.alerts('GET', '/api/v2/alerts/nope', undefined, { auth: `Bearer ${a.alertsToken}` });
    await emu.call('GET', '/v1/organizations', undefined, as({ keyId: a.admin.keyId, keySecret: 'wrong' }));
    expect(paths(await emu.control('GET', `/requests?organizationId=${a.organizationId}`))).toEqual([
      `GET ${orgPath(a)}/services 200`,
      'GET /api/v2/alerts/nope 404',
      'GET /v1/organizations 401',
    ]);
    await emu.control('DELETE', `/requests?organizationId=${a.organizationId}`);
    expect((await emu.control('GET', `/requests?organizationId=${a.organizationId}`)).json).toEqual([]);
    expect(paths(await emu.control('GET', `/requests?organizationId=${b.organizationId}`))).toEqual([`GET ${orgPath(b)}/keys 200`]);
    expect((await emu.control('GET', '/requests?organizationId=nope')).status).toBe(400);
  });

  it('one organization keeps its last 500 requests however busy the others are', async () => {
    const [a, b] = await Promise.all([newOrg(), newOrg()]);
    await emu.call('GET', `${orgPath(a)}/services`, undefined, as(a.admin));
    for (let i = 0; i < 6; i++) {
      await Promise.all(Array.from({ length: 100 }, () => emu.call('GET', '/v1/organizations', undefined, as(b.admin))));
    }
    expect(paths(await emu.control('GET', `/requests?organizationId=${a.organizationId}`))).toEqual([`GET ${orgPath(a)}/services 200`]);
  });
});
