// POST /__emulator/organizations {name?}: a fresh organization of its own for one test, with an
// admin key, a developer key and an alert API access token (its own alert team):
//   → {organizationId, organizationName, admin: {keyId, keySecret}, developer: {keyId, keySecret}, alertsToken}
// Nothing is shared with any other organization, so tests using one each can run in parallel.
// Like every key, the keys and the token are stored only as hashes.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, sendJsonWhenSaved } from '../http.js';
import { newKeyId, newKeySecret, randomString } from '../secrets.js';
import { anywhere, hashData, type StoredKey } from '../store.js';
import type { ControlEnv } from './control.js';

const err = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { error: message });
const MAX_NAME = 200;

export async function handleOrganizations(
  env: ControlEnv,
  res: ServerResponse,
  method: string,
  json: () => unknown,
  allow: (methods: string[]) => void,
): Promise<void> {
  if (method !== 'POST') return allow(['POST']);
  const input = json();
  if (input === undefined) return err(res, 400, 'malformed JSON');
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return err(res, 400, 'body must be a JSON object');
  const { name, ...rest } = input as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown) return err(res, 400, `unknown field "${unknown}"`);
  if (name !== undefined && (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME)) {
    return err(res, 400, `name must be a non-empty string of at most ${MAX_NAME} characters`);
  }

  const organizationId = randomUUID();
  const now = new Date(env.clock.now(organizationId)).toISOString();
  const organizationName = (name as string | undefined) ?? `Test organization ${organizationId.slice(0, 8)}`;
  env.store.orgs.put({ id: organizationId, name: organizationName, createdAt: now, privateEndpoints: [] });
  const makeKey = (label: string, role: 'admin' | 'developer') => {
    const keyId = newKeyId();
    const keySecret = newKeySecret();
    const key: StoredKey = {
      id: randomUUID(),
      organizationId,
      name: label,
      roles: [role],
      state: 'enabled',
      expireAt: null,
      ipAccessList: anywhere(),
      createdAt: now,
      keyIdHash: hashData(keyId),
      keySecretHash: hashData(keySecret),
      keySuffix: keyId.slice(-4),
    };
    env.store.keys.put(key);
    return { keyId, keySecret };
  };
  const admin = makeKey('Test admin key', 'admin');
  const developer = makeKey('Test developer key', 'developer');
  const alertsToken = `alerts-${randomString(32, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
  env.store.addAlertToken({ tokenHash: hashData(alertsToken), organizationId });
  return sendJsonWhenSaved(res, env.store.save(), { organizationId, organizationName, admin, developer, alertsToken });
}
