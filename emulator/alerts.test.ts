import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';
import { SEEDED_ALERT_REFS } from './alert-catalogue-seed.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

const tileAlert = {
  threshold: 100,
  interval: '5m',
  source: 'tile',
  thresholdType: 'above',
  channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
  dashboardId: SEEDED_ALERT_REFS.dashboardId,
  tileId: SEEDED_ALERT_REFS.tileId,
  name: 'Too many errors',
  message: 'Error rate is high',
};

describe('alert API', () => {
  it('creates an alert and reads it back as {data}', async () => {
    const r = await emu.alerts('POST', '/api/v2/alerts', tileAlert);
    expect(r.status, r.text).toBe(200);
    const a = r.json.data;
    expect(a).toMatchObject({
      threshold: 100,
      interval: '5m',
      source: 'tile',
      thresholdType: 'above',
      channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
      dashboard: SEEDED_ALERT_REFS.dashboardId,
      tileId: SEEDED_ALERT_REFS.tileId,
      name: 'Too many errors',
      message: 'Error rate is high',
      silenced: false,
      state: 'active',
    });
    expect(a.id).toBeTypeOf('string');
    expect(a.team).toBeTypeOf('string');
    expect(a.createdAt).toMatch(/Z$/);
    const read = await emu.alerts('GET', `/api/v2/alerts/${a.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ data: a });
  });

  it('a search alert needs no dashboard or tile', async () => {
    const { dashboardId: _d, tileId: _t, ...rest } = tileAlert;
    const r = await emu.alerts('POST', '/api/v2/alerts', { ...rest, source: 'search' });
    expect(r.status, r.text).toBe(200);
  });

  it.each<[string, unknown, RegExp]>([
    ['missing threshold', { ...tileAlert, threshold: undefined }, /^threshold: /],
    ['interval', { ...tileAlert, interval: '2m' }, /^interval: /],
    ['source', { ...tileAlert, source: 'saved_search' }, /^source: /],
    ['thresholdType', { ...tileAlert, thresholdType: 'equal' }, /^thresholdType: /],
    ['channel type', { ...tileAlert, channel: { type: 'email', webhookId: 'x' } }, /^channel\.type: /],
    ['tile without dashboard', { ...tileAlert, dashboardId: undefined }, /^dashboardId: /],
    ['unknown field', { ...tileAlert, groupBy: 'x' }, /^groupBy: /],
    ['empty name', { ...tileAlert, name: '' }, /^name: /],
  ])('400 {message}: %s', async (_n, body, re) => {
    const r = await emu.alerts('POST', '/api/v2/alerts', body);
    expect(r.status, r.text).toBe(400);
    expect(Object.keys(r.json)).toEqual(['message']);
    expect(r.json.message).toMatch(re);
  });

  it('400 for malformed or non-object JSON', async () => {
    for (const raw of ['{', '[1]', '7']) {
      const r = await emu.alerts('POST', '/api/v2/alerts', undefined, { raw });
      expect(r.status).toBe(400);
      expect(r.json.message).toBeTypeOf('string');
    }
  });

  it('404 Alert not found; 404 unknown route; 405 wrong method', async () => {
    let r = await emu.alerts('GET', '/api/v2/alerts/000000000000000000000000');
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ message: 'Alert not found' });
    r = await emu.alerts('GET', '/api/v2/folders');
    expect(r.status).toBe(404);
    r = await emu.alerts('PATCH', '/api/v2/alerts/abc', {});
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD, PUT, DELETE');
    r = await emu.alerts('DELETE', '/api/v2/alerts');
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});
