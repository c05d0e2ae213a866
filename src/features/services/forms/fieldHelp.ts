import { BYOC_MEMORY_VALUES, LIMIT_TEXT, SERVICE_LIMITS as L } from '../../../contract';

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
  releaseChannel: 'Only for production services. Fast gets new releases as soon as they are available; slow defers them.',
  privatePreviewTermsChecked: LIMIT_TEXT.privatePreviewTermsChecked,
  minReplicaMemoryGb: `Memory of each replica when scaling: ${REPLICA_MEMORY}.`,
  maxReplicaMemoryGb: `${REPLICA_MEMORY[0].toUpperCase()}${REPLICA_MEMORY.slice(1)}, at least the minimum. ${LIMIT_TEXT.maxReplicaMemoryGb}`,
  numReplicas: `${LIMIT_TEXT.numReplicas} Further tier restrictions may apply.`,
  idleScaling: 'Lets the service scale to zero when it is idle. On by default.',
  idleTimeoutMinutes: `Minimum idle time before the service scales to zero: at least ${L.idleTimeoutMinutesMin} minutes.`,
  ipAccessList: 'Addresses allowed to reach the service: IPv4 or IPv6 addresses, or CIDR ranges.',
  endpoints: 'Turns the MySQL endpoint on or off (the HTTPS and native endpoints are always on). Leave empty for the default.',
  dataWarehouseId: LIMIT_TEXT.dataWarehouseId,
  isReadonly: 'Only for a service that joins an existing warehouse (a warehouse ID is given).',
  backupId: `The backup the new service starts from: ${LIMIT_TEXT.backupId}`,
  encryptionKey: 'Optional customer-provided key for disk encryption.',
  encryptionAssumedRoleIdentifier: 'Optional role the service assumes to use the disk encryption key.',
  hasTransparentDataEncryption: LIMIT_TEXT.hasTransparentDataEncryption,
  complianceType: 'Compliance regime the service must meet: HIPAA or PCI.',
  profile: LIMIT_TEXT.profile,
  byocId: `The ID returned after a bring-your-own-cloud region setup. With it, minimum and maximum replica memory are required and must each be ${BYOC_MEMORY_VALUES.slice(0, -1).join(', ')} or ${BYOC_MEMORY_VALUES[BYOC_MEMORY_VALUES.length - 1]} GB.`,
  tier: 'Deprecated: set the memory per replica and the number of replicas (Scaling) instead (tiers are deprecated for BASIC, SCALE and ENTERPRISE organizations). Production services scale; development services have a fixed size; Azure does not support the development tier.',
  minTotalMemoryGb: `Deprecated: set the minimum memory per replica (Scaling) instead; a total is inaccurate unless the service has the default number of replicas. Only for production services: ${TOTAL_MEMORY}.`,
  maxTotalMemoryGb: `Deprecated: set the maximum memory per replica (Scaling) instead; a total is inaccurate unless the service has the default number of replicas. Only for production services: ${TOTAL_MEMORY}, at least the minimum. ${LIMIT_TEXT.maxTotalMemoryGb}`,
  privateEndpointIds: 'Deprecated: create the service first, then register private endpoints on its page. Press Enter after each ID.',
} as const;
