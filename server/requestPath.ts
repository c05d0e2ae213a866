/**
 * Where a request goes, decided on its normalized path: decode first (repeatedly, so double
 * encoding cannot hide anything), refuse what could walk out of a prefix, then match. The
 * console server (dev, preview and `npm start`) routes every request through this, so
 * `/v1/../x`, `/v1/%2e%2e/x`, `/v1/..\x` or `/v1/%252e%252e/x` never reach another upstream path
 * (or the emulator controls): they are refused with 400 before anything is forwarded.
 */
export type RequestKind = 'management' | 'alerts' | 'control' | 'console' | 'other';

export type ClassifiedRequest =
  | {
      ok: true;
      kind: RequestKind;
      /** The decoded path segments, without empty ones (`//` and a trailing `/` collapse). */
      segments: string[];
      /** The canonical path (each decoded segment encoded once) plus the original query: what is forwarded. */
      url: string;
    }
  | { ok: false; reason: string };

/** How many rounds of percent-decoding are tried before a path is called unreadable. */
const MAX_DECODE_ROUNDS = 4;

// C0 controls and DEL: nothing legitimate puts them in a path, and some servers cut at NUL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** A segment some server could take for "this" or "parent": `.`, `..`, `..;x` (Tomcat), ` .. ` … */
function isDotSegment(segment: string): boolean {
  const bare = segment.split(';')[0].trim();
  return bare !== '' && /^\.+$/.test(bare);
}

/** A path percent-decoded until it no longer changes, or why it cannot be (a backslash, a control character, malformed or endless encoding). */
export function decodeFully(path: string): string | { error: string } {
  let current = path;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (current.includes('\\')) return { error: 'a backslash in the path' };
    if (CONTROL_CHARS.test(current)) return { error: 'a control character in the path' };
    if (!current.includes('%')) return current;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return { error: 'malformed percent-encoding in the path' };
    }
    if (next === current) return current;
    current = next;
  }
  return { error: 'a path encoded more times than any client does' };
}

function kindOf(segments: readonly string[]): RequestKind {
  if (segments[0] === 'v1') return 'management';
  if (segments[0] === 'api' && segments[1] === 'v2') return 'alerts';
  if (segments[0] === '__emulator') return 'control';
  if (segments[0] === '__console') return 'console';
  return 'other';
}

/** Classifies a request target as it arrived (`req.url`: origin-form path plus query). */
export function classifyRequest(rawUrl: string): ClassifiedRequest {
  if (!rawUrl.startsWith('/')) return { ok: false, reason: 'the request target must be a path' };
  const q = rawUrl.indexOf('?');
  const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const query = q === -1 ? '' : rawUrl.slice(q);
  const decoded = decodeFully(rawPath);
  if (typeof decoded !== 'string') return { ok: false, reason: decoded.error };
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some(isDotSegment)) return { ok: false, reason: 'a "." or ".." segment in the path' };
  const url = `/${segments.map(encodeURIComponent).join('/')}${query}`;
  return { ok: true, kind: kindOf(segments), segments, url };
}
