/** The alert API's operations (`/api/v2/**`). Adding an operation = one entry here (and its emulator handler). */
import { alertCreateSchema, alertSchema } from './alert.js';
import { hyperdxAlertBodySchema } from './alert-hyperdx.js';
import { alertDeleteResultSchema, alertListSchema, alertUpdateSchema } from './alert-list.js';
import { z } from 'zod';
import { dashboardListSchema, savedSearchListSchema, webhookListSchema } from './alert-catalogue.js';
import { alertIdParam, alertsOperation as op, dialectRequest } from './operation.js';

const ALERT = '/api/v2/alerts/{alertId}';
const alert = { alertId: alertIdParam };

/**
 * What a create or replace sends: the contract's body, or HyperDX's (session alertsDialect
 * `hyperdx`). The alert forms build the dialect's body themselves (features/alerts/forms); the
 * emulator judges each organization's bodies with its dialect's schema (`byDialect`).
 */
const createBody = dialectRequest({ contract: alertCreateSchema, hyperdx: hyperdxAlertBodySchema });
const replaceBody = dialectRequest({ contract: alertUpdateSchema, hyperdx: hyperdxAlertBodySchema });

export const alertsOperations = {
  createAlert: op({ id: 'createAlert', method: 'POST', path: '/api/v2/alerts', params: {}, request: createBody, response: alertSchema }),
  getAlert: op({ id: 'getAlert', method: 'GET', path: ALERT, params: alert, response: alertSchema }),
  // Beyond the contract (real-apis.md): list (`{data, meta}`, read whole), full replace, delete (`{}`).
  listAlerts: op({
    id: 'listAlerts',
    method: 'GET',
    path: '/api/v2/alerts',
    params: {},
    query: { limit: z.string(), offset: z.string() },
    response: alertListSchema,
    envelope: 'body',
  }),
  replaceAlert: op({ id: 'replaceAlert', method: 'PUT', path: ALERT, params: alert, request: replaceBody, response: alertSchema }),
  deleteAlert: op({ id: 'deleteAlert', method: 'DELETE', path: ALERT, params: alert, response: alertDeleteResultSchema, envelope: 'body' }),
  // What an alert watches and notifies (alert-catalogue.ts): the alert forms' pickers. The same
  // path and HyperDX's answer in both dialects: the contract has no words of its own for them.
  listDashboards: op({ id: 'listDashboards', method: 'GET', path: '/api/v2/dashboards', params: {}, response: dashboardListSchema, envelope: 'body' }),
  listSavedSearches: op({
    id: 'listSavedSearches',
    method: 'GET',
    path: '/api/v2/saved-searches',
    params: {},
    query: { limit: z.string(), offset: z.string() },
    response: savedSearchListSchema,
    envelope: 'body',
  }),
  listWebhooks: op({
    id: 'listWebhooks',
    method: 'GET',
    path: '/api/v2/webhooks',
    params: {},
    query: { limit: z.string(), offset: z.string() },
    response: webhookListSchema,
    envelope: 'body',
  }),
};
