// Who may use the emulator's control plane (/__emulator/**): checked at dispatch, before any
// control route runs. The controls reset state, install faults and force states, so no other
// web page may drive them: a cross-site form or a no-cors fetch can send neither the JSON
// content type nor the X-Emulator-Control header without a CORS preflight, and preflights are
// refused here.
import type { IncomingMessage } from 'node:http';

/** The header every control write must carry, with this value. */
export const CONTROL_HEADER = 'x-emulator-control';
export const CONTROL_HEADER_VALUE = '1';
/** What a tool sends with every control write (tests, scripts, the e2e support). */
export const CONTROL_WRITE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json',
  [CONTROL_HEADER]: CONTROL_HEADER_VALUE,
};

export interface ControlRefusal {
  status: number;
  error: string;
}

const READS = new Set(['GET', 'HEAD']);

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Loopback names: the host names a console server and its emulator answer for unless CONSOLE_HOSTS says more. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

/** The host name of a Host header or an origin's host, lower-cased, without port or IPv6 brackets. */
export function hostName(header: string | undefined): string {
  const value = (header ?? '').trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1];
  return value.replace(/:\d+$/, '');
}

/**
 * The host names listed in CONSOLE_HOSTS (comma-separated, without scheme or port), after the
 * loopback names: what `npm start` answers for, and whom the emulator's controls answer.
 */
export function readHostList(env: Record<string, string | undefined>, defaults: readonly string[] = LOOPBACK_HOSTS): string[] {
  const listed = (env.CONSOLE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of listed) {
    if (!/^(\[[0-9a-f:]+\]|[0-9a-z.-]+|[0-9a-f:]+)$/.test(host)) throw new Error(`CONSOLE_HOSTS must list host names without scheme or port, got "${host}".`);
  }
  return [...defaults, ...listed.map((h) => h.replace(/^\[|\]$/g, ''))];
}

/**
 * Why the request comes from somewhere the controls must not answer, or undefined:
 * - its Host is not one of `hosts` (a page on a name that resolves to this machine, DNS
 *   rebinding, sends its own name; a same-origin read of such a page carries no Origin at all);
 * - its Origin, when present, is not one of `hosts` (checked against the list, never only
 *   against the request's own Host, which a rebinding page chooses), or is not the origin the
 *   request was sent to (another port of this machine), or is `null` (sandboxed frames);
 * - the browser says another site started it (`Sec-Fetch-Site: cross-site` / `same-site`).
 */
function foreignCaller(req: IncomingMessage, hosts: readonly string[]): string | undefined {
  const requestHost = header(req, 'host');
  if (!hosts.includes(hostName(requestHost))) return `the host name ${JSON.stringify(hostName(requestHost))} (they answer only ${hosts.join(', ')})`;
  const site = header(req, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return `a request started by another site (Sec-Fetch-Site: ${site})`;
  const origin = header(req, 'origin');
  if (origin === undefined) return undefined;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return `Origin ${JSON.stringify(origin)}`;
  }
  const listed = host !== '' && hosts.includes(hostName(host));
  return listed && host.toLowerCase() === (requestHost ?? '').trim().toLowerCase() ? undefined : `Origin ${origin}`;
}

/** Why this control request is refused, or undefined when it may proceed; `hosts`: the host names it may come from (loopback by default). */
export function refuseControlRequest(req: IncomingMessage, hosts: readonly string[] = LOOPBACK_HOSTS): ControlRefusal | undefined {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') {
    return { status: 403, error: 'the emulator controls answer no CORS preflight: they are for tools on this machine, not for web pages' };
  }
  const foreign = foreignCaller(req, hosts);
  if (foreign) return { status: 403, error: `the emulator controls refuse ${foreign}` };
  if (READS.has(method)) return undefined;
  if (mediaType(header(req, 'content-type')) !== 'application/json') {
    return { status: 415, error: 'emulator control writes need Content-Type: application/json (send {} when there is nothing to say)' };
  }
  if (header(req, CONTROL_HEADER) !== CONTROL_HEADER_VALUE) {
    return { status: 403, error: `emulator control writes need the header X-Emulator-Control: ${CONTROL_HEADER_VALUE}` };
  }
  return undefined;
}
