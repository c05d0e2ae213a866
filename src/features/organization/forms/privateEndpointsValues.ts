import { z } from 'zod';
import { organizationUpdateSchema, type OrganizationUpdate } from '../../../contract';

export interface EndpointEntry {
  id: string;
  description: string;
}

/** Shaped like the request body, so contract errors (privateEndpoints.add.0.id) land on the inputs. */
export interface PrivateEndpointsValues {
  privateEndpoints: { add: EndpointEntry[]; remove: EndpointEntry[] };
}

export const emptyPrivateEndpointsValues: PrivateEndpointsValues = { privateEndpoints: { add: [], remove: [] } };

/** Values -> body: empty lists are left out; with nothing to add or remove, the body is empty (refused). */
export function toRequestBody(values: PrivateEndpointsValues): Record<string, unknown> {
  const { add, remove } = values.privateEndpoints;
  if (add.length === 0 && remove.length === 0) return {};
  return {
    privateEndpoints: {
      ...(add.length > 0 ? { add } : {}),
      ...(remove.length > 0 ? { remove } : {}),
    },
  };
}

/** This card changes only the endpoints: its empty-submit message says so (not "the name or the private endpoints"). */
export const NOTHING_STAGED_MESSAGE = 'Nothing to save yet: add an endpoint with “Add private endpoint”, or mark a registered one for removal.';

/**
 * Adding endpoints to the organization is deprecated (OpenAPI OrganizationPrivateEndpointsPatch.add:
 * "use the Update Service Basic Details endpoint with the privateEndpointIds field instead");
 * removing them is not. Shown beside the endpoints to add.
 */
export const ADD_DEPRECATED_TEXT =
  'Deprecated: register a private endpoint on each service that uses it instead (the service’s page, “Register a private endpoint”). Removing endpoints here is not deprecated.';

export const ALREADY_REGISTERED_MESSAGE = 'This endpoint is already registered; remove it first or choose another ID.';

/**
 * Resolver schema: the mapped body judged by the contract's organizationUpdateSchema, plus a
 * check only the console can make (it needs the organization's current list, which the contract
 * schema cannot see): an ID to add that is already registered is flagged at its field, unless
 * the same ID is also staged for removal (removals apply first, so that re-adds it).
 */
export function privateEndpointsFormSchema(currentIds: readonly string[]) {
  const registered = new Set(currentIds);
  return z
    .custom<PrivateEndpointsValues>()
    .superRefine((values, ctx) => {
      if (values.privateEndpoints.add.length === 0 && values.privateEndpoints.remove.length === 0) {
        ctx.addIssue({ code: 'custom', path: [], message: NOTHING_STAGED_MESSAGE, fatal: true });
        return;
      }
      const removed = new Set(values.privateEndpoints.remove.map((e) => e.id));
      values.privateEndpoints.add.forEach((entry, i) => {
        if (registered.has(entry.id) && !removed.has(entry.id)) {
          ctx.addIssue({ code: 'custom', path: ['privateEndpoints', 'add', i, 'id'], message: ALREADY_REGISTERED_MESSAGE });
        }
      });
    })
    .transform((values) => toRequestBody(values))
    .pipe(organizationUpdateSchema as z.ZodType<OrganizationUpdate, Record<string, unknown>>);
}
