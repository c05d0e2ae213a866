import type { APIRequestContext } from '@playwright/test';

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

export async function resetEmulator(request: APIRequestContext): Promise<void> {
  const res = await request.post('/__emulator/reset');
  if (!res.ok()) throw new Error(`POST /__emulator/reset answered ${res.status()}`);
}

export interface LoggedRequest { method: string; path: string; status: number; at: string }

/** Requests the emulator received since the last clear (no headers, no bodies). */
export async function emulatorRequests(request: APIRequestContext): Promise<LoggedRequest[]> {
  const res = await request.get('/__emulator/requests');
  return (await res.json()) as LoggedRequest[];
}

export async function clearEmulatorRequests(request: APIRequestContext): Promise<void> {
  await request.delete('/__emulator/requests');
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
  const res = await request.post('/__emulator/faults', { data: fault });
  if (!res.ok()) throw new Error(`POST /__emulator/faults answered ${res.status()}`);
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
