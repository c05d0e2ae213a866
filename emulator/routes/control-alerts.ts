// PATCH /__emulator/alerts/{id} {state?, silenced?: boolean | {by?, at?, until?}}: force an
// alert's state or silencing, which no alert API operation changes (HyperDX silences through its
// web app only), so console tests can show a silenced or firing alert. `silenced: {}` silences
// from now for a day; `false` lifts it. Answers the stored state and silencing.
import type { ServerResponse } from 'node:http';
import { sendJson, sendJsonWhenSaved } from '../http.js';
import type { StoredAlert } from '../store.js';
import type { ControlEnv } from './control.js';

const err = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { error: message });
const DAY_MS = 24 * 3600 * 1000;
const isDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));

/** `silenced` of the request as stored, or an error text. */
function readSilence(value: unknown, now: number): Pick<StoredAlert, 'silenced' | 'silence'> | string {
  if (typeof value === 'boolean')
    return value ? { silenced: true, silence: { at: new Date(now).toISOString(), until: new Date(now + DAY_MS).toISOString() } } : { silenced: false };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'silenced must be true, false or {by?, at?, until?}';
  const { by, at, until, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `unknown field "silenced.${Object.keys(rest)[0]}"`;
  if (by !== undefined && typeof by !== 'string') return 'silenced.by must be a string';
  if ((at !== undefined && !isDate(at)) || (until !== undefined && !isDate(until))) return 'silenced.at and silenced.until must be ISO date-times';
  const since = (at as string | undefined) ?? new Date(now).toISOString();
  return {
    silenced: true,
    silence: { ...(by ? { by } : {}), at: since, until: (until as string | undefined) ?? new Date(Date.parse(since) + DAY_MS).toISOString() },
  };
}

export function handleAlertControl(
  env: ControlEnv,
  res: ServerResponse,
  method: string,
  id: string,
  json: () => unknown,
  allow: (methods: string[]) => void,
): void | Promise<void> {
  if (method !== 'PATCH') return allow(['PATCH']);
  const input = json();
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return err(res, 400, 'body must be a JSON object {state?, silenced?}');
  const { state, silenced, ...rest } = input as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return err(res, 400, `unknown field "${Object.keys(rest)[0]}"`);
  if (state !== undefined && (typeof state !== 'string' || state.trim() === '')) return err(res, 400, 'state must be a non-empty string');
  const alert = env.store.alerts.get(id);
  if (!alert) return err(res, 404, `alert ${id} does not exist`);
  const silence = silenced === undefined ? undefined : readSilence(silenced, env.clock.now());
  if (typeof silence === 'string') return err(res, 400, silence);
  const changed: StoredAlert = { ...alert, ...(state !== undefined ? { state: state as string } : {}) };
  if (silence) {
    changed.silenced = silence.silenced;
    if (silence.silence) changed.silence = silence.silence;
    else delete changed.silence;
  }
  env.store.alerts.put(changed);
  return sendJsonWhenSaved(res, env.store.save(), {
    id,
    state: changed.state,
    silenced: changed.silenced,
    ...(changed.silence ? { silence: changed.silence } : {}),
  });
}
