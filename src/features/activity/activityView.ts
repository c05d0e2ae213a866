/**
 * The activity log as the page shows it: each type in words, who acted, and the filters of the
 * URL (`from`, `to`: local days `YYYY-MM-DD`; `actor`, `type`, `service`), so a view can be shared.
 */
import { ACTIVITY_MESSAGES, type Activity, type ActivityType } from '../../contract';
import { quotedName } from '../../components/displayName';

export const ACTIVITY_WORDS: Record<ActivityType, string> = {
  create_organization: 'Organization created',
  organization_update_name: 'Organization renamed',
  transfer_service_in: 'Service transferred in',
  transfer_service_out: 'Service transferred out',
  save_payment_method: 'Payment method saved',
  marketplace_subscription: 'Marketplace subscription',
  migrate_marketplace_billing_details_in: 'Marketplace billing details moved in',
  migrate_marketplace_billing_details_out: 'Marketplace billing details moved out',
  organization_update_tier: 'Organization tier changed',
  organization_invite_create: 'Invitation sent',
  organization_invite_delete: 'Invitation revoked',
  organization_member_join: 'Member joined',
  organization_member_add: 'Member added',
  organization_member_leave: 'Member left',
  organization_member_delete: 'Member removed',
  organization_member_update_role: 'Member role changed',
  organization_member_update_roles: 'Member roles changed',
  organization_member_update_mfa_method: 'Member MFA method changed',
  organization_saml_connection_create: 'SAML connection created',
  organization_saml_connection_update: 'SAML connection changed',
  user_login: 'Signed in',
  user_login_failed: 'Sign-in failed',
  user_logout: 'Signed out',
  key_create: 'API key created',
  key_delete: 'API key deleted',
  openapi_key_update: 'API key changed',
  service_create: 'Service created',
  service_start: 'Service started',
  service_stop: 'Service stopped',
  service_awaken: 'Service woken',
  service_idle: 'Service went idle',
  service_running: 'Service running',
  service_partially_running: 'Service partially running',
  service_delete: 'Service deleted',
  service_update_name: 'Service renamed',
  service_update_ip_access_list: 'Service IP access list changed',
  service_update_autoscaling_memory: 'Service memory scaling changed',
  service_update_autoscaling_idling: 'Service idling changed',
  service_update_password: 'Service password reset',
  service_update_autoscaling_replicas: 'Service replicas changed',
  service_update_max_allowable_replicas: 'Service replica limit changed',
  service_update_backup_configuration: 'Service backup configuration changed',
  service_update_snapshot_configuration: 'Service snapshot configuration changed',
  service_restore_backup: 'Service restored from a backup',
  service_update_release_channel: 'Service release channel changed',
  service_update_gpt_usage_consent: 'Service AI features consent changed',
  service_update_private_endpoints: 'Service private endpoints changed',
  service_import_to_organization: 'Service imported',
  service_export_from_organization: 'Service exported',
  service_maintenance_start: 'Service maintenance started',
  service_maintenance_end: 'Service maintenance ended',
  service_update_core_dump: 'Service core dump setting changed',
  backup_delete: 'Backup deleted',
};

const KEY_CHANGE_WORDS: Record<string, string> = {
  created: 'created',
  deleted: 'deleted',
  'name-changed': 'name',
  'role-changed': 'role',
  'state-changed': 'state',
  'date-changed': 'expiry',
  'ip-access-list-changed': 'IP access list',
};

/** What happened, in words (a type the console does not know is shown as the server sent it). */
export function activityText(a: Pick<Activity, 'type' | 'keyUpdateType'>): string {
  const words = (ACTIVITY_WORDS as Record<string, string>)[a.type] ?? a.type;
  if (a.type !== 'openapi_key_update' || !a.keyUpdateType) return words;
  return `${words}: ${KEY_CHANGE_WORDS[a.keyUpdateType] ?? a.keyUpdateType}`;
}

/** The actor filter's value of an activity: the actor's id, or its type when it has none. */
export const actorKey = (a: Pick<Activity, 'actorType' | 'actorId'>): string => a.actorId ?? a.actorType ?? 'unknown';

/** Who acted, in words: an API key by its name, a user by their details, or the system. */
export function actorText(a: Pick<Activity, 'actorType' | 'actorId' | 'actorDetails'>, keyNames: ReadonlyMap<string, string>): string {
  const named = (a.actorId && keyNames.get(a.actorId)) || a.actorDetails || a.actorId;
  switch (a.actorType) {
    case 'api':
      return `API key ${named ? quotedName(named) : ''}`.trim();
    case 'system':
      return 'System';
    case 'support':
      return 'ClickHouse support';
    default:
      return named ?? a.actorType ?? 'Unknown';
  }
}

export interface ActivityFilters {
  from: string;
  to: string;
  actor?: string;
  type?: string;
  service?: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');
/** A local day as `YYYY-MM-DD`. */
export const dayOf = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The local midnight starting a `YYYY-MM-DD` day, or undefined when it is not one. */
export function dayStart(day: string): Date | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayOf(d) === day ? d : undefined;
}

/** The filters of the URL; the range defaults to the last 7 days, today included. */
export function filtersOf(params: URLSearchParams, today = new Date()): ActivityFilters {
  const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
  const opt = (name: string) => params.get(name) || undefined;
  return { from: params.get('from') ?? dayOf(weekAgo), to: params.get('to') ?? dayOf(today), actor: opt('actor'), type: opt('type'), service: opt('service') };
}

export type RangeCheck = { ok: true; from_date: string; to_date: string } | { ok: false; field: 'from' | 'to'; message: string };

export const RANGE_MESSAGES = { day: 'Enter a day, like 2026-06-01.', order: ACTIVITY_MESSAGES.range } as const;

/** The request's `from_date` (the first day's start) and `to_date` (the last day's end), or what is wrong. */
export function rangeOf(filters: Pick<ActivityFilters, 'from' | 'to'>): RangeCheck {
  const from = dayStart(filters.from);
  if (!from) return { ok: false, field: 'from', message: RANGE_MESSAGES.day };
  const to = dayStart(filters.to);
  if (!to) return { ok: false, field: 'to', message: RANGE_MESSAGES.day };
  if (from > to) return { ok: false, field: 'to', message: RANGE_MESSAGES.order };
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).getTime() - 1;
  return { ok: true, from_date: from.toISOString(), to_date: new Date(end).toISOString() };
}

/**
 * The activities the filters keep (the range is the server's), newest first: the server answers
 * oldest first, so of two at the same instant the later answered is shown first.
 */
export function filterActivities(list: readonly Activity[], f: Pick<ActivityFilters, 'actor' | 'type' | 'service'>): Activity[] {
  return [...list]
    .reverse()
    .filter(
      (a) =>
        (f.actor === undefined || actorKey(a) === f.actor) &&
        (f.type === undefined || a.type === f.type) &&
        (f.service === undefined || a.serviceId === f.service),
    )
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
