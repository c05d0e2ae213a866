// The emulator: a connect-style middleware (mounted in-process by the console's Vite server)
// and a standalone HTTP server (npm run emulator, tests).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callerOrganization } from './callers.js';
import { Clock } from './clock.js';
import type { EmulatorConfig, RateLimitConfig } from './config.js';
import { refuseControlRequest } from './control-access.js';
import { applyFault, FaultList, RequestLog } from './faults.js';
import { sendJson } from './http.js';
import { API_PREFIX, apiOfPath } from '../src/contract/index.js';
import { handleAlerts } from './alerts.js';
import { handleManagement } from './management.js';
import { RateLimiter } from './ratelimit.js';
import { splitPath, type AlertHandlers, type ManagementHandlers } from './router.js';
import { alertHandlers } from './routes/alerts.js';
import { handleControl } from './routes/control.js';
import { keyHandlers } from './routes/keys.js';
import { memberHandlers } from './routes/members.js';
import { activityHandlers } from './routes/activities.js';
import { usageHandlers } from './routes/usage.js';
import { backupHandlers } from './routes/backups.js';
import { withActivityLog } from './activity-log.js';
import { organizationHandlers } from './routes/organizations.js';
import { pipeHandlers } from './routes/pipes.js';
import { schemaDiscoveryHandlers } from './routes/schema-discovery.js';
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
const MANAGEMENT_HANDLERS: ManagementHandlers = withActivityLog({
  ...organizationHandlers,
  ...serviceHandlers,
  ...keyHandlers,
  ...pipeHandlers,
  ...schemaDiscoveryHandlers,
  ...memberHandlers,
  ...activityHandlers,
  ...usageHandlers,
  ...backupHandlers,
});
const ALERT_HANDLERS: AlertHandlers = alertHandlers;

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
      const refusal = refuseControlRequest(req, config.controlHosts);
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
    let isLogged = false;
    const logged = () => {
      if (isLogged) return;
      isLogged = true;
      log.add({ method, path: pathname, status: res.statusCode, at: new Date().toISOString(), ...(organizationId ? { organizationId } : {}) });
    };
    const fault = faults.take(method, pathname, organizationId);
    // A dropped reply never 'finish'es: it is logged (with the status it would have had) when its connection closes.
    res.once(fault?.dropReply ? 'close' : 'finish', logged);
    if (fault && (await applyFault(fault, req, res)) === 'answered') return;
    if (closed) {
      sendJson(res, 503, { status: 503, error: 'SERVICE_UNAVAILABLE: the emulator is shutting down' });
      return;
    }
    if (api === 'management') await handleManagement({ store, config, limiter, clock, handlers: MANAGEMENT_HANDLERS }, req, res, segments);
    else await handleAlerts({ store, config, clock, handlers: ALERT_HANDLERS, limiter: alertsLimiter }, req, res, segments);
    // Answered; or, when its caller left during a delay fault, applied with its reply going nowhere (never 'finish'ed).
    if (!fault?.dropReply && res.writableEnded) logged();
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
