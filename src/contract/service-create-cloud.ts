/**
 * Create-service values the contract documents allow and ClickHouse Cloud's real API refuses
 * (ServicePostRequest in the vendor OpenAPI): the region `me-central-1` and the `v1-highcpu-*`
 * profiles. The local emulator follows the contract documents and takes them; against a real
 * upstream (management dialect `cloud`) a form refuses them before sending, with the reason at
 * the field (`serviceCreateSchemaFor`). Every other enum and bound of the request is the same in
 * both documents, or stricter here than in either (service-create-cloud.test.ts checks each one
 * at its bound, in both dialects).
 */
import type { ContractIssue } from './common.js';
import type { ManagementDialect } from './dialectNames.js';
import { serviceCreateSchema } from './service-create.js';
import { SEED_ONLY_PROFILES, SEED_ONLY_REGIONS } from './service-fields.js';

/** Per field, the values of the contract documents that the real service's enum lacks. */
export const NOT_OFFERED_BY_CLOUD = {
  region: SEED_ONLY_REGIONS,
  profile: SEED_ONLY_PROFILES,
} as const satisfies Record<string, readonly string[]>;
export type CloudLimitedField = keyof typeof NOT_OFFERED_BY_CLOUD;

/** False for a value the real service refuses in this field (any other value: true). */
export function offeredByCloud(field: CloudLimitedField, value: unknown): boolean {
  return !(NOT_OFFERED_BY_CLOUD[field] as readonly unknown[]).includes(value);
}

/** Why a real upstream would refuse the value, and what to do instead. */
export const CLOUD_REFUSALS: Record<CloudLimitedField, (value: string) => string> = {
  region: (v) => `ClickHouse Cloud does not offer the region ${v} (only the local emulator does); choose another region.`,
  profile: (v) => `ClickHouse Cloud does not offer the profile ${v} (only the local emulator does); choose v1-default or a v1-highmem profile.`,
};

/** How such a value is marked where it is offered, in the words of the target spoken to. */
export const NOT_IN_CLOUD_MARKS: Record<ManagementDialect, string> = {
  contract: 'Only on the local emulator',
  cloud: 'Not offered by ClickHouse Cloud',
};

/** The issues a real upstream's enums raise that the contract's schema does not. */
export function cloudRefusalIssues(body: Record<string, unknown>): ContractIssue[] {
  const out: ContractIssue[] = [];
  for (const field of Object.keys(NOT_OFFERED_BY_CLOUD) as CloudLimitedField[]) {
    const value = body[field];
    if (typeof value === 'string' && !offeredByCloud(field, value)) out.push({ path: field, message: CLOUD_REFUSALS[field](value) });
  }
  return out;
}

const cloudServiceCreateSchema = serviceCreateSchema.superRefine(
  (v, ctx) => {
    for (const issue of cloudRefusalIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  },
  // Also when another field is wrong, so that every message shows in one round.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
);

/** The create request's rules for a target: the contract's, plus the real service's enums for `cloud`. */
export function serviceCreateSchemaFor(dialect: ManagementDialect): typeof serviceCreateSchema {
  return dialect === 'cloud' ? cloudServiceCreateSchema : serviceCreateSchema;
}
