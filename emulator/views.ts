// Response shapes (OpenAPI subset, neutral names). Secrets never leave through these.
import { sealed } from './answer-json.js';
import { currentState } from './lifecycle.js';
import { serviceState } from './service-state.js';
import type { StoredAlert, StoredKey, StoredOrg, StoredPipe, StoredService, Store } from './store.js';

export function orgView(org: StoredOrg) {
  return {
    id: org.id,
    createdAt: org.createdAt,
    name: org.name,
    privateEndpoints: org.privateEndpoints.map((p) => ({ id: p.id, description: p.description })),
    byocConfig: [] as { id: string; accountName: string }[],
  };
}

const ROLE_IDS: Record<string, string> = {
  admin: '00000000-0000-4000-8000-000000000001',
  developer: '00000000-0000-4000-8000-000000000002',
  query_endpoints: '00000000-0000-4000-8000-000000000003',
};
const ROLE_NAMES: Record<string, string> = { admin: 'Admin', developer: 'Developer', query_endpoints: 'Query Endpoints' };

/** Roles as the real API reports them beside the deprecated `role`/`roles` (OpenAPI `AssignedRole`): system roles. */
export const assignedSystemRoles = (roles: readonly string[]) =>
  roles.map((r) => ({ roleId: ROLE_IDS[r] ?? ROLE_IDS.admin, roleName: ROLE_NAMES[r] ?? r, roleType: 'system' }));

function buildKeyView(key: StoredKey) {
  return {
    id: key.id,
    name: key.name,
    state: key.state,
    roles: [...key.roles],
    assignedRoles: assignedSystemRoles(key.roles),
    keySuffix: key.keySuffix,
    createdAt: key.createdAt,
    expireAt: key.expireAt,
    ...(key.usedAt ? { usedAt: key.usedAt } : {}),
    ipAccessList: key.ipAccessList.map((e) => ({ source: e.source, description: e.description ?? '' })),
  };
}

const keyViews = new WeakMap<StoredKey, ReturnType<typeof buildKeyView>>();

/**
 * A key as answered. A stored key never changes (state.ts), so its view is made once and sealed
 * (answer-json.ts: serialized once); a changed key is another record, with a view of its own.
 */
export function keyView(key: StoredKey): ReturnType<typeof buildKeyView> {
  let view = keyViews.get(key);
  if (!view) keyViews.set(key, (view = sealed(buildKeyView(key))));
  return view;
}

export function serviceEndpoints(svc: StoredService) {
  const host = `${svc.id.slice(0, 8)}.${svc.region}.${svc.provider}.emulator.local`;
  const endpoints = [
    { protocol: 'https', host, port: 8443, username: 'default' },
    { protocol: 'nativesecure', host, port: 9440, username: 'default' },
  ];
  if (svc.mysqlEnabled) endpoints.push({ protocol: 'mysql', host, port: 3306, username: 'default' });
  return endpoints;
}

export function serviceView(store: Store, svc: StoredService, now: number) {
  const org = store.org(svc.organizationId);
  const available = (org?.privateEndpoints ?? []).map((p) => p.id).filter((id) => !svc.privateEndpointIds.includes(id));
  return {
    id: svc.id,
    name: svc.name,
    provider: svc.provider,
    region: svc.region,
    state: serviceState(store, svc, now),
    dbVersion: svc.dbVersion,
    endpoints: serviceEndpoints(svc),
    tier: svc.tier,
    minTotalMemoryGb: svc.minTotalMemoryGb,
    maxTotalMemoryGb: svc.maxTotalMemoryGb,
    minReplicaMemoryGb: svc.minReplicaMemoryGb,
    maxReplicaMemoryGb: svc.maxReplicaMemoryGb,
    numReplicas: svc.numReplicas,
    autoscalingMode: 'vertical',
    idleScaling: svc.idleScaling,
    idleTimeoutMinutes: svc.idleTimeoutMinutes,
    ipAccessList: svc.ipAccessList.map((e) => ({ source: e.source, description: e.description ?? '' })),
    createdAt: svc.createdAt,
    encryptionKey: svc.encryptionKey,
    encryptionAssumedRoleIdentifier: svc.encryptionAssumedRoleIdentifier,
    iamRole: svc.iamRole,
    privateEndpointIds: [...svc.privateEndpointIds],
    availablePrivateEndpointIds: available,
    dataWarehouseId: svc.dataWarehouseId,
    isPrimary: svc.isPrimary,
    isReadonly: svc.isReadonly,
    releaseChannel: svc.releaseChannel,
    byocId: svc.byocId,
    hasTransparentDataEncryption: svc.hasTransparentDataEncryption,
    transparentDataEncryptionKeyId: svc.transparentDataEncryptionKeyId,
    encryptionRoleId: svc.encryptionRoleId,
    ...(svc.profile ? { profile: svc.profile } : {}),
    ...(svc.complianceType ? { complianceType: svc.complianceType } : {}),
    tags: [] as { key: string; value: string }[],
    currentScaling: {
      effectiveAutoscalingMode: 'vertical',
      effectiveMinReplicaMemoryGb: svc.minReplicaMemoryGb,
      effectiveMaxReplicaMemoryGb: svc.maxReplicaMemoryGb,
      effectiveMinReplicas: svc.numReplicas,
      effectiveMaxReplicas: svc.numReplicas,
    },
  };
}

const DROPPED = ['credentials', 'accessKey', 'password', 'secretKey', 'serviceAccountKey', 'tableMappingsToAdd', 'tableMappingsToRemove'] as const;
const DROPPED_FIELDS = new Set<string>(DROPPED);

/** A value without the fields `withoutSecrets` drops, at any depth. */
export type WithoutSecrets<T> = T extends readonly (infer U)[]
  ? WithoutSecrets<U>[]
  : T extends object
    ? { [K in keyof T as K extends (typeof DROPPED)[number] ? never : K]: WithoutSecrets<T[K]> }
    : T;

/** Deep copy without credentials, access keys, passwords and update-only fields. */
export function withoutSecrets<T>(value: T): WithoutSecrets<T> {
  if (Array.isArray(value)) return value.map(withoutSecrets) as WithoutSecrets<T>;
  if (value === null || typeof value !== 'object') return value as WithoutSecrets<T>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (DROPPED_FIELDS.has(k)) continue;
    out[k] = withoutSecrets(v);
  }
  return out as WithoutSecrets<T>;
}

export function pipeState(store: Store, pipe: StoredPipe, now: number): string {
  return currentState(pipe.track, store.config.transitionMs, now);
}

export function pipeView(store: Store, pipe: StoredPipe, now: number) {
  const source: StoredPipe['source'] & { validateSamples?: unknown } = withoutSecrets(pipe.source);
  delete source.validateSamples;
  const destination: StoredPipe['destination'] = withoutSecrets(pipe.destination);
  delete destination.roles;
  return {
    id: pipe.id,
    serviceId: pipe.serviceId,
    name: pipe.name,
    state: pipeState(store, pipe, now),
    scaling: withoutSecrets(pipe.scaling),
    source,
    destination,
    fieldMappings: withoutSecrets(pipe.fieldMappings),
    settings: withoutSecrets(pipe.settings),
    createdAt: pipe.createdAt,
    updatedAt: pipe.updatedAt,
  };
}

/** An alert as the contract's alert API answers it (HyperDX's: routes/alerts-hyperdx.ts). */
export function alertView(a: StoredAlert) {
  const { silence: _silence, channels: _channels, ...contract } = a;
  return { ...contract, channel: { ...a.channel } };
}
