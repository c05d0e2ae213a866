// /__emulator/**: test controls (no auth, never proxied): info, faults, reset, request log, forced states
// (services, pipes, alerts: control-alerts.ts), an alert team's dashboards, saved searches and
// webhooks (control-alert-catalogue.ts),
// the clock (control-clock.ts) and per-test organizations (control-orgs.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PIPE_STATES, SERVICE_STATES } from '../../src/contract/index.js';
import type { Clock } from '../clock.js';
import type { EmulatorConfig } from '../config.js';
import type { FaultList, RequestLog } from '../faults.js';
import { MAX_FAULTS, parseFault } from '../faults.js';
import { discardRestAndClose, isUuid, readBody, sendJson, sendJsonWhenSaved } from '../http.js';
import { track } from '../lifecycle.js';
import type { RateLimiter } from '../ratelimit.js';
import type { Store } from '../store.js';
import { setPipeTrack } from '../usage-ledger.js';
import { handleAlertCatalogueControl } from './control-alert-catalogue.js';
import { handleAlertControl } from './control-alerts.js';
import { handleClock } from './control-clock.js';
import { handleOrganizations } from './control-orgs.js';

export interface ControlEnv {
  store: Store;
  config: EmulatorConfig;
  faults: FaultList;
  log: RequestLog;
  limiter?: RateLimiter;
  alertsLimiter?: RateLimiter;
  clock: Clock;
}

const SERVICE_STATE_SET = new Set<string>(SERVICE_STATES);
const PIPE_STATE_SET = new Set<string>(PIPE_STATES);

const err = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { error: message });

export function emulatorInfo(config: EmulatorConfig) {
  return {
    emulator: true,
    organizationId: config.organizationId,
    keyId: config.keyId,
    keySecret: config.keySecret,
    alertsToken: config.alertsToken,
    orgTier: config.orgTier,
    paid: config.paid,
  };
}

export async function handleControl(env: ControlEnv, req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<void> {
  // HEAD answers like GET (Node leaves the body out).
  const method = (req.method ?? 'GET').toUpperCase().replace(/^HEAD$/, 'GET');
  const body = await readBody(req);
  if (body.kind === 'aborted') return;
  if (body.kind === 'tooLarge') {
    discardRestAndClose(req, res);
    return err(res, 413, 'request body is larger than 1 MiB');
  }
  const json = (): unknown => {
    if (body.text.trim() === '') return {};
    try {
      return JSON.parse(body.text);
    } catch {
      return undefined;
    }
  };
  const route = segments.slice(1).join('/');
  // ?organizationId=…: faults and the request log of one organization only.
  const scope = new URL(req.url ?? '/', 'http://emulator.local').searchParams.get('organizationId')?.toLowerCase() || undefined;
  if (scope !== undefined && !isUuid(scope)) return err(res, 400, 'organizationId must be a uuid');
  const allow = (methods: string[]) => {
    res.setHeader('Allow', methods.join(', '));
    err(res, 405, `use ${methods.join(', ')}`);
  };

  switch (route) {
    case 'info':
      if (method !== 'GET') return allow(['GET']);
      return sendJson(res, 200, emulatorInfo(env.config));
    case 'faults': {
      if (method === 'GET') return sendJson(res, 200, env.faults.list(scope));
      if (method === 'DELETE') {
        env.faults.clear(scope);
        return sendJson(res, 200, { cleared: true });
      }
      if (method !== 'POST') return allow(['GET', 'POST', 'DELETE']);
      const input = json();
      const items = Array.isArray(input) ? input : [input];
      const parsed = items.map(parseFault);
      const bad = parsed.find((p) => typeof p === 'string');
      if (input === undefined) return err(res, 400, 'malformed JSON');
      if (typeof bad === 'string') return err(res, 400, bad);
      if (!env.faults.hasRoomFor(parsed.length)) return err(res, 400, `at most ${MAX_FAULTS} faults can wait at once; DELETE /__emulator/faults first`);
      for (const f of parsed) if (typeof f !== 'string') env.faults.add(f);
      return sendJson(res, 200, env.faults.list());
    }
    case 'reset':
      if (method !== 'POST') return allow(['POST']);
      {
        // The rest is reset once the state's reset is durable: a reset whose write fails changes nothing (store.ts).
        const done = env.store.reset().then(() => {
          env.faults.clear();
          env.log.clear();
          env.limiter?.reset();
          env.alertsLimiter?.reset();
          env.clock.reset(env.config.clock);
        });
        return sendJsonWhenSaved(res, done, { reset: true });
      }
    case 'requests':
      if (method === 'GET') return sendJson(res, 200, env.log.list(scope));
      if (method === 'DELETE') {
        env.log.clear(scope);
        return sendJson(res, 200, { cleared: true });
      }
      return allow(['GET', 'DELETE']);
    case 'clock':
      return handleClock(env, res, method, scope, json, allow);
    case 'organizations':
      return handleOrganizations(env, res, method, json, allow);
    case 'alert-catalogue':
      return handleAlertCatalogueControl(env, res, method, json, allow);
    default:
      break;
  }

  // PATCH /__emulator/services/{id} or /__emulator/pipes/{id} with {state}: force a state
  // (e.g. idle service, Failed pipe) so console tests can reach states the contract cannot.
  const [, kind, id] = segments;
  if (kind === 'alerts' && segments.length === 3 && id) return handleAlertControl(env, res, method, id, json, allow);
  if ((kind === 'services' || kind === 'pipes') && segments.length === 3 && id) {
    if (method !== 'PATCH') return allow(['PATCH']);
    if (!isUuid(id)) return err(res, 400, 'id must be a uuid');
    const input = json() as { state?: unknown } | undefined;
    const state = input && typeof input === 'object' ? input.state : undefined;
    const allowed = kind === 'services' ? SERVICE_STATE_SET : PIPE_STATE_SET;
    if (typeof state !== 'string' || !allowed.has(state)) {
      return err(res, 400, `state must be one of: ${[...allowed].join(', ')}`);
    }
    const svc = kind === 'services' ? env.store.services.get(id.toLowerCase()) : undefined;
    const pipe = kind === 'pipes' ? env.store.pipes.get(id.toLowerCase()) : undefined;
    const target = svc ?? pipe;
    if (!target) return err(res, 404, `${kind === 'services' ? 'service' : 'pipe'} ${id} does not exist`);
    const forced = track([state], env.clock.now(target.organizationId));
    if (svc) env.store.setServiceTrack(svc, forced);
    if (pipe) setPipeTrack(pipe, forced);
    return sendJsonWhenSaved(res, env.store.save(), { id: target.id, state });
  }
  return err(res, 404, `no emulator control at /${segments.join('/')}`);
}
