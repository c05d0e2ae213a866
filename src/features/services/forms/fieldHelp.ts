import { BYOC_MEMORY_VALUES, LIMIT_TEXT, REAL_ONLY_REGIONS, SEED_ONLY_PROFILES, SEED_ONLY_REGIONS, SERVICE_LIMITS as L } from '../../../contract';

const REPLICA_MEMORY = `a multiple of ${L.replicaMemoryStep} from ${L.replicaMemoryMin} to ${L.replicaMemoryMax} GB`;
const TOTAL_MEMORY = `a multiple of ${L.totalMemoryStep} from ${L.totalMemoryMin} to ${L.totalMemoryMax} GB`;

/**
 * Each service field's documented rule, shown as the input's description. The rules themselves
 * are enforced by the contract schemas (src/contract); these are the words a person reads.
 */
export const SERVICE_FIELD_HELP = {
  name: `Letters, digits and spaces; up to ${L.nameMaxLength} characters.`,
  provider: 'The cloud that hosts the service: AWS, GCP or Azure.',
  region: 'Only the regions of the chosen provider are offered.',
  /** Which regions only one of the two sources lists (both are accepted). */
  regionSources: `Seed-only (in the contract documents, not offered by the real service): ${SEED_ONLY_REGIONS.join(', ')}. Real service only: ${REAL_ONLY_REGIONS.join(', ')}.`,
  releaseChannel: 'Only for production services. Fast gets new releases as soon as they are available; slow defers them.',
  privatePreviewTermsChecked: LIMIT_TEXT.privatePreviewTermsChecked,
  minReplicaMemoryGb: `Memory of each replica when scaling: ${REPLICA_MEMORY}.`,
  maxReplicaMemoryGb: `${REPLICA_MEMORY[0].toUpperCase()}${REPLICA_MEMORY.slice(1)}, at least the minimum. ${LIMIT_TEXT.maxReplicaMemoryGb}`,
  numReplicas: `${LIMIT_TEXT.numReplicas} Further tier restrictions may apply.`,
  idleScaling: 'Lets the service scale to zero when it is idle. On by default.',
  idleTimeoutMinutes: `Minimum idle time before the service scales to zero: at least ${L.idleTimeoutMinutesMin} minutes.`,
  ipAccessList: 'Addresses allowed to reach the service: IPv4 or IPv6 addresses, or CIDR ranges.',
  endpoints: 'Turns service endpoints on or off by protocol (the contract documents mysql). Leave empty for the defaults.',
  dataWarehouseId: LIMIT_TEXT.dataWarehouseId,
  isReadonly: 'Only for a service that joins an existing warehouse (a warehouse ID is given).',
  backupId: `UUID of a backup to start from. ${LIMIT_TEXT.backupId}`,
  encryptionKey: 'Optional customer-provided key for disk encryption.',
  encryptionAssumedRoleIdentifier: 'Optional role the service assumes to use the disk encryption key.',
  hasTransparentDataEncryption: LIMIT_TEXT.hasTransparentDataEncryption,
  complianceType: 'Compliance regime the service must meet: HIPAA or PCI.',
  profile: `${LIMIT_TEXT.profile} Seed-only (in the contract documents, not offered by the real service): ${SEED_ONLY_PROFILES.join(', ')}.`,
  byocId: `The ID returned after a bring-your-own-cloud region setup. With it, minimum and maximum replica memory are required and must each be ${BYOC_MEMORY_VALUES.slice(0, -1).join(', ')} or ${BYOC_MEMORY_VALUES[BYOC_MEMORY_VALUES.length - 1]} GB.`,
  tier: 'Deprecated for BASIC, SCALE and ENTERPRISE organizations. Production services scale; development services have a fixed size; Azure does not support the development tier.',
  minTotalMemoryGb: `Deprecated. Only for production services: ${TOTAL_MEMORY}.`,
  maxTotalMemoryGb: `Deprecated. Only for production services: ${TOTAL_MEMORY}, at least the minimum. ${LIMIT_TEXT.maxTotalMemoryGb}`,
  privateEndpointIds: 'Deprecated: create the service first, then register private endpoints on its page. Press Enter after each ID.',
} as const;
