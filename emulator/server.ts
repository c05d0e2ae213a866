// The emulator: a connect-style middleware (mounted in-process by the console's Vite server)
// and a standalone HTTP server (npm run emulator, tests).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callerOrganization } from './callers.js';
import { Clock } from './clock.js';
import type { EmulatorConfig, RateLimitConfig } from './config.js';
import { refuseControlRequest } from './control-access.js';
import { FaultList, RequestLog, type Fault } from './faults.js';
import { sendJson, sendText } from './http.js';
import { API_PREFIX, apiOfPath } from '../src/contract/index.js';
import { handleAlerts } from './alerts.js';
import { handleManagement } from './management.js';
import { RateLimiter } from './ratelimit.js';
import { splitPath, type AlertHandlers, type ManagementHandlers } from './router.js';
import { alertHandlers } from './routes/alerts.js';
import { handleControl } from './routes/control.js';
import { keyHandlers } from './routes/keys.js';
import { organizationHandlers } from './routes/organizations.js';
import { pipeHandlers } from './routes/pipes.js';
import { serviceHandlers } from './routes/services.js';
import { Store } from './store.js';

export type { EmulatorConfig } from './config.js';
export { loadEmulatorConfig } from './config.js';

export interface Emulator {
  middleware(req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  close(): Promise<void>;
  /** State, for tests and tools. */
  readonly store: Store;
  /** The clock lifecycles are derived from (EMULATOR_CLOCK; POST /__emulator/clock moves it). */
  readonly clock: Clock;
}

/** One handler per operation of the table, by operation id (a missing one does not compile). */
const MANAGEMENT_HANDLERS: ManagementHandlers = { ...organizationHandlers, ...serviceHandlers, ...keyHandlers, ...pipeHandlers };
const ALERT_HANDLERS: AlertHandlers = alertHandlers;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function answerFault(res: ServerResponse, f: Fault): void {
  const status = f.status ?? 500;
  if (f.text !== undefined) return sendText(res, status, f.text, f.headers);
  if (f.body === undefined) {
    res.statusCode = status;
    for (const [k, v] of Object.entries(f.headers)) res.setHeader(k, v);
    res.end();
    return;
  }
  sendJson(res, status, f.body, f.headers);
}

/**
 * A lost reply: the request is handled (and applied) as usual, but once the answer is ready only
 * its status line, headers and the first half of its body are written before the connection is
 * closed. Sending part of the answer (not nothing) matters: a browser may silently send a request
 * again on a reused connection that closed before any byte of the reply arrived.
 */
function dropReplyOf(res: ServerResponse): void {
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' || Buffer.isBuffer(chunk) ? Buffer.from(chunk) : Buffer.alloc(0);
    const done = rest.find((r): r is () => void => typeof r === 'function');
    res.setHeader('Content-Length', String(Math.max(text.length, 2)));
    res.setHeader('Connection', 'close');
    const part = text.subarray(0, Math.floor(text.length / 2));
    res.write(part.length > 0 ? part : ' ', () => {
      res.socket?.destroy();
      done?.();
    });
    return res;
  }) as ServerResponse['end'];
}

/**
 * A failure after the commit (a fault with `afterApply`): the request is handled (and applied) as
 * usual, but its reply is set aside and the fault's answer sent instead, as a gateway that fails
 * once the server committed would.
 */
function replaceReplyOf(res: ServerResponse, f: Fault): void {
  const end = res.end.bind(res);
  res.write = (() => true) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    const done = args.find((a): a is () => void => typeof a === 'function');
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.end = end;
    answerFault(res, f);
    done?.();
    return res;
  }) as ServerResponse['end'];
}

export function createEmulator(config: EmulatorConfig): Emulator {
  const store = new Store(config);
  const faults = new FaultList();
  const log = new RequestLog(500);
  const limiter = config.rateLimit ? new RateLimiter(config.rateLimit) : undefined;
  const alertsLimiter = config.alertsRateLimit ? new RateLimiter(config.alertsRateLimit) : undefined;
  const clock = new Clock(config.clock);
  let closed = false;

  async function handle(req: IncomingMessage, res: ServerResponse, next?: () => void): Promise<void> {
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://emulator.local').pathname;
    } catch {
      pathname = '/';
    }
    const segments = splitPath(pathname);
    if (pathname === '/__emulator' || pathname.startsWith('/__emulator/')) {
      const refusal = refuseControlRequest(req);
      if (refusal) {
        req.resume();
        sendJson(res, refusal.status, { error: refusal.error });
        return;
      }
      await handleControl({ store, config, faults, log, limiter, alertsLimiter, clock }, req, res, segments ?? ['__emulator', '?']);
      return;
    }
    const api = apiOfPath(pathname);
    if (!api) {
      if (next) return next();
      sendJson(res, 404, { status: 404, error: `NOT_FOUND: nothing is served at ${pathname}` });
      return;
    }
    const method = (req.method ?? 'GET').toUpperCase();
    const organizationId = callerOrganization(req, store, config);
    const logged = () =>
      log.add({ method, path: pathname, status: res.statusCode, at: new Date().toISOString(), ...(organizationId ? { organizationId } : {}) });
    const fault = faults.take(method, pathname, organizationId);
    // A dropped reply never 'finish'es: it is logged (with the status it would have had) when its connection closes.
    res.once(fault?.dropReply ? 'close' : 'finish', logged);
    if (fault) {
      if (fault.dropReply) dropReplyOf(res);
      if (fault.afterApply) replaceReplyOf(res, fault);
      if (fault.delayMs > 0) await sleep(fault.delayMs);
      if (fault.status !== undefined && !fault.afterApply) {
        req.resume();
        return answerFault(res, fault);
      }
    }
    if (closed) {
      sendJson(res, 503, { status: 503, error: 'SERVICE_UNAVAILABLE: the emulator is shutting down' });
      return;
    }
    if (api === 'management') await handleManagement({ store, config, limiter, clock, handlers: MANAGEMENT_HANDLERS }, req, res, segments);
    else await handleAlerts({ store, config, clock, handlers: ALERT_HANDLERS, limiter: alertsLimiter }, req, res, segments);
  }

  return {
    store,
    clock,
    middleware(req, res, next) {
      handle(req, res, next).catch((err: unknown) => {
        console.error('[emulator] unhandled error', err);
        if (!res.headersSent) sendJson(res, 500, { status: 500, error: 'INTERNAL_ERROR: the emulator failed to handle this request' });
        else res.destroy();
      });
    },
    async close() {
      closed = true;
      // Writes already requested still finish (their requests are waiting for them).
      await store.idle();
    },
  };
}

export interface StartedEmulator {
  url: string;
  port: number;
  host: string;
  emulator: Emulator;
  close(): Promise<void>;
}

export async function startEmulatorServer(config: EmulatorConfig & { port?: number; host?: string }): Promise<StartedEmulator> {
  const emulator = createEmulator(config);
  const server = createServer((req, res) => emulator.middleware(req, res));
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  const host = config.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    host,
    emulator,
    async close() {
      await emulator.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** The credentials block printed at start (cli) and by the console's dev server. */
/** A rate limit for the start-up banner ("; rate limit 10/10000 ms per key"), or nothing when it is off. */
function rateLimitText(name: string, limit: RateLimitConfig | undefined, per: string): string {
  return limit ? `; ${name} ${limit.limit}/${limit.windowMs} ms per ${per}` : '';
}

export function emulatorBanner(config: EmulatorConfig, url?: string): string {
  const lines = [
    ...(url ? [`  URL:             ${url}  (management ${API_PREFIX.management}, alerts ${API_PREFIX.alerts}, controls /__emulator)`] : []),
    `  Organization id: ${config.organizationId}`,
    `  Key id:          ${config.keyId}`,
    `  Key secret:      ${config.keySecret}`,
    `  Alerts token:    ${config.alertsToken}`,
    `  Tier:            ${config.orgTier}`,
    `  Paid:            ${config.paid}`,
    `  State:           ${config.dataPath ? `persisted in ${config.dataPath}` : 'in memory'}; transition step ${config.transitionMs} ms` +
      (config.clock === 'manual' ? ' (manual clock: POST /__emulator/clock {advanceMs})' : '') +
      rateLimitText('rate limit', config.rateLimit, 'key') +
      rateLimitText('alerts rate limit', config.alertsRateLimit, 'token'),
  ];
  return lines.join('\n');
}
