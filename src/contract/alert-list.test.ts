import { describe, expect, it } from 'vitest';
import { ALERT_LIST_LIMITS, ALERT_LIST_MESSAGES as M, alertListQuerySchema, alertListSchema, alertUpdateSchema, replaceBodyOf } from './alert-list.js';
import { alertCreateSchema, alertSchema } from './alert.js';
import { checkRow, issue, type Row } from './test-helpers.js';

describe('alertListQuerySchema', () => {
  it.each<Row>([
    ['no parameters', {}, null],
    ['limit 1', { limit: '1' }, null],
    ['limit 1000', { limit: '1000' }, null],
    ['limit 0', { limit: '0' }, issue('limit', M.limit)],
    ['limit 1001', { limit: '1001' }, issue('limit', M.limit)],
    ['limit as a number', { limit: 50 }, null],
    ['limit 2.5', { limit: '2.5' }, issue('limit', M.limit)],
    ['limit -1', { limit: '-1' }, issue('limit', M.limit)],
    ['limit empty', { limit: '' }, issue('limit', M.limit)],
    ['limit words', { limit: 'ten' }, issue('limit', M.limit)],
    ['offset 0', { offset: '0' }, null],
    ['offset 5000', { offset: '5000' }, null],
    ['offset -1', { offset: '-1' }, issue('offset', M.offset)],
    ['offset 1.5', { offset: 1.5 }, issue('offset', M.offset)],
  ])('%s', (...row) => checkRow(alertListQuerySchema, row));

  it('fills the defaults (limit 1000, offset 0)', () => {
    expect(alertListQuerySchema.parse({})).toEqual({ limit: ALERT_LIST_LIMITS.limitDefault, offset: 0 });
    expect(ALERT_LIST_LIMITS.limitDefault).toBe(1000);
    expect(alertListQuerySchema.parse({ limit: '20', offset: '40' })).toEqual({ limit: 20, offset: 40 });
  });
});

describe('alertListSchema', () => {
  const alert = { id: 'a1', threshold: 1, interval: '5m', thresholdType: 'above', source: 'saved_search', state: 'OK', extra: true };
  it('reads a page with meta', () => {
    const page = alertListSchema.parse({ data: [alert], meta: { total: 3, limit: 1, offset: 0 } });
    expect(page.data[0].id).toBe('a1');
    expect(page.meta.total).toBe(3);
  });
  it('refuses a page without meta', () => {
    expect(alertListSchema.safeParse({ data: [alert] }).success).toBe(false);
  });
});

describe('alertUpdateSchema', () => {
  it('is the create body (PUT replaces the whole alert)', () => {
    expect(alertUpdateSchema).toBe(alertCreateSchema);
  });
});

describe('replaceBodyOf (the PUT body that keeps an alert as read)', () => {
  const read = {
    id: 'a1',
    threshold: 250,
    interval: '15m',
    thresholdType: 'below',
    channel: { type: 'webhook', webhookId: 'w1' },
    state: 'OK',
    silenced: false,
    team: 'team-1',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };

  it('carries every field of the create body, under the request names, and nothing read-only', () => {
    const alert = alertSchema.parse({ ...read, source: 'tile', dashboard: 'd1', tileId: 't1', name: 'CPU', message: 'High' });
    const body = replaceBodyOf(alert);
    expect(body).toEqual({
      threshold: 250,
      interval: '15m',
      source: 'tile',
      thresholdType: 'below',
      channel: { type: 'webhook', webhookId: 'w1' },
      dashboardId: 'd1',
      tileId: 't1',
      name: 'CPU',
      message: 'High',
    });
    expect(alertUpdateSchema.safeParse(body).success).toBe(true);
  });

  it("reads the real service's names: dashboardId, and saved_search as search", () => {
    const body = replaceBodyOf(alertSchema.parse({ ...read, source: 'saved_search', savedSearchId: 's1', dashboardId: null, name: null }));
    expect(body.source).toBe('search');
    expect(body).not.toHaveProperty('savedSearchId');
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      threshold: 250,
      interval: '15m',
      source: 'search',
      thresholdType: 'below',
      channel: { type: 'webhook', webhookId: 'w1' },
    });
    expect(alertUpdateSchema.safeParse(JSON.parse(JSON.stringify(body))).success).toBe(true);
  });

  it('keeps a value the contract does not know, so the schema names the field to fix', () => {
    const body = replaceBodyOf(alertSchema.parse({ ...read, source: 'tile', dashboard: 'd1', tileId: 't1', interval: '2h', channel: undefined }));
    const result = alertUpdateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['interval', 'channel.webhookId']));
  });
});
