import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_LIST_MESSAGES } from '../src/contract/index.js';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';
import { SEEDED_ALERT_REFS } from './alert-catalogue-seed.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

const searchAlert = {
  threshold: 5,
  interval: '15m',
  source: 'search',
  thresholdType: 'below',
  channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
};
const tileAlert = {
  ...searchAlert,
  source: 'tile',
  dashboardId: SEEDED_ALERT_REFS.dashboardId,
  tileId: SEEDED_ALERT_REFS.tileId,
  name: 'Tile',
  message: 'Look',
};

async function create(body: Record<string, unknown>) {
  const r = await emu.alerts('POST', '/api/v2/alerts', body);
  expect(r.status, r.text).toBe(200);
  return r.json.data as { id: string; [k: string]: unknown };
}

describe('list alerts', () => {
  it('pages sorted by id with meta and X-Total-Count; default limit 1000', async () => {
    for (const a of emu.emulator.store.alerts.values()) emu.emulator.store.alerts.delete(a);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await create({ ...searchAlert, name: `A${i}` })).id);
    ids.sort();
    let r = await emu.alerts('GET', '/api/v2/alerts');
    expect(r.status, r.text).toBe(200);
    expect(r.json.meta).toEqual({ total: 5, limit: 1000, offset: 0 });
    expect(r.json.data.map((a: { id: string }) => a.id)).toEqual(ids);
    expect(r.headers.get('x-total-count')).toBe('5');
    r = await emu.alerts('GET', '/api/v2/alerts?limit=2&offset=2');
    expect(r.json.meta).toEqual({ total: 5, limit: 2, offset: 2 });
    expect(r.json.data.map((a: { id: string }) => a.id)).toEqual(ids.slice(2, 4));
    r = await emu.alerts('GET', '/api/v2/alerts?limit=1000&offset=5');
    expect(r.json).toEqual({ data: [], meta: { total: 5, limit: 1000, offset: 5 } });
    expect(r.headers.get('x-total-count')).toBe('5');
  });

  it.each([
    ['limit=0', 'limit', ALERT_LIST_MESSAGES.limit],
    ['limit=1001', 'limit', ALERT_LIST_MESSAGES.limit],
    ['limit=ten', 'limit', ALERT_LIST_MESSAGES.limit],
    ['offset=-1', 'offset', ALERT_LIST_MESSAGES.offset],
  ])('400 {message} for %s', async (query, field, text) => {
    const r = await emu.alerts('GET', `/api/v2/alerts?${query}`);
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ message: `${field}: ${text}` });
  });

  it('limit 1 and limit 1000 are accepted', async () => {
    for (const limit of [1, 1000]) expect((await emu.alerts('GET', `/api/v2/alerts?limit=${limit}`)).json.meta.limit).toBe(limit);
  });

  it('401 without the token', async () => {
    expect((await emu.alerts('GET', '/api/v2/alerts', undefined, { auth: false })).status).toBe(401);
  });
});

describe('replace (PUT) and delete an alert', () => {
  it('PUT replaces every field (left-out ones are gone), keeps id, state, silenced and createdAt', async () => {
    const before = await create(tileAlert);
    emu.emulator.store.alerts.get(before.id)!.silenced = true;
    const r = await emu.alerts('PUT', `/api/v2/alerts/${before.id}`, searchAlert);
    expect(r.status, r.text).toBe(200);
    const after = r.json.data;
    expect(after).toMatchObject({ ...searchAlert, id: before.id, state: before.state, silenced: true, createdAt: before.createdAt });
    for (const gone of ['name', 'message', 'tileId', 'dashboard']) expect(after, gone).not.toHaveProperty(gone);
    expect((await emu.alerts('GET', `/api/v2/alerts/${before.id}`)).json.data).toEqual(after);
  });

  it('PUT validates like create (400 {message}) and leaves the alert as it was', async () => {
    const before = await create(tileAlert);
    const r = await emu.alerts('PUT', `/api/v2/alerts/${before.id}`, { ...tileAlert, interval: '2m' });
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/^interval: /);
    const bad = await emu.alerts('PUT', `/api/v2/alerts/${before.id}`, { ...searchAlert, state: 'DISABLED' });
    expect(bad.json.message).toMatch(/^state: Unknown field/);
    expect((await emu.alerts('GET', `/api/v2/alerts/${before.id}`)).json.data).toEqual(before);
  });

  it('404 {"message":"Alert not found"} for PUT and DELETE of an unknown id', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const r = await emu.alerts(method, '/api/v2/alerts/000000000000000000000000', searchAlert);
      expect(r.status, method).toBe(404);
      expect(r.json).toEqual({ message: 'Alert not found' });
    }
  });

  it('DELETE answers 200 {} and the alert is gone from reads and the list', async () => {
    const a = await create(searchAlert);
    const r = await emu.alerts('DELETE', `/api/v2/alerts/${a.id}`);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({});
    expect((await emu.alerts('GET', `/api/v2/alerts/${a.id}`)).status).toBe(404);
    const list = await emu.alerts('GET', '/api/v2/alerts');
    expect(list.json.data.map((x: { id: string }) => x.id)).not.toContain(a.id);
  });
});
