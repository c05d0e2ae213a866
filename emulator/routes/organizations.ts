// GET /v1/organizations, GET and PATCH (op 7) /v1/organizations/{organizationId}.
import { applyListPatch } from '../../src/contract/index.js';
import { noSuchId } from '../http.js';
import type { Ctx, ManagementHandlers, OpCtx } from '../router.js';
import type { StoredOrg } from '../store.js';
import { orgView } from '../views.js';

export function requireOrg(ctx: Ctx): StoredOrg {
  const org = ctx.store.org(ctx.params.organizationId);
  if (!org) throw noSuchId(`organization ${ctx.params.organizationId} does not exist`);
  return org;
}

/** Name change; private endpoints: the `remove` list is applied first, then `add` (by id, no duplicates). */
function updateOrganization(ctx: OpCtx<'updateOrganization'>) {
  const org = requireOrg(ctx);
  const body = ctx.body;
  if (body.name !== undefined) org.name = body.name;
  if (body.privateEndpoints) {
    org.privateEndpoints = applyListPatch(org.privateEndpoints, body.privateEndpoints, (e) => e.id).map((e) => ({
      id: e.id,
      description: e.description ?? '',
    }));
  }
  ctx.store.save();
  return orgView(org);
}

export const organizationHandlers = {
  listOrganizations: {
    access: 'read',
    description: 'listing organizations',
    handler: (ctx) => [ctx.store.org(ctx.key.organizationId)].filter((o) => o !== undefined).map(orgView),
  },
  getOrganization: { access: 'read', description: 'reading the organization', handler: (ctx) => orgView(requireOrg(ctx)) },
  updateOrganization: { access: 'write', description: 'updating the organization', handler: updateOrganization },
} satisfies Partial<ManagementHandlers>;
