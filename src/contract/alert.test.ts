import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGE_LENGTH, ALERT_MESSAGES as M, ALERT_NAME_LENGTH, alertCreateSchema, alertRefs, alertSchema } from './alert.js';
import { checkRow, issue, type Row } from './test-helpers.js';

const search = { threshold: 10, interval: '5m', source: 'search', thresholdType: 'above', channel: { type: 'webhook', webhookId: 'wh1' } };
const tile = { ...search, source: 'tile', dashboardId: 'd1', tileId: 't1' };

describe('alertCreateSchema', () => {
  it.each<Row>([
    ['search alert', search, null],
    ['tile alert with dashboard and tile', tile, null],
    ['tile alert without dashboard', { ...tile, dashboardId: undefined }, issue('dashboardId', M.dashboardId)],
    ['tile alert without tile', { ...tile, tileId: undefined }, issue('tileId', M.tileId)],
    ['empty tile ID', { ...tile, tileId: '' }, issue('tileId', M.tileId)],
    ['negative threshold', { ...search, threshold: -1.5 }, null],
    ['missing threshold', { ...search, threshold: undefined }, issue('threshold', M.threshold)],
    ['threshold as text', { ...search, threshold: '10' }, issue('threshold', M.threshold)],
    ...(['1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d'] as const).map((i): Row => [`interval ${i}`, { ...search, interval: i }, null]),
    ['interval 2m', { ...search, interval: '2m' }, issue('interval', M.interval)],
    ['missing interval', { ...search, interval: undefined }, issue('interval', 'This field is required.')],
    ['source saved_search (real API name)', { ...search, source: 'saved_search' }, issue('source', M.source)],
    ['threshold type below', { ...search, thresholdType: 'below' }, null],
    ['threshold type equal', { ...search, thresholdType: 'equal' }, issue('thresholdType', M.thresholdType)],
    ['channel type email', { ...search, channel: { type: 'email', webhookId: 'w' } }, issue('channel.type', M.channelType)],
    ['empty webhook ID', { ...search, channel: { type: 'webhook', webhookId: '' } }, issue('channel.webhookId', M.webhookId)],
    ['name of 512 characters', { ...search, name: 'n'.repeat(512) }, null],
    ['name of 513 characters', { ...search, name: 'n'.repeat(513) }, issue('name', M.name)],
    ['name of 1 character', { ...search, name: 'n' }, null],
    ['empty name', { ...search, name: '' }, issue('name', M.name)],
    ['message of 4096 characters', { ...search, message: 'm'.repeat(4096) }, null],
    ['message of 4097 characters', { ...search, message: 'm'.repeat(4097) }, issue('message', M.message)],
    ['empty message', { ...search, message: '' }, issue('message', M.message)],
    ['message of 1 character', { ...search, message: 'm' }, null],
    ['unknown field', { ...search, savedSearchId: 's1' }, issue('savedSearchId', 'Unknown field "savedSearchId" is not accepted here.')],
  ])('%s', (...row) => checkRow(alertCreateSchema, row));

  it('reports the tile rule together with other broken fields, so a form shows them all at once', () => {
    const result = alertCreateSchema.safeParse({ ...tile, threshold: undefined, dashboardId: undefined, tileId: undefined });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['threshold', 'dashboardId', 'tileId']));
  });

  it('survives a body of any shape', () => {
    for (const body of [null, 'tile', 42, [], { source: 'tile', dashboardId: 7, tileId: {} }]) {
      expect(alertCreateSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('alert text limits', () => {
  it('are the documented ones (real-apis.md), and the messages state them', () => {
    expect(ALERT_NAME_LENGTH).toEqual({ min: 1, max: 512 });
    expect(ALERT_MESSAGE_LENGTH).toEqual({ min: 1, max: 4096 });
    expect(M.name).toBe('Use 1 to 512 characters, or leave the name out.');
    expect(M.message).toBe('Use 1 to 4096 characters, or leave the message out.');
  });
});

describe('alertSchema (response)', () => {
  const common = { id: 'a1', threshold: 1, interval: '5m', thresholdType: 'above', channel: { type: 'webhook', webhookId: 'w' } };
  it('reads the contract names', () => {
    const a = alertSchema.parse({ ...common, source: 'tile', team: 't', dashboard: 'd', tileId: 'x', state: 'active' });
    expect(alertRefs(a)).toEqual({ team: 't', dashboardId: 'd', savedSearchId: undefined });
  });
  it('reads the real names', () => {
    const a = alertSchema.parse({ ...common, source: 'saved_search', teamId: 't', savedSearchId: 's', state: 'OK', silenced: false });
    expect(alertRefs(a)).toEqual({ team: 't', dashboardId: undefined, savedSearchId: 's' });
  });
  it("reads the real service's saved_search source as the contract's search, and leaves the others as they are", () => {
    expect(alertSchema.parse({ ...common, source: 'saved_search' }).source).toBe('search');
    expect(alertSchema.parse({ ...common, source: 'search' }).source).toBe('search');
    expect(alertSchema.parse({ ...common, source: 'tile' }).source).toBe('tile');
    expect(alertSchema.parse({ ...common, source: 'something_new' }).source).toBe('something_new');
  });
  it('reads the saved search under either name, the contract one first', () => {
    expect(alertRefs(alertSchema.parse({ ...common, source: 'search', savedSearch: 'c' })).savedSearchId).toBe('c');
    expect(alertRefs(alertSchema.parse({ ...common, source: 'search', savedSearchId: 'r' })).savedSearchId).toBe('r');
    expect(alertRefs(alertSchema.parse({ ...common, source: 'search', savedSearch: 'c', savedSearchId: 'r' })).savedSearchId).toBe('c');
    expect(alertRefs(alertSchema.parse({ ...common, source: 'search', savedSearchId: null })).savedSearchId).toBeUndefined();
  });
  it('refuses an answer without the fields every alert has', () => {
    expect(alertSchema.safeParse({ ...common, id: undefined, source: 'tile' }).success).toBe(false);
    expect(alertSchema.safeParse({ ...common, source: 42 }).success).toBe(false);
  });
});
