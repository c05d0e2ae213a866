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
