/**
 * Service as answered by the server (lenient: unknown fields pass through, not refused,
 * and enum-like fields accept values this console does not know yet).
 */
import { z } from 'zod';
import { ipAccessEntryResponseSchema, looseEnum } from './common.js';
import { COMPLIANCE_TYPES, PROFILES, PROVIDERS, REGIONS, RELEASE_CHANNELS, SERVICE_STATES, TIERS } from './service-fields.js';

export const serviceEndpointSchema = z.looseObject({
  protocol: z.string(),
  host: z.string(),
  port: z.number(),
  username: z.string().nullish(),
});
export type ServiceEndpoint = z.infer<typeof serviceEndpointSchema>;

export const serviceSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  dbVersion: z.string().optional(),
  endpoints: z.array(serviceEndpointSchema).optional(),
  /** @deprecated */
  minTotalMemoryGb: z.number().nullish(),
  /** @deprecated */
  maxTotalMemoryGb: z.number().nullish(),
  minReplicaMemoryGb: z.number().nullish(),
  maxReplicaMemoryGb: z.number().nullish(),
  numReplicas: z.number().nullish(),
  idleScaling: z.boolean().optional(),
  idleTimeoutMinutes: z.number().nullish(),
  ipAccessList: z.array(ipAccessEntryResponseSchema).optional(),
  createdAt: z.string().optional(),
  encryptionKey: z.string().nullish(),
  encryptionAssumedRoleIdentifier: z.string().nullish(),
  iamRole: z.string().nullish(),
  privateEndpointIds: z.array(z.string()).optional(),
  availablePrivateEndpointIds: z.array(z.string()).optional(),
  dataWarehouseId: z.string().nullish(),
  isPrimary: z.boolean().optional(),
  isReadonly: z.boolean().optional(),
  byocId: z.string().nullish(),
  hasTransparentDataEncryption: z.boolean().optional(),
  transparentDataEncryptionKeyId: z.string().nullish(),
  encryptionRoleId: z.string().nullish(),
  // Not in the contract's Service table, but answered by the real service.
  state: looseEnum(SERVICE_STATES).optional(),
  provider: looseEnum(PROVIDERS).optional(),
  region: looseEnum(REGIONS).optional(),
  tier: looseEnum(TIERS).optional(),
  releaseChannel: looseEnum(RELEASE_CHANNELS).nullish(),
  profile: looseEnum(PROFILES).nullish(),
  complianceType: looseEnum(COMPLIANCE_TYPES).nullish(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceCreateResultSchema = z.looseObject({
  service: serviceSchema,
  password: z.string(),
});
export type ServiceCreateResult = z.infer<typeof serviceCreateResultSchema>;

export const servicePrivateEndpointSchema = z.looseObject({
  id: z.string(),
  description: z.string().nullish(),
});
export type ServicePrivateEndpoint = z.infer<typeof servicePrivateEndpointSchema>;
