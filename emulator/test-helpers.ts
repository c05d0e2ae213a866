// Shared helpers of the emulator tests: start on port 0, call over a real socket with fetch.
import { loadEmulatorConfig, type EmulatorConfig } from './config.js';
import { CONTROL_WRITE_HEADERS } from './control-access.js';
import { startEmulatorServer, type StartedEmulator } from './server.js';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`, 'utf8').toString('base64')}`;
}

export interface CallOptions {
  /** Authorization header value; false sends none. Default: the bootstrap admin key. */
  auth?: string | false;
  headers?: Record<string, string>;
  /** Raw body text (sent as is). */
  raw?: string;
}

export interface TestEmulator extends StartedEmulator {
  config: EmulatorConfig;
  orgPath: string;
  adminAuth: string;
  call(method: string, path: string, body?: unknown, opts?: CallOptions): Promise<Reply>;
  alerts(method: string, path: string, body?: unknown, opts?: CallOptions): Promise<Reply>;
  /** Creates a service and returns its id (state depends on transitionMs and the clock). */
  createService(body?: Record<string, unknown>): Promise<{ id: string; reply: Reply }>;
  /** A control-plane request (`/__emulator` + path), with the headers control writes need. */
  control(method: string, path: string, body?: unknown): Promise<Reply>;
  /** Moves the emulator's clock by whole lifecycle steps (start it with `clock: 'manual'`). */
  advanceSteps(steps?: number): Promise<void>;
  /** Creates a key (admin role unless given) and returns its Basic header, uuid and create result. */
  newKey(body?: Record<string, unknown>): Promise<{ auth: string; id: string; result: Reply['json'] }>;
  /** Forces a service's or pipe's state through the emulator's control plane. */
  force(kind: 'services' | 'pipes', id: string, state: string): Promise<void>;
}

export async function startTestEmulator(overrides: Partial<EmulatorConfig> = {}): Promise<TestEmulator> {
  const config: EmulatorConfig = { ...loadEmulatorConfig({}), transitionMs: 0, ...overrides };
  const started = await startEmulatorServer({ ...config, port: 0, host: '127.0.0.1' });
  const adminAuth = basic(config.keyId, config.keySecret);

  async function send(method: string, path: string, body: unknown, opts: CallOptions, defaultAuth: string): Promise<Reply> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const auth = opts.auth === undefined ? defaultAuth : opts.auth;
    if (auth !== false) headers.authorization = auth;
    let payload: string | undefined = opts.raw;
    if (payload === undefined && body !== undefined && method !== 'GET' && method !== 'HEAD') payload = JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${started.url}${path}`, { method, headers, body: payload });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  const t: TestEmulator = {
    ...started,
    config,
    orgPath: `/v1/organizations/${config.organizationId}`,
    adminAuth,
    call: (method, path, body, opts = {}) => send(method, path, body, opts, adminAuth),
    alerts: (method, path, body, opts = {}) => send(method, path, body, opts, `Bearer ${config.alertsToken}`),
    control: (method, path, body) =>
      send(
        method,
        `/__emulator${path}`,
        method === 'GET' || method === 'HEAD' ? undefined : (body ?? {}),
        { auth: false, headers: { ...CONTROL_WRITE_HEADERS } },
        '',
      ),
    async advanceSteps(steps = 1) {
      const r = await t.control('POST', '/clock', { steps });
      if (r.status !== 200) throw new Error(`advancing the clock failed: ${r.status} ${r.text}`);
    },
    async createService(body = {}) {
      const reply = await t.call('POST', `${t.orgPath}/services`, { name: 'Test service', ipAccessList: [], ...body });
      if (reply.status !== 200) throw new Error(`createService failed: ${reply.status} ${reply.text}`);
      return { id: reply.json.result.service.id as string, reply };
    },
    async newKey(body = {}) {
      const r = await t.call('POST', `${t.orgPath}/keys`, { name: 'k', roles: ['admin'], ...body });
      if (r.status !== 200) throw new Error(`newKey failed: ${r.status} ${r.text}`);
      return { auth: basic(r.json.result.keyId, r.json.result.keySecret), id: r.json.result.key.id as string, result: r.json.result };
    },
    async force(kind, id, state) {
      const r = await t.control('PATCH', `/${kind}/${id}`, { state });
      if (r.status !== 200) throw new Error(`forcing ${kind} ${id} to ${state} failed: ${r.status} ${r.text}`);
    },
  };
  return t;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The states `read()` goes through while a manual clock moves one lifecycle step at a time, until
 * it shows `want` (at most `maxSteps` steps). No waiting on real time.
 */
export async function statesUntil(t: TestEmulator, read: () => Promise<string>, want: string, maxSteps = 10): Promise<string[]> {
  const seen = [await read()];
  for (let i = 0; i < maxSteps && seen[seen.length - 1] !== want; i++) {
    await t.advanceSteps(1);
    const s = await read();
    if (seen[seen.length - 1] !== s) seen.push(s);
  }
  return seen;
}

export const UNKNOWN_UUID = '11111111-2222-4333-8444-555555555555';
