/**
 * Value lists and single-field rules of a service (operations 1 and 2 of the management API).
 */
import { idText, intBetween, multipleBetween, nonEmptyText, numberRule, oneOf, text } from './common.js';

export const PROVIDERS = ['aws', 'gcp', 'azure'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const PROVIDER_LABELS: Record<Provider, string> = { aws: 'AWS', gcp: 'GCP', azure: 'Azure' };

/**
 * The seed's regions and the real service's (OpenAPI ServicePostRequest.region) together: a
 * request the real service accepts must pass, and so must one the seed documents. Where they
 * differ, SEED_ONLY_REGIONS and REAL_ONLY_REGIONS say so; against a real upstream the seed-only
 * ones are refused (service-create-cloud.ts), and the form marks them.
 */
export const REGIONS_BY_PROVIDER = {
  aws: [
    'ap-northeast-1',
    'ap-northeast-2',
    'ap-south-1',
    'ap-southeast-1',
    'ap-southeast-2',
    'ca-central-1',
    'eu-central-1',
    'eu-west-1',
    'eu-west-2',
    'il-central-1',
    'me-central-1',
    'us-east-1',
    'us-east-2',
    'us-west-2',
  ],
  gcp: ['us-east1', 'us-central1', 'europe-west2', 'europe-west4', 'asia-southeast1', 'asia-northeast1'],
  azure: ['eastus', 'eastus2', 'westus3', 'germanywestcentral', 'centralus'],
} as const satisfies Record<Provider, readonly string[]>;

/** In the seed's list, not in the real service's (OpenAPI): refused against a real upstream. */
export const SEED_ONLY_REGIONS = ['me-central-1'] as const;
/** In the real service's list (OpenAPI), not in the seed's. */
export const REAL_ONLY_REGIONS = ['ap-northeast-2', 'ca-central-1', 'il-central-1', 'europe-west2', 'asia-northeast1', 'centralus'] as const;

export const REGIONS = [...REGIONS_BY_PROVIDER.aws, ...REGIONS_BY_PROVIDER.gcp, ...REGIONS_BY_PROVIDER.azure] as const;
export type Region = (typeof REGIONS)[number];

/** The provider a region belongs to. */
export function providerOfRegion(region: string): Provider | undefined {
  return PROVIDERS.find((p) => (REGIONS_BY_PROVIDER[p] as readonly string[]).includes(region));
}

/** Deprecated for BASIC, SCALE and ENTERPRISE organizations. */
export const TIERS = [
  'development',
  'production',
  'dedicated_high_mem',
  'dedicated_high_cpu',
  'dedicated_standard',
  'dedicated_standard_n2d_standard_4',
  'dedicated_standard_n2d_standard_8',
  'dedicated_standard_n2d_standard_32',
  'dedicated_standard_n2d_standard_128',
  'dedicated_standard_n2d_standard_32_16SSD',
  'dedicated_standard_n2d_standard_64_24SSD',
] as const;
export type Tier = (typeof TIERS)[number];

export const PROFILES = [
  'v1-default',
  'v1-highmem-xs',
  'v1-highmem-s',
  'v1-highmem-m',
  'v1-highmem-l',
  'v1-highmem-xl',
  'v1-highcpu-s',
  'v1-highcpu-m',
  'v1-highcpu-l',
  'v1-highcpu-xl',
] as const;
export type Profile = (typeof PROFILES)[number];

/** Profiles the seed lists and the real service's OpenAPI does not (it has only v1-default and v1-highmem-*): refused against a real upstream. */
export const SEED_ONLY_PROFILES = ['v1-highcpu-s', 'v1-highcpu-m', 'v1-highcpu-l', 'v1-highcpu-xl'] as const;

export const RELEASE_CHANNELS = ['slow', 'default', 'fast'] as const;
export type ReleaseChannel = (typeof RELEASE_CHANNELS)[number];

export const COMPLIANCE_TYPES = ['hipaa', 'pci'] as const;
export type ComplianceType = (typeof COMPLIANCE_TYPES)[number];

/** Replica memory sizes (GB) allowed for both min and max when a BYOC ID is given. */
export const BYOC_MEMORY_VALUES = [48, 116, 172, 232] as const;

/**
 * Endpoint protocols a create or update request can turn on or off: the real service's enum
 * (OpenAPI ServiceEndpointChange.protocol) is `mysql` alone, and the contract documents show no
 * value beyond that sample. The https and nativesecure endpoints a service answers are always on.
 */
export const ENDPOINT_PROTOCOLS = ['mysql'] as const;
export type EndpointProtocol = (typeof ENDPOINT_PROTOCOLS)[number];

export const ORG_TIERS = ['BASIC', 'SCALE', 'ENTERPRISE'] as const;
export type OrgTier = (typeof ORG_TIERS)[number];

export const SERVICE_STATES = [
  'starting',
  'stopping',
  'terminating',
  'softdeleting',
  'awaking',
  'partially_running',
  'provisioning',
  'running',
  'stopped',
  'terminated',
  'softdeleted',
  'degraded',
  'failed',
  'idle',
] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** States a service passes through on its way to a settled state. */
export const TRANSITIONAL_SERVICE_STATES = [
  'starting',
  'stopping',
  'terminating',
  'softdeleting',
  'awaking',
  'provisioning',
] as const satisfies readonly ServiceState[];

// ---------------------------------------------------------------------------
// Bounds and messages (written once, used by schemas, context rules and forms)
// ---------------------------------------------------------------------------

export const SERVICE_LIMITS = {
  nameMaxLength: 50,
  replicaMemoryStep: 4,
  replicaMemoryMin: 8,
  replicaMemoryMax: 356,
  replicaMemoryMaxUnpaid: 120,
  totalMemoryStep: 12,
  totalMemoryMin: 24,
  totalMemoryMax: 1068,
  totalMemoryMaxUnpaid: 360,
  /** The deprecated total memory is "the memory of three workers" (OpenAPI): 3 x replica memory. */
  totalMemoryWorkers: 3,
  numReplicasMin: 1,
  numReplicasMax: 20,
  numReplicasMinNewWarehouse: 2,
  idleTimeoutMinutesMin: 5,
  /** Replicas when a create request gives none: 1 on BASIC organizations, 3 on SCALE and ENTERPRISE. */
  numReplicasDefaultBasic: 1,
  numReplicasDefault: 3,
} as const;

const L = SERVICE_LIMITS;

export const SERVICE_MESSAGES = {
  nameEmpty: `Enter a name (letters, digits and spaces, up to ${L.nameMaxLength} characters).`,
  nameChars: `Use letters, digits and spaces only (up to ${L.nameMaxLength} characters).`,
  replicaMemory: `Must be a multiple of ${L.replicaMemoryStep} between ${L.replicaMemoryMin} and ${L.replicaMemoryMax} GB.`,
  totalMemory: `Must be a multiple of ${L.totalMemoryStep} between ${L.totalMemoryMin} and ${L.totalMemoryMax} GB.`,
  numReplicas: `Must be a whole number between ${L.numReplicasMin} and ${L.numReplicasMax}.`,
  numReplicasNewWarehouse: `Needs at least ${L.numReplicasMinNewWarehouse} replicas when the service starts a new warehouse (no warehouse ID given), except on a BASIC organization.`,
  numReplicasNewWarehouseFirst: `Needs at least ${L.numReplicasMinNewWarehouse} replicas: this is the first service of its warehouse (${L.numReplicasMin} is allowed only on a BASIC organization).`,
  idleTimeout: `Must be a number of at least ${L.idleTimeoutMinutesMin} minutes.`,
  maxBelowMinReplica: 'The maximum replica memory must be at least the minimum replica memory.',
  maxBelowMinTotal: 'The maximum total memory must be at least the minimum total memory.',
  endpointProtocol: `Choose an endpoint protocol: ${ENDPOINT_PROTOCOLS.join(', ')} (the only endpoint that can be turned on or off).`,
} as const;

const NAME_PATTERN = /^[A-Za-z0-9 ]+$/;

export const serviceNameSchema = text()
  .refine((s) => s.trim().length > 0, { error: SERVICE_MESSAGES.nameEmpty })
  .refine((s) => s.trim().length === 0 || (s.length <= L.nameMaxLength && NAME_PATTERN.test(s)), {
    error: SERVICE_MESSAGES.nameChars,
  });

export const replicaMemoryGbSchema = multipleBetween(L.replicaMemoryStep, L.replicaMemoryMin, L.replicaMemoryMax, 'GB');
export const totalMemoryGbSchema = multipleBetween(L.totalMemoryStep, L.totalMemoryMin, L.totalMemoryMax, 'GB');
export const numReplicasSchema = intBetween(L.numReplicasMin, L.numReplicasMax);
// "Must be >= 5 minutes", `type: number` (OpenAPI): a fraction such as 7.5 is accepted.
export const idleTimeoutMinutesSchema = numberRule(SERVICE_MESSAGES.idleTimeout, (n) => Number.isFinite(n) && n >= SERVICE_LIMITS.idleTimeoutMinutesMin, {
  unit: 'minutes',
  example: SERVICE_LIMITS.idleTimeoutMinutesMin,
});

export const providerSchema = oneOf(PROVIDERS, 'Choose a cloud provider: aws, gcp or azure.');
export const regionSchema = oneOf(REGIONS, `Choose a region from the list: ${REGIONS.join(', ')}.`);
export const tierSchema = oneOf(TIERS);
export const profileSchema = oneOf(PROFILES);
export const releaseChannelSchema = oneOf(RELEASE_CHANNELS);
export const complianceTypeSchema = oneOf(COMPLIANCE_TYPES);
export const endpointProtocolSchema = oneOf(ENDPOINT_PROTOCOLS, SERVICE_MESSAGES.endpointProtocol);

export const dataWarehouseIdSchema = idText('Enter a warehouse ID, or leave the field out.');
export const byocIdSchema = nonEmptyText('Enter the BYOC ID, or leave the field out.');
