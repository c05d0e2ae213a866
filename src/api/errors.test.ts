import { describe, expect, it } from 'vitest';
import { ApiError, isNoSuchItem } from './errors';

const error = (status: number, method: string, kind: ApiError['kind'] = 'http') =>
  new ApiError({ kind, status, method, path: '/v1/organizations/o/keys/k', message: `HTTP ${status}` });

describe('isNoSuchItem', () => {
  it('is a 404, whatever the method', () => {
    expect(isNoSuchItem(error(404, 'GET'))).toBe(true);
    expect(isNoSuchItem(error(404, 'PATCH'))).toBe(true);
  });

  it('is a 400 answering a GET (a well-formed id that does not exist), not a 400 answering a write', () => {
    expect(isNoSuchItem(error(400, 'GET'))).toBe(true);
    expect(isNoSuchItem(error(400, 'get'))).toBe(true);
    expect(isNoSuchItem(error(400, 'PATCH'))).toBe(false);
    expect(isNoSuchItem(error(400, 'POST'))).toBe(false);
  });

  it('is nothing else: other statuses, failures without an answer, other errors', () => {
    for (const status of [401, 403, 409, 424, 429, 500]) expect(isNoSuchItem(error(status, 'GET'))).toBe(false);
    expect(isNoSuchItem(error(0, 'GET', 'network'))).toBe(false);
    expect(isNoSuchItem(error(400, 'GET', 'invalid-params'))).toBe(false);
    expect(isNoSuchItem(new Error('HTTP 404'))).toBe(false);
    expect(isNoSuchItem(undefined)).toBe(false);
  });
});
