// Keys: list, read (by uuid), create (op 6), update, delete. Only hashes of key ids and secrets are stored.
import { randomUUID } from 'node:crypto';
import { KEY_UPDATE_MESSAGES, parseIsoDateTime } from '../../src/contract/index.js';
import { badRequest, noSuchId, nowIso } from '../http.js';
import type { Ctx, ManagementHandlers, OpCtx } from '../router.js';
import { newKeyId, newKeySecret } from '../secrets.js';
import { anywhere, hashData, type StoredKey } from '../store.js';
import { fieldError } from '../validate.js';
import { sealed } from '../answer-json.js';
import { keyView } from '../views.js';
import { requireOrg } from './organizations.js';

function createKey(ctx: OpCtx<'createKey'>) {
  const org = requireOrg(ctx);
  const body = ctx.body;
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
function updateKey(ctx: OpCtx<'updateKey'>) {
  const body = ctx.body;
  const key = requireKey(ctx);
  // A key is never changed in place (state.ts): the changed record replaces it.
  const changed: StoredKey = {
    ...key,
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.roles !== undefined ? { roles: [...new Set(body.roles)] } : {}),
    ...(body.expireAt !== undefined ? { expireAt: normalizeExpiry(body.expireAt) } : {}),
    ...(body.state !== undefined ? { state: body.state } : {}),
    ...(body.ipAccessList !== undefined ? { ipAccessList: body.ipAccessList.map((e) => ({ source: e.source, description: e.description ?? '' })) } : {}),
  };
  ctx.store.keys.put(changed);
  ctx.store.save();
  return keyView(changed);
}

/** "Only a key not used to authenticate the active request can be deleted" (OpenAPI). Answers no result. */
function deleteKey(ctx: Ctx): undefined {
  const key = requireKey(ctx);
  if (key.id === ctx.key.id) throw badRequest(KEY_UPDATE_MESSAGES.deleteSelf);
  ctx.store.keys.delete(key);
  ctx.store.save();
  return undefined;
}

const keyListViews = new WeakMap<readonly StoredKey[], ReturnType<typeof keyView>[]>();

/**
 * The keys list as answered (the real list has no pagination: every key, in one answer). Made
 * once per state of the organization's keys and sealed, so a list read while no key changed
 * costs no serialization at all, and one after a change serializes only the changed key
 * (answer-json.ts): 16,000 keys are read quickly.
 */
function keyListView(keys: readonly StoredKey[]): ReturnType<typeof keyView>[] {
  let views = keyListViews.get(keys);
  if (!views) keyListViews.set(keys, (views = sealed(keys.map(keyView))));
  return views;
}

export const keyHandlers = {
  listKeys: {
    access: 'read',
    description: 'listing keys',
    handler: (ctx) => {
      requireOrg(ctx);
      return keyListView(ctx.store.keys.snapshotOfGroup(ctx.params.organizationId));
    },
  },
  createKey: { access: 'write', description: 'creating keys', handler: createKey },
  getKey: { access: 'read', description: 'reading keys', handler: (ctx) => keyView(requireKey(ctx)) },
  updateKey: { access: 'write', description: 'updating keys', handler: updateKey },
  deleteKey: { access: 'write', description: 'deleting keys', handler: deleteKey },
} satisfies Partial<ManagementHandlers>;
