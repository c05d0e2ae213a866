/**
 * API key operations beyond the contract documents (real-apis.md, "Operations beyond the
 * contract documents"; OpenAPI openapiKeyGet, openapiKeyUpdate, openapiKeyDelete):
 * `GET|PATCH|DELETE /v1/organizations/{organizationId}/keys/{keyId}`.
 */
import { z } from 'zod';
import { ipAccessListSchema, oneOf, strictObject, text } from './common.js';
import { KEY_STATES, expireAtSchema, keyRolesSchema } from './key.js';

export const KEY_UPDATE_MESSAGES = {
  state: 'Choose enabled or disabled.',
  // OpenAPI openapiKeyDelete: "Only a key not used to authenticate the active request can be deleted."
  deleteSelf: 'A key cannot delete itself: sign in with another key to delete the key this request is signed with.',
  disableSelf: 'This is the key you are signed in with: once it is disabled, its next request is refused and the session ends.',
} as const;

/**
 * OpenAPI ApiKeyPatchRequest: every field optional. `expireAt: null` (or empty) means "never
 * expires"; `roles`, when given, has at least one element (seed Limits "Key roles: at least 1").
 * The OpenAPI names no length rule for `name`, so none is enforced here; a form may still ask for one.
 */
export const keyUpdateSchema = strictObject({
  name: text().optional(),
  roles: keyRolesSchema.optional(),
  expireAt: expireAtSchema.optional(),
  state: oneOf(KEY_STATES, KEY_UPDATE_MESSAGES.state).optional(),
  ipAccessList: ipAccessListSchema.optional(),
});
export type KeyUpdate = z.infer<typeof keyUpdateSchema>;
export type KeyUpdateInput = z.input<typeof keyUpdateSchema>;
