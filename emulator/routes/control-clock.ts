// GET/POST /__emulator/clock: read and move the emulator's clock (see ../clock.ts).
//   GET  /__emulator/clock[?organizationId=…]          → {mode, now, transitionMs}
//   POST /__emulator/clock {advanceMs | steps, organizationId?, mode?}
// `steps` advances by whole lifecycle steps (steps × EMULATOR_TRANSITION_MS). With an
// organizationId only that organization's time moves (what parallel tests want); without one,
// every organization's time moves.
import type { ServerResponse } from 'node:http';
import { CLOCK_MODES, MAX_ADVANCE_MS, type ClockMode } from '../clock.js';
import { isUuid, sendJson } from '../http.js';
import type { ControlEnv } from './control.js';

const err = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { error: message });
const FIELDS = new Set(['advanceMs', 'steps', 'organizationId', 'mode']);

export function handleClock(
  env: ControlEnv,
  res: ServerResponse,
  method: string,
  scope: string | undefined,
  json: () => unknown,
  allow: (methods: string[]) => void,
): void {
  const answer = (organizationId?: string) => sendJson(res, 200, { ...env.clock.describe(organizationId), transitionMs: env.config.transitionMs });
  if (method === 'GET') return answer(scope);
  if (method !== 'POST') return allow(['GET', 'POST']);

  const input = json();
  if (input === undefined) return err(res, 400, 'malformed JSON');
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return err(res, 400, 'body must be a JSON object');
  const body = input as Record<string, unknown>;
  const unknown = Object.keys(body).find((k) => !FIELDS.has(k));
  if (unknown) return err(res, 400, `unknown field "${unknown}"`);
  if (body.advanceMs !== undefined && body.steps !== undefined) return err(res, 400, 'give advanceMs or steps, not both');
  if (body.advanceMs === undefined && body.steps === undefined && body.mode === undefined) {
    return err(res, 400, 'give advanceMs or steps (to move time) or mode (wall or manual)');
  }
  let advanceMs = 0;
  if (body.advanceMs !== undefined) {
    if (typeof body.advanceMs !== 'number' || !Number.isFinite(body.advanceMs) || body.advanceMs < 0 || body.advanceMs > MAX_ADVANCE_MS) {
      return err(res, 400, `advanceMs must be a number between 0 and ${MAX_ADVANCE_MS}`);
    }
    advanceMs = body.advanceMs;
  }
  if (body.steps !== undefined) {
    if (typeof body.steps !== 'number' || !Number.isInteger(body.steps) || body.steps < 0 || body.steps > 1000) {
      return err(res, 400, 'steps must be a whole number between 0 and 1000');
    }
    advanceMs = Math.min(MAX_ADVANCE_MS, body.steps * env.config.transitionMs);
  }
  let organizationId: string | undefined;
  if (body.organizationId !== undefined) {
    if (typeof body.organizationId !== 'string' || !isUuid(body.organizationId)) return err(res, 400, 'organizationId must be a uuid');
    organizationId = body.organizationId.toLowerCase();
    if (!env.store.org(organizationId)) return err(res, 404, `organization ${organizationId} does not exist`);
  }
  if (body.mode !== undefined) {
    if (typeof body.mode !== 'string' || !(CLOCK_MODES as readonly string[]).includes(body.mode)) {
      return err(res, 400, `mode must be ${CLOCK_MODES.join(' or ')}`);
    }
    if (organizationId !== undefined) return err(res, 400, "mode is the whole emulator's: give it without organizationId");
    env.clock.setMode(body.mode as ClockMode);
  }
  env.clock.advance(advanceMs, organizationId);
  return answer(organizationId);
}
