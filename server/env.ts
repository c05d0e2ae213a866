import {
  ALERTS_DIALECTS,
  CONTRACT_DIALECTS,
  MANAGEMENT_DIALECTS,
  REAL_DIALECTS,
  type AlertsDialect,
  type ManagementDialect,
} from '../src/contract/dialectNames.js';
import { readHostList } from '../emulator/control-access.js';

/** Where `npm start` listens: PORT (default 8080), HOST (default 127.0.0.1). */
export function readListen(env: Record<string, string | undefined>): { port: number; host: string } {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}".`);
  return { port, host: env.HOST?.trim() || '127.0.0.1' };
}

/**
 * The upstream APIs, fixed by whoever starts the console server (MANAGEMENT_API_URL,
 * ALERTS_API_URL), and the dialect each speaks (MANAGEMENT_API_DIALECT, ALERTS_API_DIALECT; see
 * src/contract/dialect.ts). Nothing the browser sends can change where a request goes.
 */
export interface UpstreamConfig {
  managementUrl?: string;
  alertsUrl?: string;
  /** Absent: `cloud` with MANAGEMENT_API_URL (the real service), else `contract` (the embedded emulator). */
  managementDialect?: ManagementDialect;
  /** Absent: `hyperdx` with ALERTS_API_URL (the real service), else `contract` (the embedded emulator). */
  alertsDialect?: AlertsDialect;
}

export function readUpstreams(env: Record<string, string | undefined> = process.env): UpstreamConfig {
  const managementUrl = validUpstream('MANAGEMENT_API_URL', env.MANAGEMENT_API_URL);
  const alertsUrl = validUpstream('ALERTS_API_URL', env.ALERTS_API_URL);
  return {
    managementUrl,
    alertsUrl,
    ...upstreamDialects({
      managementUrl,
      alertsUrl,
      managementDialect: validDialect('MANAGEMENT_API_DIALECT', env.MANAGEMENT_API_DIALECT, MANAGEMENT_DIALECTS),
      alertsDialect: validDialect('ALERTS_API_DIALECT', env.ALERTS_API_DIALECT, ALERTS_DIALECTS),
    }),
  };
}

/**
 * The dialect each API's target speaks: the one set, else the real service's for an upstream
 * (`cloud`, `hyperdx`) and the contract's for the embedded emulator. The emulator reads the same
 * variables with the same default (emulator/config.ts), and is started with these values
 * (embeddedEmulator.ts), so the console server and its emulator never disagree.
 */
export function upstreamDialects(upstreams: UpstreamConfig): { managementDialect: ManagementDialect; alertsDialect: AlertsDialect } {
  return {
    managementDialect: upstreams.managementDialect ?? (upstreams.managementUrl ? REAL_DIALECTS.management : CONTRACT_DIALECTS.management),
    alertsDialect: upstreams.alertsDialect ?? (upstreams.alertsUrl ? REAL_DIALECTS.alerts : CONTRACT_DIALECTS.alerts),
  };
}

/** A dialect variable: empty or unset is the default (undefined); case and spaces around do not count. */
function validDialect<D extends string>(name: string, value: string | undefined, allowed: readonly D[]): D | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const v = value.trim().toLowerCase();
  if (!(allowed as readonly string[]).includes(v)) throw new Error(`${name} must be ${allowed.join(' or ')}, got "${value}".`);
  return v as D;
}

/** 127.0.0.0/8, ::1 and localhost: plain http is allowed there only (the traffic never leaves the machine). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function validUpstream(name: string, value: string | undefined): string | undefined {
  if (!value || !value.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an absolute https URL, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must use https, got "${url.protocol}".`);
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new Error(`${name} must use https (plain http only for a loopback address such as 127.0.0.1), got "${url.origin}".`);
  }
  if (url.username || url.password) throw new Error(`${name} must not carry credentials in the URL.`);
  if (url.search || url.hash) throw new Error(`${name} must not have a query or fragment.`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * The host names `npm start` answers for (CONSOLE_HOSTS, comma-separated: the names people and the
 * reverse proxy use, e.g. `console.example.com`), besides the loopback names. A request with any
 * other Host is refused, so a page on a name that resolves to this server (DNS rebinding) reaches
 * nothing.
 */
export function readAllowedHosts(env: Record<string, string | undefined>, defaults: readonly string[]): string[] {
  return readHostList(env, defaults);
}
