import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { followPlan, isGoneAfter, MAX_FOLLOWED_SERVICES, servicesListPollInterval } from './followServices';
import { SERVICE_POLL_MS } from './serviceState';

const svc = (id: string, state: string) => ({ id, state });
const httpError = (status: number) => new ApiError({ kind: 'http', status, message: 'x', method: 'GET', path: '/v1/x' });

describe('following changing services', () => {
  it('follows nothing and polls nothing while every service is settled', () => {
    expect(followPlan([svc('a', 'running'), svc('b', 'stopped'), svc('c', 'idle')])).toEqual({ follow: [], pollList: false });
    expect(servicesListPollInterval([svc('a', 'running')])).toBe(false);
    expect(followPlan([])).toEqual({ follow: [], pollList: false });
  });

  it(`follows up to ${MAX_FOLLOWED_SERVICES} changing services by their own read`, () => {
    expect(MAX_FOLLOWED_SERVICES).toBe(2);
    expect(followPlan([svc('a', 'running'), svc('b', 'stopping')])).toEqual({ follow: ['b'], pollList: false });
    expect(followPlan([svc('a', 'terminating'), svc('b', 'stopped'), svc('c', 'awaking')])).toEqual({ follow: ['a', 'c'], pollList: false });
    expect(servicesListPollInterval([svc('a', 'terminating'), svc('c', 'awaking')])).toBe(false);
  });

  it('polls the list itself once more services change than it follows', () => {
    const three = [svc('a', 'starting'), svc('b', 'provisioning'), svc('c', 'stopping')];
    expect(followPlan(three)).toEqual({ follow: [], pollList: true });
    expect(servicesListPollInterval(three)).toBe(SERVICE_POLL_MS);
  });

  it('stays inside the rate limit (10 requests per 10 s) at its worst', () => {
    const perTenSeconds = (10_000 / SERVICE_POLL_MS) * MAX_FOLLOWED_SERVICES;
    expect(perTenSeconds).toBeLessThanOrEqual(5);
  });

  it('takes a 404, or a 400 after terminating, as gone', () => {
    expect(isGoneAfter(httpError(404), 'running')).toBe(true);
    expect(isGoneAfter(httpError(400), 'terminating')).toBe(true);
    expect(isGoneAfter(httpError(400), 'stopping')).toBe(false);
    expect(isGoneAfter(httpError(500), 'terminating')).toBe(false);
    expect(isGoneAfter(new Error('x'), 'terminating')).toBe(false);
  });
});
