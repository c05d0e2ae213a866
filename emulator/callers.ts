// Who is calling: the organization behind a request's credentials, and the alert API's token
// check. Faults and the request log are scoped by it, so tests that each use their own
// organization (POST /__emulator/organizations) can run in parallel on one emulator.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parseBasic } from './auth.js';
import type { EmulatorConfig } from './config.js';
import { hashData, stableUuid, type Store } from './store.js';

const header = (req: IncomingMessage): string | undefined => {
  const h = req.headers.authorization;
  return Array.isArray(h) ? h[0] : h;
};

function bearerToken(req: IncomingMessage): string | undefined {
  const h = header(req);
  const m = h ? /^\s*bearer\s+(\S+)\s*$/i.exec(h) : null;
  return m?.[1];
}

/** The team owning a token's alerts: fixed per token. */
export const teamOf = (token: string): string => stableUuid(`emulator-team:${token}`).replace(/-/g, '').slice(0, 24);

export interface AlertCaller {
  team: string;
  organizationId: string;
}

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a, 'base64');
  const y = Buffer.from(b, 'base64');
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The alert API caller for a valid Bearer token (the configured one or an organization's), else undefined. */
export function alertCaller(req: IncomingMessage, store: Store, config: EmulatorConfig): AlertCaller | undefined {
  const token = bearerToken(req);
  if (token === undefined) return undefined;
  const hash = hashData(token);
  if (sameHash(hash, hashData(config.alertsToken))) return { team: teamOf(token), organizationId: config.organizationId };
  const stored = store.alertTokenByHash(hash);
  return stored ? { team: teamOf(token), organizationId: stored.organizationId } : undefined;
}

/**
 * The organization a request's credentials belong to (Basic: the presented key id, whatever the
 * secret; Bearer: the token), or undefined. For scoping test controls only, never for access.
 */
export function callerOrganization(req: IncomingMessage, store: Store, config: EmulatorConfig): string | undefined {
  const basic = parseBasic(header(req));
  if (typeof basic !== 'string') {
    const idHash = hashData(basic.keyId);
    return store.keyByIdHash(idHash)?.organizationId;
  }
  return alertCaller(req, store, config)?.organizationId;
}
