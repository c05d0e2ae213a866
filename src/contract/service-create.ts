/**
 * Operation 1, Create service: `POST /v1/organizations/{organizationId}/services`.
 * Every body field is optional as far as the contract states.
 */
import { z } from 'zod';
import { bool, idText, ipAccessListSchema, list, strictObject, text, typedUuidSchema } from './common.js';
import {
  BYOC_MEMORY_VALUES,
  PROVIDER_LABELS,
  PROVIDERS,
  REGIONS_BY_PROVIDER,
  SERVICE_MESSAGES,
  byocIdSchema,
  complianceTypeSchema,
  dataWarehouseIdSchema,
  endpointProtocolSchema,
  idleTimeoutMinutesSchema,
  numReplicasSchema,
  profileSchema,
  providerOfRegion,
  providerSchema,
  regionSchema,
  releaseChannelSchema,
  replicaMemoryGbSchema,
  serviceNameSchema,
  tierSchema,
  totalMemoryGbSchema,
} from './service-fields.js';

export const serviceEndpointChangeSchema = strictObject({
  protocol: endpointProtocolSchema,
  enabled: bool(),
});
export type ServiceEndpointChange = z.infer<typeof serviceEndpointChangeSchema>;

export const SERVICE_CREATE_MESSAGES = {
  azureDevelopment: 'Azure services do not support the development tier; choose another tier or provider.',
  totalMemoryProductionOnly: 'Total memory can be set only for production services; remove it or choose the production tier.',
  releaseChannelProductionOnly: 'A release channel can be chosen only for production services; remove it or choose the production tier.',
  replicaMemoryNotDevelopment: 'Development services have a fixed size; remove the replica memory or choose the production tier.',
  readonlyNeedsWarehouse: 'A service can be read-only only when it joins an existing warehouse; give a warehouse ID or turn read-only off.',
  byocMemory: `With a BYOC ID, replica memory must be one of ${BYOC_MEMORY_VALUES.join(', ')} GB.`,
  byocMemoryRequired: `Required with a BYOC ID: choose ${BYOC_MEMORY_VALUES.join(', ')} GB.`,
} as const;

export function regionMismatchMessage(region: string, provider: string): string {
  const label = PROVIDER_LABELS[provider as keyof typeof PROVIDER_LABELS] ?? provider;
  const allowed = REGIONS_BY_PROVIDER[provider as keyof typeof REGIONS_BY_PROVIDER] ?? [];
  return `Region ${region} is not offered by ${label}; choose one of: ${allowed.join(', ')}.`;
}

const serviceCreateShape = {
  name: serviceNameSchema.optional(),
  provider: providerSchema.optional(),
  region: regionSchema.optional(),
  /** @deprecated for BASIC, SCALE and ENTERPRISE organizations. */
  tier: tierSchema.optional(),
  ipAccessList: ipAccessListSchema.optional(),
  /** @deprecated */
  minTotalMemoryGb: totalMemoryGbSchema.optional(),
  /** @deprecated */
  maxTotalMemoryGb: totalMemoryGbSchema.optional(),
  minReplicaMemoryGb: replicaMemoryGbSchema.optional(),
  maxReplicaMemoryGb: replicaMemoryGbSchema.optional(),
  numReplicas: numReplicasSchema.optional(),
  idleScaling: bool().optional(),
  idleTimeoutMinutes: idleTimeoutMinutesSchema.optional(),
  isReadonly: bool().optional(),
  dataWarehouseId: dataWarehouseIdSchema.optional(),
  backupId: typedUuidSchema.optional(),
  encryptionKey: text().optional(),
  encryptionAssumedRoleIdentifier: text().optional(),
  /** @deprecated attach private endpoints after creation instead. */
  privateEndpointIds: list(idText('Enter a private endpoint ID.')).optional(),
  privatePreviewTermsChecked: bool().optional(),
  releaseChannel: releaseChannelSchema.optional(),
  byocId: byocIdSchema.optional(),
  hasTransparentDataEncryption: bool().optional(),
  endpoints: list(serviceEndpointChangeSchema).optional(),
  profile: profileSchema.optional(),
  complianceType: complianceTypeSchema.optional(),
};

type ServiceCreateDraft = z.infer<z.ZodObject<typeof serviceCreateShape>>;

/** Cross-field rules of a create request; each issue points at the field it is about. */
export function serviceCreateCrossFieldIssues(v: ServiceCreateDraft): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  const add = (path: string, message: string) => out.push({ path: [path], message });

  const regionProvider = typeof v.region === 'string' ? providerOfRegion(v.region) : undefined;
  if (v.region !== undefined && v.provider !== undefined && regionProvider !== undefined) {
    if ((PROVIDERS as readonly unknown[]).includes(v.provider) && regionProvider !== v.provider) {
      add('region', regionMismatchMessage(v.region, v.provider));
    }
  }
  // The provider sent, or the one an Azure region implies when none is sent (the service derives it).
  if (v.tier === 'development' && (v.provider ?? regionProvider) === 'azure') add('tier', SERVICE_CREATE_MESSAGES.azureDevelopment);

  if (v.tier !== undefined && v.tier !== 'production') {
    if (v.minTotalMemoryGb !== undefined) add('minTotalMemoryGb', SERVICE_CREATE_MESSAGES.totalMemoryProductionOnly);
    if (v.maxTotalMemoryGb !== undefined) add('maxTotalMemoryGb', SERVICE_CREATE_MESSAGES.totalMemoryProductionOnly);
    if (v.releaseChannel !== undefined) add('releaseChannel', SERVICE_CREATE_MESSAGES.releaseChannelProductionOnly);
  }
  if (v.tier === 'development') {
    if (v.minReplicaMemoryGb !== undefined) add('minReplicaMemoryGb', SERVICE_CREATE_MESSAGES.replicaMemoryNotDevelopment);
    if (v.maxReplicaMemoryGb !== undefined) add('maxReplicaMemoryGb', SERVICE_CREATE_MESSAGES.replicaMemoryNotDevelopment);
  }

  if (v.minTotalMemoryGb !== undefined && v.maxTotalMemoryGb !== undefined && v.maxTotalMemoryGb < v.minTotalMemoryGb) {
    add('maxTotalMemoryGb', SERVICE_MESSAGES.maxBelowMinTotal);
  }
  if (v.minReplicaMemoryGb !== undefined && v.maxReplicaMemoryGb !== undefined && v.maxReplicaMemoryGb < v.minReplicaMemoryGb) {
    add('maxReplicaMemoryGb', SERVICE_MESSAGES.maxBelowMinReplica);
  }

  if (v.isReadonly === true && v.dataWarehouseId === undefined) {
    add('isReadonly', SERVICE_CREATE_MESSAGES.readonlyNeedsWarehouse);
  }

  if (v.byocId !== undefined) {
    for (const field of ['minReplicaMemoryGb', 'maxReplicaMemoryGb'] as const) {
      const value = v[field];
      if (value === undefined) add(field, SERVICE_CREATE_MESSAGES.byocMemoryRequired);
      else if (!(BYOC_MEMORY_VALUES as readonly number[]).includes(value)) add(field, SERVICE_CREATE_MESSAGES.byocMemory);
    }
  }
  return out;
}

export const serviceCreateSchema = strictObject(serviceCreateShape).superRefine(
  (v, ctx) => {
    for (const issue of serviceCreateCrossFieldIssues(v)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  },
  // Also when some field is wrong, so a form shows every message in one go. The cross-field
  // rules tolerate values of any type (a wrong type only fails their comparisons).
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
);

export type ServiceCreate = z.infer<typeof serviceCreateSchema>;
export type ServiceCreateInput = z.input<typeof serviceCreateSchema>;
