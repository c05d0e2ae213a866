// The organization's activity log: every change made through the management API is recorded with
// the real activity types (OpenAPI `Activity.type`), the key that made it (actor `api`), its
// address and user agent. Changes with no activity type in the document (pipes, an organization's
// private endpoints) are not recorded, as the real log has no words for them.
import { randomUUID } from 'node:crypto';
import type { ActivityType, KeyUpdateType } from '../src/contract/index.js';
import { operations } from '../src/contract/index.js';
import { nowIso } from './http.js';
import type { Ctx, ManagementHandlers } from './router.js';
import { stableUuid, type StoredActivity, type StoredOrg } from './state.js';

type Body = Record<string, unknown>;
interface Entry {
  type: ActivityType;
  serviceId?: string;
  targetKeyId?: string;
  keyUpdateType?: KeyUpdateType;
}
type Describe = (body: Body, params: Record<string, string>, result: unknown) => Entry[];

const none: Describe = () => [];
const has = (body: Body, ...fields: string[]) => fields.some((f) => body[f] !== undefined);
const onService =
  (type: ActivityType): Describe =>
  (_b, params) => [{ type, serviceId: params.serviceId }];
/** One activity per changed group of fields, in this order. */
const byFields =
  (rules: [fields: string[], type: ActivityType][]): Describe =>
  (body, params) =>
    rules.filter(([fields]) => has(body, ...fields)).map(([, type]) => ({ type, ...(params.serviceId ? { serviceId: params.serviceId } : {}) }));

const KEY_FIELDS: [string, KeyUpdateType][] = [
  ['name', 'name-changed'],
  ['roles', 'role-changed'],
  ['state', 'state-changed'],
  ['expireAt', 'date-changed'],
  ['ipAccessList', 'ip-access-list-changed'],
];
const STATE_COMMANDS: Record<string, ActivityType> = { start: 'service_start', stop: 'service_stop', awake: 'service_awaken' };

/** What each management operation records (every operation listed: a new one does not compile until it says). */
const ACTIVITIES: Record<keyof ManagementHandlers, Describe> = {
  listOrganizations: none,
  getOrganization: none,
  updateOrganization: byFields([[['name'], 'organization_update_name']]),
  listServices: none,
  getService: none,
  createService: (body, _p, result) => {
    const serviceId = (result as { service?: { id?: string } }).service?.id;
    return [{ type: 'service_create', serviceId }, ...(body.backupId !== undefined ? [{ type: 'service_restore_backup' as const, serviceId }] : [])];
  },
  updateReplicaScaling: byFields([
    [['minReplicaMemoryGb', 'maxReplicaMemoryGb'], 'service_update_autoscaling_memory'],
    [['numReplicas'], 'service_update_autoscaling_replicas'],
    [['idleScaling', 'idleTimeoutMinutes'], 'service_update_autoscaling_idling'],
  ]),
  createServicePrivateEndpoint: onService('service_update_private_endpoints'),
  updateService: byFields([
    [['name'], 'service_update_name'],
    [['ipAccessList'], 'service_update_ip_access_list'],
    [['privateEndpointIds'], 'service_update_private_endpoints'],
    [['releaseChannel'], 'service_update_release_channel'],
  ]),
  deleteService: onService('service_delete'),
  updateServiceState: (body, params) => {
    const type = STATE_COMMANDS[String(body.command)];
    return type ? [{ type, serviceId: params.serviceId }] : [];
  },
  resetServicePassword: onService('service_update_password'),
  listKeys: none,
  getKey: none,
  createKey: (_b, _p, result) => [{ type: 'key_create', targetKeyId: (result as { key?: { id?: string } }).key?.id }],
  updateKey: (body, params) =>
    KEY_FIELDS.filter(([f]) => body[f] !== undefined).map(([, keyUpdateType]) => ({ type: 'openapi_key_update', targetKeyId: params.keyId, keyUpdateType })),
  deleteKey: (_b, params) => [{ type: 'key_delete', targetKeyId: params.keyId }],
  listPipes: none,
  getPipe: none,
  createPipe: none,
  updatePipe: none,
  deletePipe: none,
  updatePipeState: none,
  updatePipeScaling: none,
  getPipeSettings: none,
  updatePipeSettings: none,
  getPipeCdcScaling: none,
  discoverPipeSchema: none,
  updatePipeCdcScaling: none,
  listMembers: none,
  updateMember: byFields([[['role'], 'organization_member_update_role']]),
  deleteMember: () => [{ type: 'organization_member_delete' }],
  listInvitations: none,
  createInvitation: () => [{ type: 'organization_invite_create' }],
  deleteInvitation: () => [{ type: 'organization_invite_delete' }],
  listActivities: none,
  getUsageCost: none,
  listBackups: none,
  getBackup: none,
  getBackupConfiguration: none,
  updateBackupConfiguration: onService('service_update_backup_configuration'),
};

function record(ctx: Ctx, id: keyof ManagementHandlers, result: unknown): void {
  const organizationId = ctx.params.organizationId;
  if (organizationId === undefined) return;
  const body = operations[id].request === undefined ? {} : ((ctx.body ?? {}) as Body);
  const entries = ACTIVITIES[id](body, ctx.params, result);
  if (entries.length === 0) return;
  const userAgent = ctx.req.headers['user-agent'];
  for (const entry of entries) {
    ctx.store.activities.put({
      id: randomUUID(),
      organizationId,
      createdAt: nowIso(ctx.now),
      actorType: 'api',
      actorId: ctx.key.id,
      actorDetails: ctx.key.name,
      ...(ctx.req.socket.remoteAddress ? { actorIpAddress: ctx.req.socket.remoteAddress } : {}),
      ...(userAgent ? { userAgent } : {}),
      ...Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)),
      type: entry.type,
    });
  }
  ctx.store.save();
}

/** The handlers, each recording its activities once it has succeeded (a refused change records nothing). */
export function withActivityLog(handlers: ManagementHandlers): ManagementHandlers {
  // Each handler keeps its own types; the wrapper sees them all as one (a handler of some operation).
  const wrapped = Object.entries(handlers).map(([id, h]) => {
    const opId = id as keyof ManagementHandlers;
    const run = h.handler as (ctx: Ctx) => unknown;
    const handler = (ctx: Ctx): unknown => {
      const out = run(ctx);
      if (out instanceof Promise) return out.then((result: unknown) => (record(ctx, opId, result), result));
      record(ctx, opId, out);
      return out;
    };
    return [id, { ...h, handler }];
  });
  return Object.fromEntries(wrapped) as ManagementHandlers;
}

/** The first entry of every organization's log: its creation, by the system. */
export function organizationCreated(org: Pick<StoredOrg, 'id' | 'createdAt'>): StoredActivity {
  return {
    id: stableUuid(`activity:create_organization:${org.id}`),
    organizationId: org.id,
    createdAt: org.createdAt,
    type: 'create_organization',
    actorType: 'system',
  };
}
