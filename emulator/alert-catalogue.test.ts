// The alert team's dashboards (with tiles), saved searches and webhooks: seeded the same in every
// team, added per team through the control plane, and what a create or replace may name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_REF_MESSAGES } from '../src/contract/index.js';
import { SEEDED_ALERT_REFS, SEEDED_DASHBOARDS, SEEDED_WEBHOOKS } from './alert-catalogue-seed.js';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

async function team(alerts?: 'contract' | 'hyperdx') {
  const r = await emu.control('POST', '/organizations', alerts ? { dialects: { alerts } } : {});
  expect(r.status, r.text).toBe(200);
  const token = r.json.alertsToken as string;
  const call = (method: string, path: string, body?: unknown) => emu.alerts(method, path, body, { auth: `Bearer ${token}` });
  return { token, call };
}

const R = SEEDED_ALERT_REFS;
const channel = { type: 'webhook', webhookId: R.webhookId };
const contractTile = { threshold: 1, interval: '5m', source: 'tile', thresholdType: 'above', channel, dashboardId: R.dashboardId, tileId: R.tileId };
const hyperdxSearch = { threshold: 1, interval: '5m', source: 'saved_search', thresholdType: 'above', channels: [channel], savedSearchId: R.savedSearchId };

describe('the lists', () => {
  it('answers the seeded dashboards with their tiles, saved searches and webhooks, in HyperDX shapes', async () => {
    const { call } = await team();
    const dashboards = await call('GET', '/api/v2/dashboards');
    expect(dashboards.status).toBe(200);
    expect(dashboards.json).toEqual({ data: SEEDED_DASHBOARDS });
    const searches = await call('GET', '/api/v2/saved-searches');
    expect(searches.json.meta).toEqual({ total: 3, limit: 1000, offset: 0 });
    const webhooks = await call('GET', '/api/v2/webhooks?limit=1&offset=1');
    expect(webhooks.json).toEqual({ data: [SEEDED_WEBHOOKS[1]], meta: { total: 3, limit: 1, offset: 1 } });
  });

  it.each([
    ['limit=0', 400],
    ['limit=1', 200],
    ['limit=1000', 200],
    ['limit=1001', 400],
    ['offset=-1', 400],
  ])('webhooks ?%s answers %i', async (query, status) => {
    const { call } = await team();
    expect((await call('GET', `/api/v2/webhooks?${query}`)).status).toBe(status);
  });

  it('refuses a caller without a token', async () => {
    expect((await emu.alerts('GET', '/api/v2/dashboards', undefined, { auth: false })).status).toBe(401);
  });
});

describe('POST /__emulator/alert-catalogue', () => {
  it("adds entries to the token's team only, and replaces one with the same id", async () => {
    const a = await team();
    const b = await team();
    const webhooks = Array.from({ length: 300 }, (_, i) => ({ id: `hook-${i}`, name: `Hook ${i}`, service: 'generic' }));
    const added = await emu.control('POST', '/alert-catalogue', {
      alertsToken: a.token,
      dashboards: [{ id: R.dashboardId, name: 'Renamed', tiles: [{ id: 'tile-x', name: 'X', config: { displayType: 'number' } }] }],
      webhooks,
    });
    expect(added.status, added.text).toBe(200);
    expect(added.json).toEqual({ dashboards: 3, savedSearches: 3, webhooks: 303 });
    expect((await a.call('GET', '/api/v2/webhooks')).json.meta.total).toBe(303);
    expect((await b.call('GET', '/api/v2/webhooks')).json.meta.total).toBe(3);
    const renamed = (await a.call('GET', '/api/v2/dashboards')).json.data.find((d: { id: string }) => d.id === R.dashboardId);
    expect(renamed.name).toBe('Renamed');
  });

  it.each([
    [{}, 400, /alertsToken/],
    [{ alertsToken: 'nobody' }, 404, /no team/],
    [{ alertsToken: 'emulator-alerts-token', folders: [] }, 400, /unknown field "folders"/],
    [{ alertsToken: 'emulator-alerts-token', webhooks: [{ id: 'has space', name: 'x' }] }, 400, /webhooks\[0\] needs an id/],
    [{ alertsToken: 'emulator-alerts-token', dashboards: [{ id: 'd', name: 'D', tiles: [{ id: 't', name: 'T' }] }] }, 400, /tiles\[0\] needs/],
  ])('refuses %j', async (body, status, message) => {
    const r = await emu.control('POST', '/alert-catalogue', body);
    expect(r.status).toBe(status);
    expect(r.json.error).toMatch(message);
  });
});

describe('an alert names only what its team has', () => {
  it.each([
    ['an unknown dashboard', { dashboardId: 'no-such-dashboard' }, `dashboardId: ${ALERT_REF_MESSAGES.dashboard}`],
    ['a tile of another dashboard', { tileId: 'no-such-tile' }, `tileId: ${ALERT_REF_MESSAGES.tile}`],
    ['a table tile', { tileId: R.tableTileId }, `tileId: ${ALERT_REF_MESSAGES.tileType}`],
    ['an unknown webhook', { channel: { type: 'webhook', webhookId: 'no-such-hook' } }, `channel.webhookId: ${ALERT_REF_MESSAGES.webhook}`],
  ])('contract dialect: refuses %s (400, naming the field)', async (_, change, message) => {
    const { call } = await team();
    const r = await call('POST', '/api/v2/alerts', { ...contractTile, ...change });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ message });
  });

  it.each([
    ['an unknown saved search', { savedSearchId: 'no-such-search' }, `savedSearchId: ${ALERT_REF_MESSAGES.savedSearch}`],
    [
      'an unknown second webhook',
      { channels: [channel, { type: 'webhook', webhookId: 'no-such-hook' }] },
      `channels.1.webhookId: ${ALERT_REF_MESSAGES.webhook}`,
    ],
  ])('hyperdx dialect: refuses %s', async (_, change, message) => {
    const { call } = await team('hyperdx');
    const r = await call('POST', '/api/v2/alerts', { ...hyperdxSearch, ...change });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
  });

  it('accepts the seeded ones and one added for the team, and refuses it in another team; a replace is judged the same', async () => {
    const a = await team('hyperdx');
    const b = await team('hyperdx');
    await emu.control('POST', '/alert-catalogue', { alertsToken: a.token, savedSearches: [{ id: 'mine', name: 'Mine', sourceId: 's' }] });
    const body = { ...hyperdxSearch, savedSearchId: 'mine' };
    const created = await a.call('POST', '/api/v2/alerts', body);
    expect(created.status, created.text).toBe(200);
    expect((await b.call('POST', '/api/v2/alerts', body)).status).toBe(400);
    const replaced = await a.call('PUT', `/api/v2/alerts/${created.json.data.id}`, { ...body, savedSearchId: 'gone' });
    expect(replaced.status).toBe(400);
    expect((await a.call('POST', '/api/v2/alerts', hyperdxSearch)).status).toBe(200);
  });
});
