/**
 * A fake of the network for component tests (never for e2e): `fetch` stubbed with answers chosen
 * by method and path, every request recorded, and the API clients bound to a session whose
 * targets are this fake. The console's own code runs unchanged between the form and `fetch`
 * (callOperation, the client, error parsing), so a test sees what a person would.
 *
 *   const api = fakeApi();
 *   api.answer('PATCH', /\/organizations\/[^/]+$/, () => api.json(200, { status: 200, requestId: 'r-1', result: organization }));
 */
import { vi } from 'vitest';
import { bindSession } from '../../src/api/sessionBinding';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: SentRequest) => Response | Promise<Response>;

export const API_BASE = 'http://api.test';

/** A response as fetch gives it (only what the client reads: status, headers, text). */
function response(status: number, text: string, headers: Record<string, string> = {}): Response {
  return { status, headers: new Headers(headers), text: async () => text } as unknown as Response;
}

export function fakeApi() {
  const requests: SentRequest[] = [];
  const handlers: { method: string; path: RegExp; handler: Handler }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    // The newest handler for the request wins: a test overrides a default answer by adding one.
    const match = [...handlers].reverse().find((h) => h.method === request.method && h.path.test(url.pathname));
    if (!match) return response(404, JSON.stringify({ status: 404, error: `NOT_FOUND: no fake for ${request.method} ${url.pathname}` }));
    return match.handler(request);
  });
  vi.stubGlobal('fetch', fetch);
  bindSession({
    read: () => ({ managementUrl: API_BASE, keyId: 'key-id', keySecret: 'key-secret', alertsUrl: API_BASE }),
    onManagementUnauthorized: () => {},
    onAlertsUnauthorized: () => {},
  });
  return {
    fetch,
    requests,
    /** The requests sent with a method (writes, usually). */
    sent: (method: string) => requests.filter((r) => r.method === method),
    answer(method: string, path: RegExp, handler: Handler) {
      handlers.push({ method, path, handler });
    },
    json: (status: number, body: unknown) => response(status, JSON.stringify(body), { 'Content-Type': 'application/json' }),
    text: (status: number, text: string) => response(status, text, { 'Content-Type': 'text/plain' }),
    /** A management API success: `{status, requestId, result}`. */
    result: (result: unknown, requestId = 'req-ok') =>
      response(200, JSON.stringify({ status: 200, requestId, result }), { 'Content-Type': 'application/json' }),
    /** A management API error: `{status, error: "CODE: field: text", requestId}`. */
    error: (status: number, error: string, requestId: string) =>
      response(status, JSON.stringify({ status, error, requestId }), { 'Content-Type': 'application/json' }),
    /** The connection dropped after the request went out: the reply is lost. */
    dropped: (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')),
  };
}
