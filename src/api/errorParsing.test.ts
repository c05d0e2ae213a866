import { describe, expect, it } from 'vitest';
import { httpError, isClearRefusal, networkError, timeoutError, writeMayHaveBeenApplied, type ErrorContext } from './errorParsing';
import { mayHaveBeenApplied } from './errors';

/**
 * Which failures of a write leave it open (docs/faults.md): only a clear refusal (a 4xx) says it
 * was not applied; a 5xx (the API's, or a proxy's 502 or 504), a reset connection and a timeout
 * may come after the change was kept. A read is never "applied".
 */
const ctx = (method: string): ErrorContext => ({
  method,
  path: '/v1/organizations/o/keys',
  base: 'https://api.example.test',
  credentials: { scheme: 'basic', keyId: 'id', keySecret: 'a-secret-value' },
  envelope: 'management',
  secrets: ['a-secret-value'],
  timeoutMs: 30_000,
});

const answer = (status: number, body: unknown = { status, error: 'SOMETHING: went wrong', requestId: 'req-1' }, type = 'application/json') =>
  httpError(new Response(null, { status, headers: { 'content-type': type } }), typeof body === 'string' ? body : JSON.stringify(body), ctx('POST'));

describe('a create answered with an error', () => {
  it.each([400, 401, 403, 404, 408, 409, 413, 422, 424, 429])('%i is a clear refusal: not applied, the usual message', (status) => {
    const e = answer(status);
    expect(isClearRefusal(status)).toBe(true);
    expect(e.mayHaveBeenApplied).toBe(false);
    expect(mayHaveBeenApplied(e)).toBe(false);
    expect(e.message).not.toContain('may have been applied');
  });

  it.each([500, 501, 502, 503, 504, 599])('%i may have been applied: check before sending again', (status) => {
    const e = answer(status);
    expect(isClearRefusal(status)).toBe(false);
    expect(e.kind).toBe('http');
    expect(e.status).toBe(status);
    expect(mayHaveBeenApplied(e)).toBe(true);
    expect(e.message).toContain(`the answer was an error (${status}`);
    expect(e.message).toContain('it may have been');
    expect(e.message).toContain('Check whether it took effect before sending it again.');
    expect(e.message).not.toMatch(/Try again in a moment/);
    // The request id is kept to quote.
    expect(e.requestId).toBe('req-1');
  });

  it("a proxy's 502 (the console server could not reach the API, or the API reset the connection) and 504 (it gave up waiting) name the gateway", () => {
    const bad = answer(502, { status: 502, error: 'BAD_GATEWAY: the console server could not reach the API' });
    expect(bad.mayHaveBeenApplied).toBe(true);
    expect(bad.message).toContain('(502 (a gateway between the console and the API))');
    const late = answer(504, { status: 504, error: 'GATEWAY_TIMEOUT: the API did not answer within 25 s' });
    expect(late.mayHaveBeenApplied).toBe(true);
    expect(late.message).toContain('504');
  });

  it("a gateway's HTML page instead of JSON may have been applied too", () => {
    const e = answer(502, '<html><body>Bad gateway</body></html>', 'text/html');
    expect(e.mayHaveBeenApplied).toBe(true);
  });

  it('a reset connection and a timeout may have been applied', () => {
    const reset = networkError(ctx('POST'), new TypeError('fetch failed'));
    expect(reset.kind).toBe('network');
    expect(reset.mayHaveBeenApplied).toBe(true);
    expect(reset.message).toContain('may have been applied');
    const late = timeoutError(ctx('POST'));
    expect(late.kind).toBe('timeout');
    expect(late.mayHaveBeenApplied).toBe(true);
    expect(late.message).toContain('within 30 seconds, so this request may have been applied');
  });
});

describe('other methods', () => {
  it.each(['PATCH', 'PUT', 'DELETE'])('a %s answered 500 may have been applied, one answered 400 was refused', (method) => {
    const body = JSON.stringify({ status: 500, error: 'INTERNAL_ERROR' });
    expect(httpError(new Response(null, { status: 500 }), body, ctx(method)).mayHaveBeenApplied).toBe(true);
    expect(httpError(new Response(null, { status: 400 }), body, ctx(method)).mayHaveBeenApplied).toBe(false);
  });

  it('a read answered 500, reset or timed out changed nothing: "try again", never "may have been applied"', () => {
    const e = httpError(new Response(null, { status: 500 }), JSON.stringify({ status: 500, error: 'INTERNAL_ERROR: boom' }), ctx('GET'));
    expect(e.mayHaveBeenApplied).toBe(false);
    expect(e.message).toBe('The server failed (500). Try again in a moment; if it keeps failing, contact support.');
    expect(networkError(ctx('GET'), new Error('x')).mayHaveBeenApplied).toBe(false);
    expect(timeoutError(ctx('GET')).mayHaveBeenApplied).toBe(false);
  });

  it('writeMayHaveBeenApplied: writes only, every status but a 4xx (0: no answer at all)', () => {
    expect(writeMayHaveBeenApplied('post', 0)).toBe(true);
    expect(writeMayHaveBeenApplied('POST', 503)).toBe(true);
    expect(writeMayHaveBeenApplied('POST', 302)).toBe(true);
    expect(writeMayHaveBeenApplied('POST', 499)).toBe(false);
    expect(writeMayHaveBeenApplied('GET', 500)).toBe(false);
    expect(writeMayHaveBeenApplied('HEAD', 0)).toBe(false);
  });
});
