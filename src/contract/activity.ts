/**
 * The organization's activity log (OpenAPI `GET /v1/organizations/{organizationId}/activities`,
 * query `from_date`, `to_date`: `format: date-time`): who did what, when, on which service.
 */
import { z } from 'zod';
import { looseEnum, text } from './common.js';
import { parseIsoDateTime } from './key.js';

/** OpenAPI `Activity.type`, in the document's order. */
export const ACTIVITY_TYPES = [
  'create_organization',
  'organization_update_name',
  'transfer_service_in',
  'transfer_service_out',
  'save_payment_method',
  'marketplace_subscription',
  'migrate_marketplace_billing_details_in',
  'migrate_marketplace_billing_details_out',
  'organization_update_tier',
  'organization_invite_create',
  'organization_invite_delete',
  'organization_member_join',
  'organization_member_add',
  'organization_member_leave',
  'organization_member_delete',
  'organization_member_update_role',
  'organization_member_update_roles',
  'organization_member_update_mfa_method',
  'organization_saml_connection_create',
  'organization_saml_connection_update',
  'user_login',
  'user_login_failed',
  'user_logout',
  'key_create',
  'key_delete',
  'openapi_key_update',
  'service_create',
  'service_start',
  'service_stop',
  'service_awaken',
  'service_idle',
  'service_running',
  'service_partially_running',
  'service_delete',
  'service_update_name',
  'service_update_ip_access_list',
  'service_update_autoscaling_memory',
  'service_update_autoscaling_idling',
  'service_update_password',
  'service_update_autoscaling_replicas',
  'service_update_max_allowable_replicas',
  'service_update_backup_configuration',
  'service_update_snapshot_configuration',
  'service_restore_backup',
  'service_update_release_channel',
  'service_update_gpt_usage_consent',
  'service_update_private_endpoints',
  'service_import_to_organization',
  'service_export_from_organization',
  'service_maintenance_start',
  'service_maintenance_end',
  'service_update_core_dump',
  'backup_delete',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** OpenAPI `Activity.actorType`. */
export const ACTOR_TYPES = ['user', 'support', 'system', 'api'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** OpenAPI `Activity.keyUpdateType` (for `openapi_key_update`). */
export const KEY_UPDATE_TYPES = [
  'created',
  'deleted',
  'name-changed',
  'role-changed',
  'state-changed',
  'date-changed',
  'ip-access-list-changed',
  'org-role-changed',
  'default-service-role-changed',
  'service-role-changed',
  'roles-v2-changed',
] as const;
export type KeyUpdateType = (typeof KEY_UPDATE_TYPES)[number];

export const ACTIVITY_MESSAGES = {
  dateTime: 'Must be a date and time in ISO 8601 with a time zone, like 2026-06-01T00:00:00Z.',
  range: 'The start of the range must not be after its end.',
} as const;

/** A `from_date` / `to_date` query value: an ISO 8601 date-time with its zone. */
export const activityDateSchema = text().refine((v) => Number.isFinite(parseIsoDateTime(v)), { error: ACTIVITY_MESSAGES.dateTime });

/** The query of a read of the log; a range whose start is after its end is refused. */
export const activityRangeSchema = z.object({ from_date: activityDateSchema.optional(), to_date: activityDateSchema.optional() }).superRefine((v, ctx) => {
  if (v.from_date !== undefined && v.to_date !== undefined && parseIsoDateTime(v.from_date) > parseIsoDateTime(v.to_date)) {
    ctx.addIssue({ code: 'custom', path: ['to_date'], message: ACTIVITY_MESSAGES.range });
  }
});

export const activitySchema = z.looseObject({
  id: z.string(),
  createdAt: z.string(),
  type: looseEnum(ACTIVITY_TYPES),
  actorType: looseEnum(ACTOR_TYPES).optional(),
  actorId: z.string().optional(),
  actorDetails: z.string().optional(),
  actorIpAddress: z.string().optional(),
  organizationId: z.string().optional(),
  serviceId: z.string().optional(),
  userAgent: z.string().optional(),
  targetKeyId: z.string().optional(),
  keyUpdateType: looseEnum(KEY_UPDATE_TYPES).optional(),
});
export type Activity = z.infer<typeof activitySchema>;
