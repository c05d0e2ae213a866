import { describe, expect, it } from 'vitest';
import { alertCreateSchema, type AlertCreate } from '../../../contract';
import { toRequestBody } from './toRequestBody';

const base: AlertCreate = {
  threshold: 10,
  interval: '5m',
  source: 'tile',
  thresholdType: 'above',
  channel: { type: 'webhook', webhookId: 'wh-1' },
  dashboardId: 'd1',
  tileId: 't1',
};

describe('create alert: form values -> request body', () => {
  it('sends every field that has a value, as validated', () => {
    expect(toRequestBody({ ...base, name: 'CPU', message: 'High CPU' })).toEqual({ ...base, name: 'CPU', message: 'High CPU' });
  });

  it('leaves out optional text left empty or blank', () => {
    const body = toRequestBody({ ...base, name: '', message: '   ' });
    expect(body).not.toHaveProperty('name');
    expect(body).not.toHaveProperty('message');
    expect(toRequestBody({ ...base, source: 'search', dashboardId: undefined, tileId: '' })).not.toHaveProperty('tileId');
  });

  it('sends no dashboard or tile for a saved-search alert (the form hides them)', () => {
    const body = toRequestBody({ ...base, source: 'search' });
    expect(body).not.toHaveProperty('dashboardId');
    expect(body).not.toHaveProperty('tileId');
    expect(body).toMatchObject({ source: 'search', threshold: 10, channel: { type: 'webhook', webhookId: 'wh-1' } });
    expect(toRequestBody(base)).toMatchObject({ dashboardId: 'd1', tileId: 't1' });
  });

  it('does not change the values it was given', () => {
    const values = { ...base, name: '' };
    toRequestBody(values);
    expect(values).toHaveProperty('name', '');
  });

  it('the body of valid form values passes the contract', () => {
    const parsed = alertCreateSchema.parse({ ...base, name: 'CPU' });
    expect(alertCreateSchema.safeParse(toRequestBody(parsed)).success).toBe(true);
  });
});
