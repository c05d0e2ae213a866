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

/**
 * A request's Origin is foreign when it is present and its host is not the host the request
 * was sent to (`null`, from sandboxed frames and some redirects, is foreign too). Browsers also
 * say `Sec-Fetch-Site: cross-site` / `same-site` for requests started by another site.
 */
function foreignOrigin(req: IncomingMessage): string | undefined {
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
  return host !== '' && host === header(req, 'host') ? undefined : `Origin ${origin}`;
}

/** Why this control request is refused, or undefined when it may proceed. */
export function refuseControlRequest(req: IncomingMessage): ControlRefusal | undefined {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') {
    return { status: 403, error: 'the emulator controls answer no CORS preflight: they are for tools on this machine, not for web pages' };
  }
  const foreign = foreignOrigin(req);
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
