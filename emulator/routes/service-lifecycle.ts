// Service operations beyond the contract documents: state command (start, stop, awake), update
// (rename, IP access list, ...), delete (stopped only, then terminating, then gone), password reset.
import {
  applyListPatch,
  SERVICE_COMMAND_STATES,
  SERVICE_DELETE_STATES,
  SERVICE_LIFECYCLE_MESSAGES,
  isServiceDeletable,
  serviceCommandRefusal,
  servicePatchContextIssues,
} from '../../src/contract/index.js';
import { badRequest } from '../http.js';
import { track } from '../lifecycle.js';
import type { Ctx, OpCtx } from '../router.js';
import { servicePassword } from '../secrets.js';
import { serviceState } from '../service-state.js';
import type { StoredService } from '../store.js';
import { fieldError, rejectIssues } from '../validate.js';
import { serviceView } from '../views.js';
import { requireService } from './service-lookup.js';

/** A service being deleted can no longer be changed (any operation that changes it, replica scaling and private endpoints included). */
export function requireChangeable(ctx: Ctx): { svc: StoredService; state: string } {
  const svc = requireService(ctx);
  const state = serviceState(ctx.store, svc, ctx.now);
  if (state === 'terminating') throw badRequest(SERVICE_LIFECYCLE_MESSAGES.terminating);
  return { svc, state };
}

/** `PATCH .../state {command}`: answers the Service, already in the first state of the transition. */
export function commandService(ctx: OpCtx<'updateServiceState'>) {
  const body = ctx.body;
  const { svc, state } = requireChangeable(ctx);
  const refusal = serviceCommandRefusal(body.command, state);
  if (refusal !== undefined) fieldError('command', refusal);
  ctx.store.setServiceTrack(svc, track([...SERVICE_COMMAND_STATES[body.command]], ctx.now));
  ctx.store.save();
  return serviceView(ctx.store, svc, ctx.now);
}

/** `PATCH .../services/{serviceId}`: each list patch removes first (matched on source or id), then adds. */
export function updateService(ctx: OpCtx<'updateService'>) {
  const body = ctx.body;
  const { svc } = requireChangeable(ctx);
  rejectIssues(servicePatchContextIssues(body, { tier: svc.tier, hasTransparentDataEncryption: svc.hasTransparentDataEncryption }));
  if (body.name !== undefined) svc.name = body.name;
  if (body.ipAccessList) {
    svc.ipAccessList = applyListPatch(svc.ipAccessList, body.ipAccessList, (e) => e.source).map((e) => ({
      source: e.source,
      description: e.description ?? '',
    }));
  }
  if (body.privateEndpointIds) {
    const ids = applyListPatch(svc.privateEndpointIds, body.privateEndpointIds, (id) => id);
    for (const id of body.privateEndpointIds.remove ?? []) if (!ids.includes(id)) delete svc.privateEndpointDescriptions[id];
    svc.privateEndpointIds = ids;
  }
  if (body.releaseChannel !== undefined) svc.releaseChannel = body.releaseChannel;
  for (const e of body.endpoints ?? []) if (e.protocol === 'mysql') svc.mysqlEnabled = e.enabled;
  if (body.transparentDataEncryptionKeyId !== undefined) svc.transparentDataEncryptionKeyId = body.transparentDataEncryptionKeyId;
  ctx.store.save();
  return serviceView(ctx.store, svc, ctx.now);
}

/** `DELETE .../services/{serviceId}`: only a stopped service; it shows `terminating`, then is gone. Answers no result. */
export function deleteService(ctx: Ctx): undefined {
  const { svc, state } = requireChangeable(ctx);
  if (!isServiceDeletable(state)) throw badRequest(SERVICE_LIFECYCLE_MESSAGES.deleteNotStopped(state));
  ctx.store.setServiceTrack(svc, track([...SERVICE_DELETE_STATES], ctx.now));
  ctx.store.save();
  return undefined;
}

/**
 * `PATCH .../password`: without `newPasswordHash` a new password is generated and answered
 * once; with it, nothing secret is answered. The emulator checks no database password, so
 * neither the password nor its hashes are kept.
 */
export function resetServicePassword(ctx: OpCtx<'resetServicePassword'>) {
  const body = ctx.body;
  requireChangeable(ctx);
  return body.newPasswordHash === undefined ? { password: servicePassword() } : {};
}
