/**
 * The management API's operations (`/v1/**`): the contract's eight (numbered) and the reads the
 * console uses. Adding an operation = one entry here (and its emulator handler).
 */
import { z } from 'zod';
import { activityDateSchema, activitySchema } from './activity.js';
import { usageCostSchema, usageDateSchema } from './usage.js';
import { backupConfigurationPatchSchema, backupConfigurationSchema, backupSchema } from './backup.js';
import { apiKeySchema, keyCreateResultSchema, keyCreateSchema } from './key.js';
import { managementOperation as op, uuidParam } from './operation.js';
import { organizationSchema, organizationUpdateSchema } from './organization.js';
import { pipeCreateSchema, pipeScalingPatchSchema, pipeSchema, pipeStateCommandSchema, pipeUpdateSchema } from './pipe.js';
import { pipeSettingsPutSchema, pipeSettingsResponseSchema } from './pipe-settings.js';
import { cdcScalingPatchSchema, cdcScalingSchema } from './pipe-cdc-scaling.js';
import { schemaDiscoveryRequestSchema, schemaDiscoveryResponseSchema } from './pipe-schema-discovery.js';
import { serviceCreateResultSchema, serviceCreateSchema, servicePrivateEndpointSchema, serviceSchema } from './service.js';
import { keyUpdateSchema } from './key-update.js';
import { invitationCreateSchema, invitationSchema, memberSchema, memberUpdateSchema } from './member.js';
import { replicaScalingSchema, servicePrivateEndpointCreateSchema } from './service-scaling.js';
import { servicePasswordPatchSchema, servicePasswordResultSchema, servicePatchSchema, serviceStateCommandSchema } from './service-lifecycle.js';

const ORG = '/v1/organizations/{organizationId}';
const SERVICE = `${ORG}/services/{serviceId}`;
const PIPE = `${SERVICE}/pipes/{pipeId}`;
const org = { organizationId: uuidParam };
const service = { ...org, serviceId: uuidParam };
const pipe = { ...service, pipeId: uuidParam };

/** Some servers answer one organization where a list is expected; read both as a list. */
const organizationListSchema = z.union([z.array(organizationSchema), organizationSchema]).transform((v) => (Array.isArray(v) ? v : [v]));

/** A management answer without a result (deletes): read as the whole body, leniently. */
const emptyResult = z.looseObject({});

export const managementOperations = {
  listOrganizations: op({ id: 'listOrganizations', method: 'GET', path: '/v1/organizations', params: {}, response: organizationListSchema }),
  getOrganization: op({ id: 'getOrganization', method: 'GET', path: ORG, params: org, response: organizationSchema }),
  /** Contract operation 7. */
  updateOrganization: op({
    id: 'updateOrganization',
    method: 'PATCH',
    path: ORG,
    params: org,
    request: organizationUpdateSchema,
    response: organizationSchema,
  }),

  listServices: op({ id: 'listServices', method: 'GET', path: `${ORG}/services`, params: org, response: z.array(serviceSchema) }),
  getService: op({ id: 'getService', method: 'GET', path: SERVICE, params: service, response: serviceSchema }),
  /** Contract operation 1. */
  createService: op({
    id: 'createService',
    method: 'POST',
    path: `${ORG}/services`,
    params: org,
    request: serviceCreateSchema,
    response: serviceCreateResultSchema,
  }),
  /** Contract operation 2. */
  updateReplicaScaling: op({
    id: 'updateReplicaScaling',
    method: 'PATCH',
    path: `${SERVICE}/replicaScaling`,
    params: service,
    request: replicaScalingSchema,
    response: serviceSchema,
  }),
  /** Contract operation 8. */
  createServicePrivateEndpoint: op({
    id: 'createServicePrivateEndpoint',
    method: 'POST',
    path: `${SERVICE}/privateEndpoint`,
    params: service,
    request: servicePrivateEndpointCreateSchema,
    response: servicePrivateEndpointSchema,
  }),

  // Beyond the contract (real-apis.md, "Operations beyond the contract documents").
  updateService: op({ id: 'updateService', method: 'PATCH', path: SERVICE, params: service, request: servicePatchSchema, response: serviceSchema }),
  /** Answers `{status, requestId}` without a result: the whole body is read. */
  deleteService: op({ id: 'deleteService', method: 'DELETE', path: SERVICE, params: service, response: emptyResult, envelope: 'body' }),
  updateServiceState: op({
    id: 'updateServiceState',
    method: 'PATCH',
    path: `${SERVICE}/state`,
    params: service,
    request: serviceStateCommandSchema,
    response: serviceSchema,
  }),
  resetServicePassword: op({
    id: 'resetServicePassword',
    method: 'PATCH',
    path: `${SERVICE}/password`,
    params: service,
    request: servicePasswordPatchSchema,
    response: servicePasswordResultSchema,
  }),

  listKeys: op({ id: 'listKeys', method: 'GET', path: `${ORG}/keys`, params: org, response: z.array(apiKeySchema) }),
  getKey: op({ id: 'getKey', method: 'GET', path: `${ORG}/keys/{keyId}`, params: { ...org, keyId: uuidParam }, response: apiKeySchema }),
  /** Contract operation 6. */
  createKey: op({ id: 'createKey', method: 'POST', path: `${ORG}/keys`, params: org, request: keyCreateSchema, response: keyCreateResultSchema }),

  updateKey: op({
    id: 'updateKey',
    method: 'PATCH',
    path: `${ORG}/keys/{keyId}`,
    params: { ...org, keyId: uuidParam },
    request: keyUpdateSchema,
    response: apiKeySchema,
  }),
  deleteKey: op({
    id: 'deleteKey',
    method: 'DELETE',
    path: `${ORG}/keys/{keyId}`,
    params: { ...org, keyId: uuidParam },
    response: emptyResult,
    envelope: 'body',
  }),

  listPipes: op({ id: 'listPipes', method: 'GET', path: `${SERVICE}/pipes`, params: service, response: z.array(pipeSchema) }),
  getPipe: op({ id: 'getPipe', method: 'GET', path: PIPE, params: pipe, response: pipeSchema }),
  /** Contract operation 3. */
  createPipe: op({ id: 'createPipe', method: 'POST', path: `${SERVICE}/pipes`, params: service, request: pipeCreateSchema, response: pipeSchema }),
  /** Contract operation 4. */
  updatePipe: op({ id: 'updatePipe', method: 'PATCH', path: PIPE, params: pipe, request: pipeUpdateSchema, response: pipeSchema }),
  deletePipe: op({ id: 'deletePipe', method: 'DELETE', path: PIPE, params: pipe, response: emptyResult, envelope: 'body' }),
  /** The real service's `clickPipeScalingUpdate` (not in the contract documents). */
  updatePipeScaling: op({
    id: 'updatePipeScaling',
    method: 'PATCH',
    path: `${PIPE}/scaling`,
    params: pipe,
    request: pipeScalingPatchSchema,
    response: pipeSchema,
  }),
  /** The real service's `clickPipeSettingsGet` (not in the contract documents). */
  getPipeSettings: op({ id: 'getPipeSettings', method: 'GET', path: `${PIPE}/settings`, params: pipe, response: pipeSettingsResponseSchema }),
  /** The real service's `clickPipeSettingsUpdate`: replaces the settings (null or absent: the default). */
  updatePipeSettings: op({
    id: 'updatePipeSettings',
    method: 'PUT',
    path: `${PIPE}/settings`,
    params: pipe,
    request: pipeSettingsPutSchema,
    response: pipeSettingsResponseSchema,
  }),
  /** The real service's `clickPipeSchemaDiscovery` (beta): a streaming source's fields, read by the service. */
  discoverPipeSchema: op({
    id: 'discoverPipeSchema',
    method: 'POST',
    path: `${SERVICE}/pipes/schemaDiscovery`,
    params: service,
    request: schemaDiscoveryRequestSchema,
    response: schemaDiscoveryResponseSchema,
  }),
  /** The real service's `clickPipeCdcScalingGet`: the CPU and memory of the service's database pipes. */
  getPipeCdcScaling: op({ id: 'getPipeCdcScaling', method: 'GET', path: `${SERVICE}/pipesCdcScaling`, params: service, response: cdcScalingSchema }),
  /** The real service's `clickPipeCdcScalingUpdate`. */
  updatePipeCdcScaling: op({
    id: 'updatePipeCdcScaling',
    method: 'PATCH',
    path: `${SERVICE}/pipesCdcScaling`,
    params: service,
    request: cdcScalingPatchSchema,
    response: cdcScalingSchema,
  }),
  /** Contract operation 5. */
  updatePipeState: op({
    id: 'updatePipeState',
    method: 'PATCH',
    path: `${PIPE}/state`,
    params: pipe,
    request: pipeStateCommandSchema,
    response: pipeSchema,
  }),

  // Members and invitations (OpenAPI "User management"; the same words in both dialects).
  listMembers: op({ id: 'listMembers', method: 'GET', path: `${ORG}/members`, params: org, response: z.array(memberSchema) }),
  updateMember: op({
    id: 'updateMember',
    method: 'PATCH',
    path: `${ORG}/members/{userId}`,
    params: { ...org, userId: uuidParam },
    request: memberUpdateSchema,
    response: memberSchema,
  }),
  /** Answers `{status, requestId}` without a result. */
  deleteMember: op({
    id: 'deleteMember',
    method: 'DELETE',
    path: `${ORG}/members/{userId}`,
    params: { ...org, userId: uuidParam },
    response: emptyResult,
    envelope: 'body',
  }),
  listInvitations: op({ id: 'listInvitations', method: 'GET', path: `${ORG}/invitations`, params: org, response: z.array(invitationSchema) }),
  createInvitation: op({
    id: 'createInvitation',
    method: 'POST',
    path: `${ORG}/invitations`,
    params: org,
    request: invitationCreateSchema,
    response: invitationSchema,
  }),
  /** Answers `{status, requestId}` without a result. */
  deleteInvitation: op({
    id: 'deleteInvitation',
    method: 'DELETE',
    path: `${ORG}/invitations/{invitationId}`,
    params: { ...org, invitationId: uuidParam },
    response: emptyResult,
    envelope: 'body',
  }),

  /** The activity log: `from_date`, `to_date` (ISO 8601 date-times) bound the range; the same words in both dialects. */
  listActivities: op({
    id: 'listActivities',
    method: 'GET',
    path: `${ORG}/activities`,
    params: org,
    query: { from_date: activityDateSchema, to_date: activityDateSchema },
    response: z.array(activitySchema),
  }),

  /**
   * Usage and cost (tag Billing): `from_date`, `to_date` (UTC days, both required, at most 31
   * days: usageRangeSchema) give the range; the same words in both dialects. A read: admin and
   * developer keys.
   */
  getUsageCost: op({
    id: 'getUsageCost',
    method: 'GET',
    path: `${ORG}/usageCost`,
    params: org,
    query: { from_date: usageDateSchema, to_date: usageDateSchema },
    response: usageCostSchema,
  }),
  // Backups (OpenAPI "Backup", "BackupConfiguration"; the same words in both dialects).
  /** Newest first. */
  listBackups: op({ id: 'listBackups', method: 'GET', path: `${SERVICE}/backups`, params: service, response: z.array(backupSchema) }),
  getBackup: op({
    id: 'getBackup',
    method: 'GET',
    path: `${SERVICE}/backups/{backupId}`,
    params: { ...service, backupId: uuidParam },
    response: backupSchema,
  }),
  getBackupConfiguration: op({
    id: 'getBackupConfiguration',
    method: 'GET',
    path: `${SERVICE}/backupConfiguration`,
    params: service,
    response: backupConfigurationSchema,
  }),
  /** Requires an admin key; `null` resets a setting to its default. */
  updateBackupConfiguration: op({
    id: 'updateBackupConfiguration',
    method: 'PATCH',
    path: `${SERVICE}/backupConfiguration`,
    params: service,
    request: backupConfigurationPatchSchema,
    response: backupConfigurationSchema,
  }),
};
