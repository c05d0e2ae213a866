// Emulator configuration: fixed documented defaults, each overridable from the environment.
import { CLOCK_MODES, type ClockMode } from './clock.js';
import { ALERTS_DIALECTS, CONTRACT_DIALECTS, MANAGEMENT_DIALECTS, isAlertsDialect, isManagementDialect, type Dialects } from '../src/contract/dialectNames.js';
import { readHostList } from './control-access.js';

export type OrgTier = 'BASIC' | 'SCALE' | 'ENTERPRISE';

export interface RateLimitConfig {
  /** Requests allowed per window and key. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

export interface EmulatorConfig {
  organizationId: string;
  keyId: string;
  keySecret: string;
  alertsToken: string;
  orgTier: OrgTier;
  paid: boolean;
  /** Duration of each asynchronous state step in ms (0: transitions complete at once). */
  transitionMs: number;
  /** `wall` (real time) or `manual` (time moves only through POST /__emulator/clock). */
  clock: ClockMode;
  /** Path of the JSON state file; undefined keeps state in memory only. */
  dataPath?: string;
  /** Rate limit per key id; undefined means off. */
  rateLimit?: RateLimitConfig;
  /** The alert API's limit per token (real-apis.md: 100 requests per minute); off unless set. */
  alertsRateLimit?: RateLimitConfig;
  /**
   * The words each API answers in, unless an organization says otherwise (MANAGEMENT_API_DIALECT,
   * ALERTS_API_DIALECT; default the contract's): `cloud` / `hyperdx` rehearse the real services.
   */
  dialects: Dialects;
  /** The host names the control plane answers and whose Origin it accepts (loopback and CONSOLE_HOSTS; control-access.ts). */
  controlHosts?: readonly string[];
}

export const DEFAULTS = {
  organizationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  keyId: 'emulatorAdminKeyId0001',
  keySecret: 'emulator-admin-secret-0000000000000000000',
  alertsToken: 'emulator-alerts-token',
  orgTier: 'ENTERPRISE' as OrgTier,
  paid: true,
  transitionMs: 2000,
  clock: 'wall' as ClockMode,
  port: 8787,
  host: '127.0.0.1',
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined;
}

function parseBool(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Parses `10/10s`, `100/1m`, `5/500ms`, `10/10` (seconds when no unit). */
export function parseRateLimit(value: string, name = 'EMULATOR_RATE_LIMIT'): RateLimitConfig {
  const m = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(value);
  if (!m) throw new Error(`${name} must look like "10/10s", got "${value}"`);
  const limit = Number(m[1]);
  const windowMs = Number(m[2]) * UNIT_MS[m[3] ?? 's'];
  if (limit < 1 || windowMs <= 0) throw new Error(`${name} must be positive, got "${value}"`);
  return { limit, windowMs };
}

export function loadEmulatorConfig(env: NodeJS.ProcessEnv = process.env): EmulatorConfig {
  const organizationId = (nonEmpty(env.EMULATOR_ORG_ID) ?? DEFAULTS.organizationId).toLowerCase();
  if (!UUID_RE.test(organizationId)) throw new Error(`EMULATOR_ORG_ID must be a uuid, got "${organizationId}"`);
  const keyId = nonEmpty(env.EMULATOR_KEY_ID) ?? DEFAULTS.keyId;
  if (keyId.includes(':')) throw new Error('EMULATOR_KEY_ID must not contain ":"');
  const keySecret = nonEmpty(env.EMULATOR_KEY_SECRET) ?? DEFAULTS.keySecret;
  const alertsToken = nonEmpty(env.EMULATOR_ALERTS_TOKEN) ?? DEFAULTS.alertsToken;
  const tierRaw = (nonEmpty(env.EMULATOR_ORG_TIER) ?? DEFAULTS.orgTier).toUpperCase();
  if (tierRaw !== 'BASIC' && tierRaw !== 'SCALE' && tierRaw !== 'ENTERPRISE') {
    throw new Error(`EMULATOR_ORG_TIER must be BASIC, SCALE or ENTERPRISE, got "${env.EMULATOR_ORG_TIER}"`);
  }
  const paid = parseBool('EMULATOR_ORG_PAID', env.EMULATOR_ORG_PAID, DEFAULTS.paid);
  const transitionRaw = nonEmpty(env.EMULATOR_TRANSITION_MS);
  const transitionMs = transitionRaw === undefined ? DEFAULTS.transitionMs : Number(transitionRaw);
  if (!Number.isFinite(transitionMs) || transitionMs < 0) {
    throw new Error(`EMULATOR_TRANSITION_MS must be a number >= 0, got "${transitionRaw}"`);
  }
  const clockRaw = (nonEmpty(env.EMULATOR_CLOCK) ?? DEFAULTS.clock).toLowerCase();
  if (!(CLOCK_MODES as readonly string[]).includes(clockRaw)) {
    throw new Error(`EMULATOR_CLOCK must be ${CLOCK_MODES.join(' or ')}, got "${env.EMULATOR_CLOCK}"`);
  }
  const managementDialect = (nonEmpty(env.MANAGEMENT_API_DIALECT) ?? CONTRACT_DIALECTS.management).toLowerCase();
  if (!isManagementDialect(managementDialect)) {
    throw new Error(`MANAGEMENT_API_DIALECT must be ${MANAGEMENT_DIALECTS.join(' or ')}, got "${env.MANAGEMENT_API_DIALECT}"`);
  }
  const alertsDialect = (nonEmpty(env.ALERTS_API_DIALECT) ?? CONTRACT_DIALECTS.alerts).toLowerCase();
  if (!isAlertsDialect(alertsDialect)) throw new Error(`ALERTS_API_DIALECT must be ${ALERTS_DIALECTS.join(' or ')}, got "${env.ALERTS_API_DIALECT}"`);
  const dataPath = nonEmpty(env.EMULATOR_DATA);
  const rateRaw = nonEmpty(env.EMULATOR_RATE_LIMIT);
  const alertsRateRaw = nonEmpty(env.EMULATOR_ALERTS_RATE_LIMIT);
  return {
    organizationId,
    keyId,
    keySecret,
    alertsToken,
    orgTier: tierRaw,
    paid,
    transitionMs,
    clock: clockRaw as ClockMode,
    dataPath,
    rateLimit: rateRaw === undefined ? undefined : parseRateLimit(rateRaw),
    alertsRateLimit: alertsRateRaw === undefined ? undefined : parseRateLimit(alertsRateRaw, 'EMULATOR_ALERTS_RATE_LIMIT'),
    dialects: { management: managementDialect, alerts: alertsDialect },
    controlHosts: readHostList(env),
  };
}

/** Port and host for the standalone server (`npm run emulator`). */
export function loadListenConfig(env: NodeJS.ProcessEnv = process.env): { port: number; host: string } {
  const portRaw = nonEmpty(env.PORT);
  const port = portRaw === undefined ? DEFAULTS.port : Number(portRaw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got "${portRaw}"`);
  return { port, host: nonEmpty(env.HOST) ?? DEFAULTS.host };
}
