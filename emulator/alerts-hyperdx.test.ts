// The alert API of an organization whose alerts dialect is `hyperdx` answers as HyperDX does
// today; a `contract` organization keeps the contract's behaviour (alerts.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertListSchema, alertSchema, alertSilence, hyperdxReplaceBodyOf } from '../src/contract/index.js';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';
import { SEEDED_ALERT_REFS } from './alert-catalogue-seed.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

/** A fresh organization in the given alerts dialect, and a caller of its alert API. */
async function orgIn(alerts?: 'contract' | 'hyperdx') {
  const r = await emu.control('POST', '/organizations', alerts ? { dialects: { alerts } } : {});
  expect(r.status, r.text).toBe(200);
  const auth = `Bearer ${r.json.alertsToken}`;
  return (method: string, path: string, body?: unknown) => emu.alerts(method, path, body, { auth });
}

const webhook = (webhookId: string) => ({ type: 'webhook', webhookId });
const savedSearch = {
  savedSearchId: SEEDED_ALERT_REFS.savedSearchId,
  groupBy: 'ServiceName',
  threshold: 10,
  thresholdMax: 20,
  interval: '5m',
  source: 'saved_search',
  thresholdType: 'between',
  channels: [webhook(SEEDED_ALERT_REFS.webhookId), webhook(SEEDED_ALERT_REFS.secondWebhookId)],
  name: 'Error spike',
  numConsecutiveWindows: 3,
  scheduleOffsetMinutes: 2,
  scheduleStartAt: '2026-02-08T10:00:00.000Z',
  note: 'Runbook: …',
};
const tile = {
  dashboardId: SEEDED_ALERT_REFS.dashboardId,
  tileId: SEEDED_ALERT_REFS.tileId,
  threshold: 100,
  interval: '1h',
  source: 'tile',
  thresholdType: 'above',
  channel: webhook(SEEDED_ALERT_REFS.webhookId),
};

describe('alert API, hyperdx dialect', () => {
  it('creates a saved-search alert and answers it as HyperDX does', async () => {
    const call = await orgIn('hyperdx');
    const r = await call('POST', '/api/v2/alerts', savedSearch);
    expect(r.status, r.text).toBe(200);
    const a = r.json.data;
    expect(a.id).toMatch(/^[0-9a-f]{24}$/);
    expect(a).toMatchObject({ ...savedSearch, state: 'OK', channel: webhook(SEEDED_ALERT_REFS.webhookId), teamId: expect.any(String) });
    for (const contractName of ['team', 'dashboard', 'savedSearch', 'silenced']) expect(a).not.toHaveProperty(contractName);
    const read = await call('GET', `/api/v2/alerts/${a.id}`);
    expect(read.json).toEqual({ data: a });
  });

  it('takes the legacy single channel (a tile alert), and answers both channel and channels', async () => {
    const call = await orgIn('hyperdx');
    const r = await call('POST', '/api/v2/alerts', tile);
    expect(r.status, r.text).toBe(200);
    expect(r.json.data).toMatchObject({
      source: 'tile',
      dashboardId: SEEDED_ALERT_REFS.dashboardId,
      tileId: SEEDED_ALERT_REFS.tileId,
      channel: webhook(SEEDED_ALERT_REFS.webhookId),
      channels: [webhook(SEEDED_ALERT_REFS.webhookId)],
    });
  });

  it.each<[string, unknown, RegExp]>([
    ['a contract-only body (source search)', { ...tile, source: 'search' }, /^source: /],
    ['a saved-search alert without its saved search', { ...savedSearch, savedSearchId: undefined }, /^savedSearchId: /],
    ['a range without its upper bound', { ...savedSearch, thresholdMax: undefined }, /^thresholdMax: /],
    ['an upper bound below the threshold', { ...savedSearch, thresholdMax: 9 }, /^thresholdMax: /],
    ['0 consecutive windows', { ...savedSearch, numConsecutiveWindows: 0 }, /^numConsecutiveWindows: /],
    ['a negative schedule offset', { ...savedSearch, scheduleOffsetMinutes: -1 }, /^scheduleOffsetMinutes: /],
    ['11 channels', { ...savedSearch, channels: Array.from({ length: 11 }, (_, i) => webhook(`w${i}`)) }, /^channels: /],
    ['no channel', { ...savedSearch, channels: undefined }, /^channels: /],
    ['a tile alert without its tile', { ...tile, tileId: undefined }, /^tileId: /],
  ])('refuses %s with 400 {message}', async (_label, body, message) => {
    const call = await orgIn('hyperdx');
    const r = await call('POST', '/api/v2/alerts', body);
    expect(r.status, r.text).toBe(400);
    expect(Object.keys(r.json)).toEqual(['message']);
    expect(r.json.message).toMatch(message);
  });

  // Alert.note: "minLength 1, maxLength 4096" (the HyperDX OpenAPI).
  it('note: 4096 characters accepted, 4097 and an empty note refused with 400 {message}', async () => {
    const call = await orgIn('hyperdx');
    const ok = await call('POST', '/api/v2/alerts', { ...savedSearch, note: 'n'.repeat(4096) });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.data.note).toHaveLength(4096);
    for (const note of ['n'.repeat(4097), '']) {
      const r = await call('POST', '/api/v2/alerts', { ...savedSearch, note });
      expect(r.status).toBe(400);
      expect(r.json.message).toMatch(/^note: /);
    }
  });

  it('PUT replaces the whole alert (fields left out are gone), keeping state and silencing', async () => {
    const call = await orgIn('hyperdx');
    const created = (await call('POST', '/api/v2/alerts', savedSearch)).json.data;
    await emu.control('PATCH', `/alerts/${created.id}`, { state: 'ALERT', silenced: { by: 'user-1', until: '2099-01-01T00:00:00.000Z' } });
    const { groupBy: _g, note: _n, ...rest } = savedSearch;
    const r = await call('PUT', `/api/v2/alerts/${created.id}`, { ...rest, name: 'Renamed' });
    expect(r.status, r.text).toBe(200);
    expect(r.json.data).toMatchObject({ name: 'Renamed', state: 'ALERT', silenced: { by: 'user-1', until: '2099-01-01T00:00:00.000Z' } });
    expect(r.json.data).not.toHaveProperty('groupBy');
    expect(r.json.data).not.toHaveProperty('note');
    expect((await call('PUT', '/api/v2/alerts/65f5e4a3b9e77c001a000000', savedSearch)).json).toEqual({ message: 'Alert not found' });
  });

  it('answers silenced as an object while silenced, and the console reads the list', async () => {
    const call = await orgIn('hyperdx');
    const quiet = (await call('POST', '/api/v2/alerts', savedSearch)).json.data;
    await call('POST', '/api/v2/alerts', tile);
    const silenced = await emu.control('PATCH', `/alerts/${quiet.id}`, {
      silenced: { by: 'user-1', at: '2026-03-19T08:00:00.000Z', until: '2026-03-20T08:00:00.000Z' },
    });
    expect(silenced.status, silenced.text).toBe(200);
    const list = await call('GET', '/api/v2/alerts');
    const page = alertListSchema.parse(list.json);
    expect(page.data.map((a) => alertSilence(a).silenced).sort()).toEqual([false, true]);
    const one = page.data.find((a) => a.id === quiet.id)!;
    expect(alertSilence(one)).toEqual({ silenced: true, by: 'user-1', at: '2026-03-19T08:00:00.000Z', until: '2026-03-20T08:00:00.000Z' });
    await emu.control('PATCH', `/alerts/${quiet.id}`, { silenced: false });
    expect((await call('GET', `/api/v2/alerts/${quiet.id}`)).json.data).not.toHaveProperty('silenced');
  });

  it("the console's edit body of an alert as read is accepted and leaves the alert as it was", async () => {
    const call = await orgIn('hyperdx');
    const created = (await call('POST', '/api/v2/alerts', savedSearch)).json.data;
    const body = hyperdxReplaceBodyOf(alertSchema.parse(created));
    const r = await call('PUT', `/api/v2/alerts/${created.id}`, body);
    expect(r.status, r.text).toBe(200);
    const { updatedAt: _u, ...before } = created;
    expect(r.json.data).toMatchObject(before);
  });
});

describe('alert API, contract dialect (the default)', () => {
  it("keeps the contract's words and refuses HyperDX's", async () => {
    const call = await orgIn();
    const refused = await call('POST', '/api/v2/alerts', savedSearch);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/^source: /);
    const r = await call('POST', '/api/v2/alerts', tile); // a tile alert with one channel: the same body in both dialects
    expect(r.status, r.text).toBe(200);
    expect(r.json.data).toMatchObject({ dashboard: SEEDED_ALERT_REFS.dashboardId, silenced: false, state: 'active', team: expect.any(String) });
    expect(r.json.data).not.toHaveProperty('channels');
    await emu.control('PATCH', `/alerts/${r.json.data.id}`, { silenced: true });
    const read = (await call('GET', `/api/v2/alerts/${r.json.data.id}`)).json.data;
    expect(read.silenced).toBe(true);
    expect(read).not.toHaveProperty('silence');
  });

  it('the emulator-wide default comes from ALERTS_API_DIALECT (config.dialects)', async () => {
    const other = await startTestEmulator({ dialects: { management: 'contract', alerts: 'hyperdx' } });
    try {
      const r = await other.alerts('POST', '/api/v2/alerts', savedSearch);
      expect(r.status, r.text).toBe(200);
      expect(r.json.data).toMatchObject({ source: 'saved_search', teamId: expect.any(String) });
    } finally {
      await other.close();
    }
  });
});

describe('PATCH /__emulator/alerts/{id}', () => {
  it('refuses malformed requests', async () => {
    const call = await orgIn('hyperdx');
    const { id } = (await call('POST', '/api/v2/alerts', tile)).json.data;
    expect((await emu.control('PATCH', `/alerts/${id}`, { silenced: 'yes' })).status).toBe(400);
    expect((await emu.control('PATCH', `/alerts/${id}`, { silenced: { until: 'tomorrow' } })).status).toBe(400);
    expect((await emu.control('PATCH', `/alerts/${id}`, { colour: 'red' })).status).toBe(400);
    expect((await emu.control('PATCH', '/alerts/65f5e4a3b9e77c001a000000', { state: 'OK' })).status).toBe(404);
    expect((await emu.control('POST', `/alerts/${id}`, { state: 'OK' })).status).toBe(405);
  });
});
