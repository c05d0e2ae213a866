// POST /__emulator/organizations {name?, dialects?: {management?: contract|cloud, alerts?: contract|hyperdx}}: a fresh organization of its own for one test, with an
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
import { isAlertsDialect, isManagementDialect, MANAGEMENT_DIALECTS, ALERTS_DIALECTS, type Dialects } from '../../src/contract/dialectNames.js';

const err = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { error: message });
const MAX_NAME = 200;

/** `dialects: {management?, alerts?}`: the words this organization's APIs answer in; an error text when malformed. */
function readDialects(value: unknown): Partial<Dialects> | undefined | string {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'dialects must be an object {management?, alerts?}';
  const { management, alerts, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `unknown field "dialects.${Object.keys(rest)[0]}"`;
  if (management !== undefined && !isManagementDialect(management)) return `dialects.management must be ${MANAGEMENT_DIALECTS.join(' or ')}`;
  if (alerts !== undefined && !isAlertsDialect(alerts)) return `dialects.alerts must be ${ALERTS_DIALECTS.join(' or ')}`;
  return { ...(management !== undefined ? { management } : {}), ...(alerts !== undefined ? { alerts } : {}) };
}

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
  const { name, dialects, ...rest } = input as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown) return err(res, 400, `unknown field "${unknown}"`);
  const chosen = readDialects(dialects);
  if (typeof chosen === 'string') return err(res, 400, chosen);
  if (name !== undefined && (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME)) {
    return err(res, 400, `name must be a non-empty string of at most ${MAX_NAME} characters`);
  }

  const organizationId = randomUUID();
  const now = new Date(env.clock.now(organizationId)).toISOString();
  const organizationName = (name as string | undefined) ?? `Test organization ${organizationId.slice(0, 8)}`;
  env.store.addOrg({ id: organizationId, name: organizationName, createdAt: now, privateEndpoints: [], ...(chosen ? { dialects: chosen } : {}) });
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
