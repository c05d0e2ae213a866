/**
 * Organization (response) and operation 7, Update organization details:
 * `PATCH /v1/organizations/{organizationId}`.
 */
import { z } from 'zod';
import { list, privateEndpointSchema, strictObject, text } from './common.js';

export const organizationSchema = z.looseObject({
  id: z.string(),
  createdAt: z.string().optional(),
  name: z.string(),
  privateEndpoints: z.array(z.looseObject({ id: z.string(), description: z.string().nullish() })).optional(),
  byocConfig: z.array(z.looseObject({ id: z.string(), accountName: z.string().nullish() })).optional(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const ORGANIZATION_MESSAGES = {
  // The contract documents only `name (string)`: no upper bound; a blank name makes no sense.
  name: 'Enter an organization name; it must not be empty.',
  empty: 'Change at least one thing: the name or the private endpoints.',
  duplicateAdd: 'This endpoint ID is already in the add list; list each endpoint once.',
} as const;

export const organizationUpdateSchema = strictObject({
  name: text()
    .refine((s) => s.trim().length >= 1, { error: ORGANIZATION_MESSAGES.name })
    .optional(),
  privateEndpoints: strictObject({
    add: list(privateEndpointSchema).optional(),
    remove: list(privateEndpointSchema).optional(),
  }).optional(),
}).superRefine((v, ctx) => {
  if (v.name === undefined && v.privateEndpoints === undefined) {
    ctx.addIssue({ code: 'custom', path: [], message: ORGANIZATION_MESSAGES.empty });
  }
  // An id both removed and added is valid: removals apply first, then additions (e.g. to
  // change an endpoint's description).
  const add = v.privateEndpoints?.add ?? [];
  const seen = new Set<string>();
  add.forEach((endpoint, i) => {
    const path = ['privateEndpoints', 'add', i, 'id'];
    if (seen.has(endpoint.id)) ctx.addIssue({ code: 'custom', path, message: ORGANIZATION_MESSAGES.duplicateAdd });
    seen.add(endpoint.id);
  });
});
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;
export type OrganizationUpdateInput = z.input<typeof organizationUpdateSchema>;
