// Authentication: HTTP Basic (management API) against hashed keys, Bearer (alert API).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { forbidden, noSuchId, unauthorized } from './http.js';
import { ipAllowed } from './ip.js';
import type { Store, StoredKey } from './store.js';
import { hashData } from './store.js';

export interface BasicCredentials {
  keyId: string;
  secret: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Parses `Authorization: Basic <base64(id:secret)>` (RFC 7617, UTF-8). Returns an error text on failure. */
export function parseBasic(header: string | undefined): BasicCredentials | string {
  if (header === undefined || header.trim() === '') return 'missing Authorization header';
  const m = /^\s*basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header);
  if (!m) return 'Authorization header must use the Basic scheme with base64 credentials';
  if (m[1].length % 4 === 1) return 'malformed Basic credentials';
  let decoded: string;
  try {
    decoded = utf8.decode(Buffer.from(m[1], 'base64'));
  } catch {
    return 'malformed Basic credentials (not UTF-8)';
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0) return 'malformed Basic credentials (expected keyId:keySecret)';
  const keyId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  if (secret === '') return 'malformed Basic credentials (empty key secret)';
  return { keyId, secret };
}

/** Just the key id presented in the header, if any (used to bucket the rate limit). */
export function presentedKeyId(header: string | undefined): string | undefined {
  const c = parseBasic(header);
  return typeof c === 'string' ? undefined : c.keyId;
}

function hashBytes(b64: string): Buffer {
  const buf = Buffer.from(b64, 'base64');
  // Normalise to 32 bytes so timingSafeEqual never throws on a malformed stored hash.
  return buf.length === 32 ? buf : createHash('sha256').update(`invalid:${b64}`).digest();
}

const DUMMY_HASH = hashBytes(hashData('emulator-no-such-key'));

/** Minute precision, as the real API reports usedAt. */
export function minuteIso(ms: number): string {
  const d = new Date(ms);
  d.setUTCSeconds(0, 0);
  return d.toISOString();
}

/**
 * Authenticates a management request. Returns the key or throws ApiError 401/403.
 * On success, sets the key's usedAt (minute precision) and saves it if it changed (at most once a
 * minute per key; the write rides the request's group commit).
 */
export function authenticateBasic(req: IncomingMessage, store: Store, now: number): StoredKey {
  const creds = parseBasic(headerValue(req.headers.authorization));
  if (typeof creds === 'string') throw unauthorized(creds);
  const idHash = hashData(creds.keyId);
  const key = store.keyByIdHash(idHash);
  const presented = hashBytes(hashData(creds.secret));
  const expected = key ? hashBytes(key.keySecretHash) : DUMMY_HASH;
  const match = timingSafeEqual(presented, expected);
  if (!key || !match) throw unauthorized('invalid API key id or secret');
  if (key.state !== 'enabled') throw unauthorized('API key is disabled');
  if (key.expireAt) {
    const exp = Date.parse(key.expireAt);
    if (Number.isFinite(exp) && exp <= now) throw unauthorized(`API key expired at ${key.expireAt}`);
  }
  // An empty list allows no address at all, as in the real service (reference "API key").
  if (!ipAllowed(key.ipAccessList, req.socket.remoteAddress)) {
    throw forbidden(
      key.ipAccessList.length === 0
        ? 'the IP access list of this API key is empty, so it allows no address; add an address or range to the key'
        : `the IP access list of this API key does not allow requests from ${req.socket.remoteAddress ?? 'an unknown address'}`,
    );
  }
  const used = minuteIso(now);
  if (key.usedAt === used) return key;
  // A key is never changed in place (state.ts): the record with its new usedAt replaces it.
  const touched: StoredKey = { ...key, usedAt: used };
  store.keys.put(touched);
  store.save();
  return touched;
}

export type Access = 'read' | 'write';

/**
 * Role rules: admin may do everything; developer is read-only (reference: "The `developer` role
 * is described as read-only for its services"), so every create, update, state change and delete
 * is refused, pipes included; query_endpoints keys may not use the management API at all.
 */
export function authorize(key: StoredKey, access: Access, operation: string): void {
  const roles = new Set(key.roles);
  if (roles.has('admin')) return;
  if (roles.has('developer') && access === 'read') return;
  const role = roles.has('developer') ? 'developer' : roles.has('query_endpoints') ? 'query_endpoints' : [...roles].join(', ') || 'none';
  throw forbidden(`the API key's role (${role}) does not allow ${operation}`);
}

/** An organization that does not exist: 400 (a well-formed id that names nothing); one that exists but is not the key's: 403. */
export function checkOrganization(key: StoredKey, organizationId: string, store: Store): void {
  if (key.organizationId === organizationId) return;
  if (!store.org(organizationId)) {
    throw noSuchId(`organization ${organizationId} does not exist`);
  }
  throw forbidden(`the API key does not belong to organization ${organizationId}`);
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
