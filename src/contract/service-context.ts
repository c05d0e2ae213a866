/**
 * Server-side rules a browser cannot check on its own (organization tier, paid status,
 * existing warehouses and backups). Pure functions: the emulator applies them to requests,
 * and forms show the same texts (LIMIT_TEXT) as field descriptions.
 */
import { backupRestoreIssues, type BackupSource } from './backup.js';
import type { ContractIssue } from './common.js';
import type { ServiceCreate } from './service-create.js';
import { SERVICE_LIMITS, SERVICE_MESSAGES, type OrgTier } from './service-fields.js';
import type { ReplicaScaling } from './service-scaling.js';

/** Human statements of the tier-only and paid-only limits, for form descriptions. */
const L = SERVICE_LIMITS;

export const LIMIT_TEXT = {
  hasTransparentDataEncryption:
    'Transparent data encryption is available only to ENTERPRISE organizations and can be turned on only when the service is created.',
  profile: 'Instance profiles are available only to ENTERPRISE organizations.',
  maxReplicaMemoryGb: `At most ${L.replicaMemoryMaxUnpaid} GB per replica for organizations without a paid plan; up to ${L.replicaMemoryMax} GB with a paid plan (subject to hardware available in the region).`,
  maxTotalMemoryGb: `At most ${L.totalMemoryMaxUnpaid} GB total memory for organizations without a paid plan; up to ${L.totalMemoryMax} GB with a paid plan.`,
  numReplicas: `${L.numReplicasMin} to ${L.numReplicasMax} replicas; at least ${L.numReplicasMinNewWarehouse} for the first service of a warehouse, except on BASIC organizations, whose default is ${L.numReplicasDefaultBasic}. Defaults to ${L.numReplicasDefault} on SCALE and ENTERPRISE organizations.`,
  replicaMemoryProductionOnly: 'Replica memory can be changed only for production services.',
  backupId:
    "a finished backup of one of the organization's services. The new service must use the same region, tier and provider as the service the backup was taken from.",
  dataWarehouseId: 'Give the ID of an existing warehouse to add this service to it; leave it out to start a new warehouse.',
  privatePreviewTermsChecked: 'Needed only when creating the first service of an organization during a private preview.',
} as const;

export const CONTEXT_MESSAGES = {
  enterpriseOnlyTde: 'Transparent data encryption is available only to ENTERPRISE organizations; turn it off or upgrade the organization.',
  enterpriseOnlyProfile: 'Instance profiles are available only to ENTERPRISE organizations; remove the profile or upgrade the organization.',
  replicaMemoryUnpaid: `Must be at most ${L.replicaMemoryMaxUnpaid} GB per replica until the organization has a paid plan.`,
  totalMemoryUnpaid: `Must be at most ${L.totalMemoryMaxUnpaid} GB total memory until the organization has a paid plan.`,
  unknownWarehouse: 'No warehouse with this ID exists in the organization; check the ID or leave it out.',
  readonlyNeedsExistingWarehouse: 'A read-only service must join an existing warehouse; give the ID of one or turn read-only off.',
  unknownBackup: 'No backup with this ID exists in the organization; check the ID or leave it out.',
  replicaMemoryProductionOnly: 'Replica memory can be changed only for production services; this service is a development service.',
} as const;

/** Default number of replicas when a create request gives none. */
export function defaultNumReplicas(orgTier: OrgTier): number {
  return orgTier === 'BASIC' ? L.numReplicasDefaultBasic : L.numReplicasDefault;
}

export interface ServiceCreateContext {
  orgTier: OrgTier;
  paid: boolean;
  warehouseExists: (id: string) => boolean;
  /** The backup of the organization with this id, with its status and where its service ran; undefined when there is none. */
  backupSource: (id: string) => BackupSource | undefined;
  /**
   * Informational: the private-preview terms (`privatePreviewTermsChecked`) matter only for the
   * first service of an organization during a private preview, which this contract cannot see;
   * no rule is enforced from it.
   */
  isFirstServiceOfOrg?: boolean;
}

export function serviceCreateContextIssues(body: ServiceCreate, ctx: ServiceCreateContext): ContractIssue[] {
  const out: ContractIssue[] = [];
  const add = (path: string, message: string) => out.push({ path, message });

  // Seed Limits: "numReplicas 1 to 20; 2 to 20 for the first service in a warehouse", and "default
  // 1 for the BASIC tier": both hold, so an explicit 1 on BASIC is accepted (issue 10 item 1).
  if (
    body.numReplicas !== undefined &&
    body.numReplicas < SERVICE_LIMITS.numReplicasMinNewWarehouse &&
    body.dataWarehouseId === undefined &&
    ctx.orgTier !== 'BASIC'
  ) {
    add('numReplicas', SERVICE_MESSAGES.numReplicasNewWarehouse);
  }

  if (body.hasTransparentDataEncryption === true && ctx.orgTier !== 'ENTERPRISE') {
    add('hasTransparentDataEncryption', CONTEXT_MESSAGES.enterpriseOnlyTde);
  }
  if (body.profile !== undefined && ctx.orgTier !== 'ENTERPRISE') {
    add('profile', CONTEXT_MESSAGES.enterpriseOnlyProfile);
  }
  if (!ctx.paid) {
    if (body.minReplicaMemoryGb !== undefined && body.minReplicaMemoryGb > SERVICE_LIMITS.replicaMemoryMaxUnpaid) {
      add('minReplicaMemoryGb', CONTEXT_MESSAGES.replicaMemoryUnpaid);
    }
    if (body.maxReplicaMemoryGb !== undefined && body.maxReplicaMemoryGb > SERVICE_LIMITS.replicaMemoryMaxUnpaid) {
      add('maxReplicaMemoryGb', CONTEXT_MESSAGES.replicaMemoryUnpaid);
    }
    if (body.minTotalMemoryGb !== undefined && body.minTotalMemoryGb > SERVICE_LIMITS.totalMemoryMaxUnpaid) {
      add('minTotalMemoryGb', CONTEXT_MESSAGES.totalMemoryUnpaid);
    }
    if (body.maxTotalMemoryGb !== undefined && body.maxTotalMemoryGb > SERVICE_LIMITS.totalMemoryMaxUnpaid) {
      add('maxTotalMemoryGb', CONTEXT_MESSAGES.totalMemoryUnpaid);
    }
  }
  const warehouseKnown = body.dataWarehouseId !== undefined && ctx.warehouseExists(body.dataWarehouseId);
  if (body.dataWarehouseId !== undefined && !warehouseKnown) {
    add('dataWarehouseId', CONTEXT_MESSAGES.unknownWarehouse);
  }
  if (body.isReadonly === true && !warehouseKnown) {
    add('isReadonly', CONTEXT_MESSAGES.readonlyNeedsExistingWarehouse);
  }
  if (body.backupId !== undefined) {
    const source = ctx.backupSource(body.backupId);
    if (source === undefined) add('backupId', CONTEXT_MESSAGES.unknownBackup);
    else out.push(...backupRestoreIssues(body, source));
  }
  return out;
}

export interface ReplicaScalingContext {
  paid: boolean;
  /** True when the service is the first (primary) service of its warehouse: it needs 2..20 replicas. */
  isNewWarehouseFirstService: boolean;
  /**
   * The organization's tier; on BASIC one replica is allowed. Undefined (unknown, as in the
   * console): the first service of a warehouse needs 2, unless it runs on fewer already
   * (`currentNumReplicas`), which only a BASIC organization allows.
   */
  orgTier?: OrgTier;
  /** The service's replicas now, when the tier is unknown (see `orgTier`). */
  currentNumReplicas?: number;
  /** The service's (deprecated) tier, when it has one. */
  tier?: string;
}

/** Whether the service must keep at least 2 replicas (the first service of a warehouse, not on BASIC). */
export function needsTwoReplicas(ctx: Omit<ReplicaScalingContext, 'paid'>): boolean {
  if (!ctx.isNewWarehouseFirstService) return false;
  if (ctx.orgTier !== undefined) return ctx.orgTier !== 'BASIC';
  return ctx.currentNumReplicas === undefined || ctx.currentNumReplicas >= SERVICE_LIMITS.numReplicasMinNewWarehouse;
}

export function replicaScalingContextIssues(body: ReplicaScaling, ctx: ReplicaScalingContext): ContractIssue[] {
  const out: ContractIssue[] = [];
  const add = (path: string, message: string) => out.push({ path, message });

  for (const field of ['minReplicaMemoryGb', 'maxReplicaMemoryGb'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (ctx.tier === 'development') add(field, CONTEXT_MESSAGES.replicaMemoryProductionOnly);
    else if (!ctx.paid && value > SERVICE_LIMITS.replicaMemoryMaxUnpaid) add(field, CONTEXT_MESSAGES.replicaMemoryUnpaid);
  }
  if (needsTwoReplicas(ctx) && body.numReplicas !== undefined && body.numReplicas < SERVICE_LIMITS.numReplicasMinNewWarehouse) {
    add('numReplicas', SERVICE_MESSAGES.numReplicasNewWarehouseFirst);
  }
  return out;
}
