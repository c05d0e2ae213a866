// The service a request names, for the handlers of services, of their lifecycle and of pipes: in
// a file of its own, so that services.ts and service-lifecycle.ts import it without importing
// each other back.
import { noSuchId } from '../http.js';
import type { Ctx } from '../router.js';
import { sweepDeletedServices } from '../service-state.js';
import type { StoredService } from '../store.js';
import { requireOrg } from './organizations.js';

export function requireService(ctx: Ctx): StoredService {
  requireOrg(ctx);
  sweepDeletedServices(ctx.store, ctx.params.organizationId, ctx.now);
  const svc = ctx.store.service(ctx.params.organizationId, ctx.params.serviceId);
  if (!svc) throw noSuchId(`service ${ctx.params.serviceId} does not exist in organization ${ctx.params.organizationId}`);
  return svc;
}
