// Services: list, read, create (op 1), replica scaling (op 2), private endpoint (op 8).
import { randomUUID } from 'node:crypto';
import {
  defaultNumReplicas,
  providerOfRegion,
  replicaScalingContextIssues,
  serviceCreateContextIssues,
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
} from '../../src/contract/index.js';
import { findOrgBackup } from '../backups.js';
import { nowIso } from '../http.js';
import { SERVICE_CREATE_STATES, track } from '../lifecycle.js';
import type { ManagementHandlers, OpCtx } from '../router.js';
import { servicePassword } from '../secrets.js';
import type { StoredService } from '../store.js';
import { fieldError, rejectIssues } from '../validate.js';
import { sweepDeletedServices } from '../service-state.js';
import { serviceView } from '../views.js';
import { closeSpan, serviceSize } from '../usage-ledger.js';
import { requireOrg } from './organizations.js';
import { commandService, deleteService, requireChangeable, resetServicePassword, updateService } from './service-lifecycle.js';
import { requireService } from './service-lookup.js';

export const DB_VERSION = '25.8.1.1';

const DEFAULT_REGION: Record<string, string> = { aws: 'us-east-1', gcp: 'us-central1', azure: 'eastus2' };
const DEFAULT_IDLE_TIMEOUT_MINUTES = 15;
const DEFAULT_MAX_REPLICA_MEMORY_GB = 120;

/**
 * The deprecated total memory is "the memory of three workers" (OpenAPI): 3 x replica memory,
 * whatever the number of replicas, so it keeps its documented bounds (a multiple of 12, 24..1068)
 * whenever replica memory keeps its own (a multiple of 4, 8..356).
 */
const totalFromReplica = (replica: number) => replica * SERVICE_LIMITS.totalMemoryWorkers;
const replicaFromTotal = (total: number) => total / SERVICE_LIMITS.totalMemoryWorkers;

function createService(ctx: OpCtx<'createService'>) {
  const org = requireOrg(ctx);
  const body = ctx.body;
  sweepDeletedServices(ctx.store, org.id, ctx.now);
  const orgServices = ctx.store.services.inGroup(org.id);
  rejectIssues(
    serviceCreateContextIssues(body, {
      orgTier: ctx.config.orgTier,
      paid: ctx.config.paid,
      warehouseExists: (id) => orgServices.some((s) => s.dataWarehouseId === id),
      backupSource: (id) => findOrgBackup(ctx.store, org.id, id, ctx.now),
      isFirstServiceOfOrg: orgServices.length === 0,
    }),
  );

  const id = randomUUID();
  // Restored from a backup: where the original ran, unless the body says (the same, or refused above).
  const original = body.backupId === undefined ? undefined : findOrgBackup(ctx.store, org.id, body.backupId, ctx.now);
  const provider = body.provider ?? (body.region ? providerOfRegion(body.region) : undefined) ?? original?.provider ?? 'aws';
  const region = body.region ?? original?.region ?? DEFAULT_REGION[provider] ?? 'us-east-1';
  const tier = body.tier ?? original?.tier ?? 'production';
  const numReplicas = body.numReplicas ?? defaultNumReplicas(ctx.config.orgTier);
  const development = tier === 'development';
  let minReplica = body.minReplicaMemoryGb ?? (body.minTotalMemoryGb !== undefined ? replicaFromTotal(body.minTotalMemoryGb) : SERVICE_LIMITS.replicaMemoryMin);
  let maxReplica =
    body.maxReplicaMemoryGb ??
    (body.maxTotalMemoryGb !== undefined
      ? replicaFromTotal(body.maxTotalMemoryGb)
      : development
        ? minReplica
        : Math.max(minReplica, DEFAULT_MAX_REPLICA_MEMORY_GB));
  if (maxReplica < minReplica) {
    if (body.maxReplicaMemoryGb === undefined) maxReplica = minReplica;
    else minReplica = maxReplica;
  }
  const joinsWarehouse = body.dataWarehouseId !== undefined;
  let mysqlEnabled = false;
  for (const e of body.endpoints ?? []) if (e.protocol === 'mysql') mysqlEnabled = e.enabled;
  const short = id.slice(0, 8);
  const tde = body.hasTransparentDataEncryption === true;

  const svc: StoredService = {
    id,
    organizationId: org.id,
    name: body.name ?? `Service ${orgServices.length + 1}`,
    provider,
    region,
    tier,
    dbVersion: DB_VERSION,
    minTotalMemoryGb: totalFromReplica(minReplica),
    maxTotalMemoryGb: totalFromReplica(maxReplica),
    minReplicaMemoryGb: minReplica,
    maxReplicaMemoryGb: maxReplica,
    numReplicas,
    idleScaling: body.idleScaling ?? true,
    idleTimeoutMinutes: body.idleTimeoutMinutes ?? DEFAULT_IDLE_TIMEOUT_MINUTES,
    ipAccessList: (body.ipAccessList ?? []).map((e) => ({ source: e.source, description: e.description ?? '' })),
    createdAt: nowIso(ctx.now),
    encryptionKey: body.encryptionKey ?? '',
    encryptionAssumedRoleIdentifier: body.encryptionAssumedRoleIdentifier ?? '',
    iamRole: provider === 'aws' ? `arn:aws:iam::000000000000:role/emulator-${short}-service-role` : '',
    privateEndpointIds: [...new Set(body.privateEndpointIds ?? [])],
    privateEndpointDescriptions: {},
    dataWarehouseId: body.dataWarehouseId ?? randomUUID(),
    isPrimary: !joinsWarehouse,
    isReadonly: body.isReadonly ?? false,
    releaseChannel: body.releaseChannel ?? 'default',
    byocId: body.byocId ?? '',
    hasTransparentDataEncryption: tde,
    transparentDataEncryptionKeyId: tde ? `emulator-tde-key-${short}` : '',
    encryptionRoleId: tde ? `arn:aws:iam::000000000000:role/emulator-${short}-tde-role` : '',
    profile: body.profile,
    complianceType: body.complianceType,
    backupId: body.backupId,
    mysqlEnabled,
    track: track(SERVICE_CREATE_STATES, ctx.now),
  };
  ctx.store.addService(svc);
  ctx.store.save();
  return { service: serviceView(ctx.store, svc, ctx.now), password: servicePassword() };
}

function updateReplicaScaling(ctx: OpCtx<'updateReplicaScaling'>) {
  const { svc } = requireChangeable(ctx);
  const body = ctx.body;
  rejectIssues(
    replicaScalingContextIssues(body, {
      paid: ctx.config.paid,
      isNewWarehouseFirstService: svc.isPrimary,
      tier: svc.tier,
      orgTier: ctx.config.orgTier,
    }),
  );
  // The merged result must keep max >= min: a bound that crosses the stored other one is refused
  // (naming the bound that was sent; max when both were), never silently moves the other bound.
  const min = body.minReplicaMemoryGb ?? svc.minReplicaMemoryGb;
  const max = body.maxReplicaMemoryGb ?? svc.maxReplicaMemoryGb;
  if (max < min) {
    fieldError(body.maxReplicaMemoryGb !== undefined ? 'maxReplicaMemoryGb' : 'minReplicaMemoryGb', SERVICE_MESSAGES.maxBelowMinReplica);
  }
  // A new size or idling closes the span the service ran until now (usage-ledger.ts).
  if (body.numReplicas !== undefined || body.minReplicaMemoryGb !== undefined || body.idleScaling !== undefined || body.idleTimeoutMinutes !== undefined) {
    closeSpan(svc, serviceSize(svc), ctx.now);
  }
  svc.minReplicaMemoryGb = min;
  svc.maxReplicaMemoryGb = max;
  if (body.numReplicas !== undefined) svc.numReplicas = body.numReplicas;
  if (body.idleScaling !== undefined) svc.idleScaling = body.idleScaling;
  if (body.idleTimeoutMinutes !== undefined) svc.idleTimeoutMinutes = body.idleTimeoutMinutes;
  svc.minTotalMemoryGb = totalFromReplica(svc.minReplicaMemoryGb);
  svc.maxTotalMemoryGb = totalFromReplica(svc.maxReplicaMemoryGb);
  ctx.store.save();
  return serviceView(ctx.store, svc, ctx.now);
}

function addPrivateEndpoint(ctx: OpCtx<'createServicePrivateEndpoint'>) {
  const { svc } = requireChangeable(ctx);
  const body = ctx.body;
  if (!svc.privateEndpointIds.includes(body.id)) svc.privateEndpointIds.push(body.id);
  svc.privateEndpointDescriptions[body.id] = body.description ?? '';
  ctx.store.save();
  return { id: body.id, description: body.description ?? '' };
}

export const serviceHandlers = {
  listServices: {
    access: 'read',
    description: 'listing services',
    handler: (ctx) => {
      requireOrg(ctx);
      sweepDeletedServices(ctx.store, ctx.params.organizationId, ctx.now);
      return ctx.store.services.inGroup(ctx.params.organizationId).map((s) => serviceView(ctx.store, s, ctx.now));
    },
  },
  createService: { access: 'write', description: 'creating services', handler: createService },
  getService: { access: 'read', description: 'reading services', handler: (ctx) => serviceView(ctx.store, requireService(ctx), ctx.now) },
  updateService: { access: 'write', description: 'updating services', handler: updateService },
  deleteService: { access: 'write', description: 'deleting services', handler: deleteService },
  updateServiceState: { access: 'write', description: 'starting, stopping or waking services', handler: commandService },
  resetServicePassword: { access: 'write', description: 'resetting service passwords', handler: resetServicePassword },
  updateReplicaScaling: { access: 'write', description: 'changing replica scaling', handler: updateReplicaScaling },
  createServicePrivateEndpoint: { access: 'write', description: 'registering private endpoints', handler: addPrivateEndpoint },
} satisfies Partial<ManagementHandlers>;
