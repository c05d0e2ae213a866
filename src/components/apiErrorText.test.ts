import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { serverWords, titleFor } from './apiErrorText';

const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ kind: 'http', message: 'The server failed (500). Try again in a moment.', method: 'POST', path: '/v1/x', ...init });

describe('serverWords', () => {
  it('leaves out a reason code alone (as the client parses it): it says no more than the status beside it', () => {
    expect(serverWords(error({ status: 500, serverMessage: 'INTERNAL_ERROR', code: 'INTERNAL_ERROR' }))).toBeUndefined();
    expect(serverWords(error({ status: 403, serverMessage: 'FORBIDDEN', code: 'FORBIDDEN' }))).toBeUndefined();
  });

  it('shows the server’s sentence when it says more than a code', () => {
    const e = error({
      status: 500,
      serverMessage: 'INTERNAL_ERROR: scaling is temporarily unavailable',
      code: 'INTERNAL_ERROR',
      detail: 'scaling is temporarily unavailable',
    });
    expect(serverWords(e)).toBe('INTERNAL_ERROR: scaling is temporarily unavailable');
    expect(serverWords(error({ status: 502, serverMessage: 'upstream connect error' }))).toBe('upstream connect error');
  });

  it('leaves out what the sentence above already carries', () => {
    const e = error({
      status: 409,
      message: 'The change conflicts with the current state (name is taken). Reload.',
      detail: 'name is taken',
      serverMessage: 'CONFLICT: name is taken',
    });
    expect(serverWords(e)).toBeUndefined();
  });

  it('has nothing to show when the server said nothing', () => {
    expect(serverWords(error({ status: 500 }))).toBeUndefined();
  });
});

describe('titleFor', () => {
  it('does not repeat the 5xx sentence, which begins "The server failed"', () => {
    expect(titleFor(error({ status: 503 }))).toBe('Server error');
  });

  it('names a lost reply, a network failure and a status it knows', () => {
    expect(titleFor(error({ status: 500, mayHaveBeenApplied: true }))).toBe('The request may have been applied');
    expect(titleFor(error({ kind: 'network', status: 0 }))).toBe('Could not reach the API');
    expect(titleFor(error({ status: 404 }))).toBe('Not found');
    expect(titleFor(error({ status: 418 }))).toBe('Request failed (418)');
    expect(titleFor(new Error('boom'))).toBe('Something went wrong');
  });
});
