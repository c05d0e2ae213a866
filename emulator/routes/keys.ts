// Keys: list, read (by uuid), create (op 6), update, delete. Only hashes of key ids and secrets are stored.
import { randomUUID } from 'node:crypto';
import { KEY_UPDATE_MESSAGES, keyCreateSchema, keyUpdateSchema, parseIsoDateTime } from '../../src/contract/index.js';
import { badRequest, noSuchId, nowIso } from '../http.js';
import type { Ctx, ManagementHandlers } from '../router.js';
import { newKeyId, newKeySecret } from '../secrets.js';
import { anywhere, hashData, type StoredKey } from '../store.js';
import { fieldError, parseWith } from '../validate.js';
import { keyView } from '../views.js';
import { requireOrg } from './organizations.js';

function createKey(ctx: Ctx) {
  const org = requireOrg(ctx);
  const body = parseWith(keyCreateSchema, ctx.json());
  const generated = body.hashData ? undefined : { keyId: newKeyId(), keySecret: newKeySecret() };
  const keyIdHash = body.hashData?.keyIdHash ?? hashData(generated!.keyId);
  if (ctx.store.keyByIdHash(keyIdHash)) {
    fieldError('hashData.keyIdHash', 'A key with this key ID already exists; use a new key ID.');
  }
  const key: StoredKey = {
    id: randomUUID(),
    organizationId: org.id,
    name: body.name ?? '',
    roles: [...new Set(body.roles)],
    state: body.state ?? 'enabled',
    expireAt: normalizeExpiry(body.expireAt),
    // Without a list the key works from anywhere; an explicit empty list allows no address.
    ipAccessList: body.ipAccessList === undefined ? anywhere() : body.ipAccessList.map((e) => ({ source: e.source, description: e.description ?? '' })),
    createdAt: nowIso(ctx.now),
    keyIdHash,
    keySecretHash: body.hashData?.keySecretHash ?? hashData(generated!.keySecret),
    keySuffix: body.hashData?.keyIdSuffix ?? generated!.keyId.slice(-4),
  };
  ctx.store.keys.put(key);
  ctx.store.save();
  return { key: keyView(key), ...(generated ?? {}) };
}

/** ISO 8601 with any offset -> UTC ISO; '' or null -> never expires. */
const normalizeExpiry = (v: string | null | undefined): string | null => (v ? new Date(parseIsoDateTime(v)).toISOString() : null);

function requireKey(ctx: Ctx): StoredKey {
  requireOrg(ctx);
  const key = ctx.store.key(ctx.params.organizationId, ctx.params.keyId);
  if (!key) throw noSuchId(`key ${ctx.params.keyId} does not exist in organization ${ctx.params.organizationId}`);
  return key;
}

/** Disabling a key (also the one signing this request) makes its next request a 401 at once. */
function updateKey(ctx: Ctx) {
  const body = parseWith(keyUpdateSchema, ctx.json());
  const key = requireKey(ctx);
  if (body.name !== undefined) key.name = body.name;
  if (body.roles !== undefined) key.roles = [...new Set(body.roles)];
  if (body.expireAt !== undefined) key.expireAt = normalizeExpiry(body.expireAt);
  if (body.state !== undefined) key.state = body.state;
  if (body.ipAccessList !== undefined) {
    key.ipAccessList = body.ipAccessList.map((e) => ({ source: e.source, description: e.description ?? '' }));
  }
  ctx.store.save();
  return keyView(key);
}

/** "Only a key not used to authenticate the active request can be deleted" (OpenAPI). Answers no result. */
function deleteKey(ctx: Ctx): undefined {
  const key = requireKey(ctx);
  if (key.id === ctx.key.id) throw badRequest(KEY_UPDATE_MESSAGES.deleteSelf);
  ctx.store.keys.delete(key);
  ctx.store.save();
  return undefined;
}

export const keyHandlers = {
  listKeys: {
    access: 'read',
    description: 'listing keys',
    handler: (ctx) => {
      requireOrg(ctx);
      return ctx.store.keys.inGroup(ctx.params.organizationId).map(keyView);
    },
  },
  createKey: { access: 'write', description: 'creating keys', handler: createKey },
  getKey: { access: 'read', description: 'reading keys', handler: (ctx) => keyView(requireKey(ctx)) },
  updateKey: { access: 'write', description: 'updating keys', handler: updateKey },
  deleteKey: { access: 'write', description: 'deleting keys', handler: deleteKey },
} satisfies Partial<ManagementHandlers>;
