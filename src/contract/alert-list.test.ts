import { describe, expect, it } from 'vitest';
import { ALERT_LIST_LIMITS, ALERT_LIST_MESSAGES as M, alertListQuerySchema, alertListSchema, alertUpdateSchema } from './alert-list.js';
import { alertCreateSchema } from './alert.js';
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
