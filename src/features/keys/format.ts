import type { ApiKey } from '../../contract';

export function isExpired(key: Pick<ApiKey, 'expireAt'>, now = Date.now()): boolean {
  if (!key.expireAt) return false;
  const time = Date.parse(key.expireAt);
  return !Number.isNaN(time) && time <= now;
}

export const ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  developer: 'Developer',
  query_endpoints: 'Query endpoints',
};

/**
 * The roles field's description. ClickHouse Cloud deprecates a key's `roles` for `assignedRoleIds`
 * (OpenAPI ApiKeyPostRequest and ApiKeyPatchRequest: "DEPRECATED. Use `assignedRoleIds`
 * instead"), which the contract documents and this console do not have yet.
 */
export const ROLES_DESCRIPTION =
  'Deprecated: ClickHouse Cloud assigns roles by their IDs instead (assignedRoleIds), which this console does not set yet; these roles are still taken. Choose at least one. A key can do only what its roles allow.';
