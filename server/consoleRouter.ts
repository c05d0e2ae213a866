/**
 * The console server's API routing, one connect-style middleware shared by Vite dev, Vite
 * preview and the production server (`npm start`):
 *
 * - every request path is normalized and checked first (requestPath.ts): one that could leave
 *   its prefix is refused with 400, whatever it would have matched;
 * - `/v1/**` goes to MANAGEMENT_API_URL when it is set, else to the in-process emulator;
 * - `/api/v2/**` goes to ALERTS_API_URL when it is set, else to the in-process emulator;
 * - `/__emulator/**` exists only while an API is emulated, is never proxied, and
 *   `/__emulator/info` answers only what the sign-in page may offer (the emulated APIs' credentials);
 * - `/__console/apis` always exists (real upstreams or not), is never proxied, and says which
 *   dialect each API's target speaks and whether it is emulated (consoleApis);
 * - everything else goes on to the static files (next).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorConfig } from '../emulator/config.js';
import { refuseControlRequest } from '../emulator/control-access.js';
import { forward, sendApiError, type ProxyLog } from './apiProxy.js';
import { classifyRequest } from './requestPath.js';
import { upstreamDialects, type UpstreamConfig } from './env.js';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

export interface EmbeddedEmulator {
  middleware(req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  close(): Promise<void>;
}

/** What `/__emulator/info` tells the sign-in page: only the credentials of what is really emulated. */
export function signInOffer(upstreams: UpstreamConfig, config: EmulatorConfig) {
  const management = !upstreams.managementUrl;
  const alerts = !upstreams.alertsUrl;
  return {
    emulator: true as const,
    management,
    alerts,
    ...(management
      ? { organizationId: config.organizationId, keyId: config.keyId, keySecret: config.keySecret, orgTier: config.orgTier, paid: config.paid }
      : {}),
    ...(alerts ? { alertsToken: config.alertsToken } : {}),
  };
}

/**
 * What `/__console/apis` tells the browser: for each API, the dialect the console server's target
 * speaks (MANAGEMENT_API_DIALECT, ALERTS_API_DIALECT or their defaults) and whether the embedded
 * emulator answers it. No address and no credential: the browser only ever calls this origin.
 */
export function consoleApis(upstreams: UpstreamConfig) {
  const { managementDialect, alertsDialect } = upstreamDialects(upstreams);
  return {
    management: { dialect: managementDialect, emulated: !upstreams.managementUrl },
    alerts: { dialect: alertsDialect, emulated: !upstreams.alertsUrl },
  };
}

function sendJson(res: ServerResponse, method: string, body: object): void {
  const text = JSON.stringify(body);
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(method === 'HEAD' ? undefined : text);
}

export function consoleRouter(opts: {
  upstreams: UpstreamConfig;
  /** The emulator answering the APIs without an upstream (absent when both are proxied). */
  emulator?: EmbeddedEmulator;
  /** The body of `/__emulator/info` (see signInOffer). */
  info?: object;
  /** The host names the emulator's controls answer and whose Origin they accept (loopback and CONSOLE_HOSTS by default). */
  hosts?: readonly string[];
  log: ProxyLog;
}): Middleware {
  const { upstreams, emulator } = opts;
  const apis = consoleApis(upstreams);
  return (req, res, next) => {
    const target = classifyRequest(req.url ?? '/');
    if (!target.ok) {
      sendApiError(res, 'other', 400, 'BAD_REQUEST', `refused: ${target.reason}`);
      return;
    }
    const fail = (err: unknown) => {
      opts.log(`[console-server] ${req.method} ${target.url.split('?')[0]} failed: ${err instanceof Error ? err.message : String(err)}`);
      if (target.kind === 'management' || target.kind === 'alerts')
        sendApiError(res, target.kind, 502, 'BAD_GATEWAY', 'the console server failed to forward this request');
      else sendApiError(res, 'other', 500, 'INTERNAL_ERROR', 'the console server failed');
    };
    switch (target.kind) {
      case 'other':
        return next();
      case 'console': {
        req.resume();
        if (target.segments.length !== 2 || target.segments[1] !== 'apis') return sendApiError(res, 'other', 404, 'NOT_FOUND', 'no such console path');
        const method = (req.method ?? 'GET').toUpperCase();
        if (method !== 'GET' && method !== 'HEAD') {
          res.setHeader('Allow', 'GET, HEAD');
          return sendApiError(res, 'other', 405, 'METHOD_NOT_ALLOWED', 'only GET and HEAD');
        }
        return sendJson(res, method, apis);
      }
      case 'control': {
        if (!emulator) return next();
        const method = (req.method ?? 'GET').toUpperCase();
        const refusal = refuseControlRequest(req, opts.hosts);
        if (refusal) {
          req.resume();
          return sendApiError(res, 'other', refusal.status, 'FORBIDDEN', refusal.error);
        }
        if (opts.info && target.segments.length === 2 && target.segments[1] === 'info' && (method === 'GET' || method === 'HEAD')) {
          return sendJson(res, method, opts.info);
        }
        req.url = target.url;
        return emulator.middleware(req, res, next);
      }
      case 'management':
      case 'alerts': {
        const base = target.kind === 'management' ? upstreams.managementUrl : upstreams.alertsUrl;
        if (base) {
          forward(req, res, { api: target.kind, base, forwardUrl: target.url, log: opts.log }).catch(fail);
          return;
        }
        if (!emulator) return next();
        req.url = target.url;
        return emulator.middleware(req, res, next);
      }
    }
  };
}
