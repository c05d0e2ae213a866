import type { APIRequestContext } from '@playwright/test';
import { CONTROL_WRITE_HEADERS } from '../../emulator/control-access';

/** The emulator's bootstrap credentials and controls, as the dev server exposes them. */
export interface EmulatorInfo {
  organizationId: string;
  keyId: string;
  keySecret: string;
  alertsToken: string;
}

export async function emulatorInfo(request: APIRequestContext): Promise<EmulatorInfo> {
  const res = await request.get('/__emulator/info');
  if (!res.ok()) throw new Error(`GET /__emulator/info answered ${res.status()}`);
  return (await res.json()) as EmulatorInfo;
}

/**
 * A write to the emulator's control plane (`/__emulator` + path). Every control write must carry
 * `Content-Type: application/json` and `X-Emulator-Control: 1` (and no foreign Origin), or the
 * emulator refuses it: this helper sends them. Throws unless the answer is 2xx.
 */
export async function emulatorControl(
  request: APIRequestContext,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data: unknown = {},
): Promise<unknown> {
  const res = await request.fetch(`/__emulator${path}`, { method, headers: { ...CONTROL_WRITE_HEADERS }, data: JSON.stringify(data) });
  if (!res.ok()) throw new Error(`${method} /__emulator${path} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

export async function resetEmulator(request: APIRequestContext): Promise<void> {
  await emulatorControl(request, 'POST', '/reset');
}

export interface LoggedRequest { method: string; path: string; status: number; at: string }

/** Requests the emulator received since the last clear (no headers, no bodies). */
export async function emulatorRequests(request: APIRequestContext): Promise<LoggedRequest[]> {
  const res = await request.get('/__emulator/requests');
  return (await res.json()) as LoggedRequest[];
}

export async function clearEmulatorRequests(request: APIRequestContext): Promise<void> {
  await emulatorControl(request, 'DELETE', '/requests');
}

export interface Fault {
  method: string;
  path: string;
  count: number;
  status?: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  await emulatorControl(request, 'POST', '/faults', fault);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await emulatorControl(request, 'DELETE', '/faults');
}

/** Basic auth header for direct API calls from tests. */
export function basic(keyId: string, keySecret: string): string {
  return `Basic ${Buffer.from(`${keyId}:${keySecret}`, 'utf8').toString('base64')}`;
}

/** A management API call from the test itself (not the browser), unwrapping the envelope. */
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  auth: { keyId: string; keySecret: string },
  data?: unknown,
): Promise<{ status: number; result: T; body: unknown }> {
  const res = await request.fetch(path, { method, data, headers: { Authorization: basic(auth.keyId, auth.keySecret) } });
  const body = (await res.json().catch(() => null)) as { result?: T } | null;
  return { status: res.status(), result: body?.result as T, body };
}
