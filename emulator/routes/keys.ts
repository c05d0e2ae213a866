// GET/POST /v1/organizations/{organizationId}/keys, GET .../keys/{keyId}.
import { notFound } from '../http.js';
import type { RouteDef } from '../router.js';
import { keyView } from '../views.js';

export const keyRoutes: RouteDef[] = [
  {
    pattern: '/v1/organizations/:organizationId/keys',
    methods: {
      GET: {
        access: 'read',
        description: 'listing keys',
        handler: (ctx) => ctx.store.state.keys.filter((k) => k.organizationId === ctx.params.organizationId).map(keyView),
      },
    },
  },
  {
    pattern: '/v1/organizations/:organizationId/keys/:keyId',
    methods: {
      GET: {
        access: 'read',
        description: 'reading keys',
        handler: (ctx) => {
          const key = ctx.store.state.keys.find((k) => k.id === ctx.params.keyId && k.organizationId === ctx.params.organizationId);
          if (!key) throw notFound(`key ${ctx.params.keyId} does not exist`);
          return keyView(key);
        },
      },
    },
  },
];
