import { z } from 'zod';
import { backupRestoreIssues, serviceCreateSchemaFor, type BackupSource, type ManagementDialect, type ServiceCreate } from '../../../../contract';
import type { SizePreset } from './sizePresets';

/**
 * The create-service form's values. They mirror the request body field by field (same names, so
 * contract errors land on the inputs), except that empty text, empty lists and switches left at
 * their "off" default mean "leave the field out". `toRequestBody` is the only mapping.
 */
export interface CreateServiceValues {
  /** The size preset chosen (sizePresets.ts): only the form's, never sent; kept in the draft with the rest. */
  sizePreset: SizePreset;
  name: string;
  provider?: string;
  region?: string;
  releaseChannel?: string;
  privatePreviewTermsChecked: boolean;
  minReplicaMemoryGb?: number;
  maxReplicaMemoryGb?: number;
  numReplicas?: number;
  idleScaling: boolean;
  idleTimeoutMinutes?: number;
  ipAccessList: { source: string; description: string }[];
  endpoints: { protocol: string; enabled: boolean }[];
  dataWarehouseId: string;
  isReadonly: boolean;
  backupId: string;
  encryptionKey: string;
  encryptionAssumedRoleIdentifier: string;
  hasTransparentDataEncryption: boolean;
  complianceType?: string;
  profile?: string;
  byocId: string;
  tier?: string;
  minTotalMemoryGb?: number;
  maxTotalMemoryGb?: number;
  privateEndpointIds: string[];
}

export const createServiceDefaults: CreateServiceValues = {
  sizePreset: 'custom',
  name: '',
  provider: undefined,
  region: undefined,
  releaseChannel: undefined,
  privatePreviewTermsChecked: false,
  minReplicaMemoryGb: undefined,
  maxReplicaMemoryGb: undefined,
  numReplicas: undefined,
  idleScaling: true,
  idleTimeoutMinutes: undefined,
  ipAccessList: [],
  endpoints: [],
  dataWarehouseId: '',
  isReadonly: false,
  backupId: '',
  encryptionKey: '',
  encryptionAssumedRoleIdentifier: '',
  hasTransparentDataEncryption: false,
  complianceType: undefined,
  profile: undefined,
  byocId: '',
  tier: undefined,
  minTotalMemoryGb: undefined,
  maxTotalMemoryGb: undefined,
  privateEndpointIds: [],
};

/** What the form holds and never sends. */
const FORM_ONLY: readonly (keyof CreateServiceValues)[] = ['sizePreset'];

/** Every top-level field of the request body (each a field of the form). */
export const CREATE_SERVICE_FIELDS = (Object.keys(createServiceDefaults) as (keyof CreateServiceValues)[]).filter((k) => !FORM_ONLY.includes(k));

/** Fields folded away under "Legacy and deprecated". */
export const LEGACY_FIELDS = ['tier', 'minTotalMemoryGb', 'maxTotalMemoryGb', 'privateEndpointIds'] as const;

/** Switches that are sent only when turned on (off is the server's default). */
const SENT_WHEN_ON = ['privatePreviewTermsChecked', 'isReadonly', 'hasTransparentDataEncryption'] as const;

/**
 * Form values -> request body: drops empty text, unset choices and numbers, empty optional lists,
 * and switches left off; keeps everything the person set, as typed (the contract judges it).
 * The IP access list is always sent (the real service requires it; an empty list is allowed).
 */
export function toRequestBody(values: CreateServiceValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values) as [keyof CreateServiceValues, unknown][]) {
    if (value === undefined || value === null || value === '' || FORM_ONLY.includes(key)) continue;
    if ((SENT_WHEN_ON as readonly string[]).includes(key) && value === false) continue;
    if (key === 'ipAccessList') {
      body.ipAccessList = values.ipAccessList.map((e) => (e.description === '' ? { source: e.source } : e));
      continue;
    }
    if (Array.isArray(value) && value.length === 0) continue;
    body[key] = value;
  }
  return body;
}

const formSchemaFor = (dialect: ManagementDialect) =>
  z
    .custom<CreateServiceValues>()
    .transform((values) => toRequestBody(values))
    .pipe(serviceCreateSchemaFor(dialect) as z.ZodType<ServiceCreate, Record<string, unknown>>);

const FORM_SCHEMAS = { contract: formSchemaFor('contract'), cloud: formSchemaFor('cloud') } satisfies Record<ManagementDialect, unknown>;

/**
 * The form's resolver schema: maps the values to the body, then validates the BODY with the
 * contract's own schema for the target spoken to (against a real upstream, also the values it
 * refuses). Body and form share field names, so each message lands on its field. One schema per
 * dialect, built once (the resolver is memoized on it).
 */
export function createServiceFormSchemaFor(dialect: ManagementDialect) {
  return FORM_SCHEMAS[dialect];
}

/** The resolver schema against the local emulator (the contract documents' rules). */
export const createServiceFormSchema = FORM_SCHEMAS.contract;

/**
 * The resolver schema with the restore rule: a `backupId` of a backup the console knows (`sourceOf`,
 * read at validation time, as the organization's backups load) must be finished, and the region,
 * tier and provider must be those of the service it was taken from; each message on its field.
 */
export function restoringFormSchemaFor(dialect: ManagementDialect, sourceOf: () => (backupId: string) => BackupSource | undefined) {
  return FORM_SCHEMAS[dialect].superRefine((body, ctx) => {
    if (body.backupId === undefined) return;
    const source = sourceOf()(body.backupId);
    if (source === undefined) return; // not among the backups read: the server judges it
    for (const issue of backupRestoreIssues(body, source)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
}

/** What "Restore into a new service" sets: the backup, and where the original service runs. */
export function restoreValues(backupId: string, source: BackupSource): Partial<CreateServiceValues> {
  return { backupId, region: source.region, provider: source.provider, tier: source.tier };
}
