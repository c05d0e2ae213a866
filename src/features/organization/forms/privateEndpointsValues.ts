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

/** Resolver schema: the mapped body judged by the contract's organizationUpdateSchema. */
export const privateEndpointsFormSchema = z
  .custom<PrivateEndpointsValues>()
  .transform((values) => toRequestBody(values))
  .pipe(organizationUpdateSchema as z.ZodType<OrganizationUpdate, Record<string, unknown>>);
