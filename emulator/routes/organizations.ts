// GET /v1/organizations, GET and PATCH /v1/organizations/{organizationId}.
import { notFound } from '../http.js';
import type { Ctx, RouteDef } from '../router.js';
import type { StoredOrg } from '../store.js';
import { orgView } from '../views.js';

export function requireOrg(ctx: Ctx): StoredOrg {
  const org = ctx.store.org(ctx.params.organizationId);
  if (!org) throw notFound(`organization ${ctx.params.organizationId} does not exist`);
  return org;
}

export const organizationRoutes: RouteDef[] = [
  {
    pattern: '/v1/organizations',
    methods: {
      GET: {
        access: 'read',
        description: 'listing organizations',
        handler: (ctx) => ctx.store.state.organizations.filter((o) => o.id === ctx.key.organizationId).map(orgView),
      },
    },
  },
  {
    pattern: '/v1/organizations/:organizationId',
    methods: {
      GET: { access: 'read', description: 'reading the organization', handler: (ctx) => orgView(requireOrg(ctx)) },
    },
  },
];
