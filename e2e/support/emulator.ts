import type { APIRequestContext } from '@playwright/test';
import { CONTROL_WRITE_HEADERS } from '../../emulator/control-access';

/**
 * Low-level calls to the emulator's test controls (/__emulator/**) and to the APIs from the test
 * itself. Specs use these through the `org` fixture (support/fixtures.ts), which scopes them to
 * the test's own organization.
 */

/** The emulator's bootstrap credentials, as the dev server exposes them (sign-in specs only). */
export interface EmulatorInfo {
  organizationId: string;
  keyId: string;
  keySecret: string;
  alertsToken: string;
}

/**
 * A control-plane request (`/__emulator` + path); throws with the emulator's answer unless it is a
 * 2xx. Every control write must carry `Content-Type: application/json` and `X-Emulator-Control: 1`
 * (and no foreign Origin), or the emulator refuses it: this sends them.
 */
export async function control<T = unknown>(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/__emulator${path}`, {
    method,
    headers: { ...CONTROL_WRITE_HEADERS },
    ...(method === 'GET' ? {} : { data: JSON.stringify(data ?? {}) }),
  });
  if (!res.ok()) throw new Error(`${method} /__emulator${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

export async function emulatorInfo(request: APIRequestContext): Promise<EmulatorInfo> {
  return control<EmulatorInfo>(request, 'GET', '/info');
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  at: string;
  organizationId?: string;
}

export interface Fault {
  method: string;
  /** Exact path, or a prefix ending in '*'. */
  path: string;
  count: number;
  status?: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
  /** Wait first; a request then handled is applied even if the browser gave up meanwhile (a late commit). */
  delayMs?: number;
  /** Apply the request, then close the connection mid-reply (a lost reply: a reset after the commit). */
  dropReply?: boolean;
  /** With `status`: apply the request, then answer `status` in place of its reply (a 500 or 502 after the commit). */
  afterCommit?: boolean;
  /** Only requests made with this organization's credentials see the fault. */
  organizationId?: string;
}

/** Basic auth header for direct API calls from tests. */
export function basic(keyId: string, keySecret: string): string {
  return `Basic ${Buffer.from(`${keyId}:${keySecret}`, 'utf8').toString('base64')}`;
}

export interface KeyCredentials {
  keyId: string;
  keySecret: string;
}

/** A management API call from the test itself (not the browser), unwrapping the envelope. */
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  auth: KeyCredentials,
  data?: unknown,
): Promise<{ status: number; result: T; body: unknown }> {
  const res = await request.fetch(path, { method, data, headers: { Authorization: basic(auth.keyId, auth.keySecret) } });
  const body = (await res.json().catch(() => null)) as { result?: T } | null;
  return { status: res.status(), result: body?.result as T, body };
}
