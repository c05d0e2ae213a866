/**
 * The signed-in key's role (issue 13 item 3): read once after sign-in from the keys list,
 * so every write the role cannot perform is disabled with a one-line reason before a form is
 * filled (instead of a 403 after). Where the role cannot be read, every action stays offered
 * (the server still decides).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { opQuery } from '../api/queryKeys';
import { operations } from '../contract';
import type { ApiKey, KeyRole } from '../contract';
import { useSession } from './store';

export interface KeyRoleAccess {
  /** The key's strongest role, or undefined while it is read or when it cannot be read. */
  role: KeyRole | undefined;
  /** False only when the role is known and cannot create, update, change state or delete. */
  canWrite: boolean;
  /** Why writes are disabled, in one line (undefined when they are not). */
  reason: string | undefined;
}

/** What a key with these roles may do; unknown roles (or none read) leave every action offered. */
export function keyRoleAccess(roles: readonly string[] | undefined): KeyRoleAccess {
  if (!roles || roles.length === 0) return { role: undefined, canWrite: true, reason: undefined };
  if (roles.includes('admin')) return { role: 'admin', canWrite: true, reason: undefined };
  const role: KeyRole | undefined = roles.includes('developer') ? 'developer' : roles.includes('query_endpoints') ? 'query_endpoints' : undefined;
  if (role === undefined) return { role: undefined, canWrite: true, reason: undefined };
  return {
    role,
    canWrite: false,
    reason: `Your key's role (${role}) is read-only: sign in with an admin key to make changes.`,
  };
}

/** Keys whose `keySuffix` ends the session's key ID (reads never show a key ID, only its last characters). */
function suffixCandidates<K extends Pick<ApiKey, 'keySuffix'>>(keys: readonly K[], keyId: string): K[] {
  return keys.filter((k) => k.keySuffix !== undefined && k.keySuffix !== '' && keyId.endsWith(k.keySuffix));
}

/**
 * The session's key among the organization's keys: the one whose id is the session's key ID, or
 * else the one whose `keySuffix` ends it. Two keys with that suffix but different roles cannot be
 * told apart: undefined.
 */
export function findSessionKey(keys: readonly ApiKey[], keyId: string): Pick<ApiKey, 'roles'> | undefined {
  const byId = keys.find((k) => k.id === keyId);
  if (byId) return byId;
  const bySuffix = suffixCandidates(keys, keyId);
  if (bySuffix.length === 0) return undefined;
  const roles = (k: ApiKey) => [...(k.roles ?? [])].sort().join(',');
  return bySuffix.every((k) => roles(k) === roles(bySuffix[0])) ? bySuffix[0] : undefined;
}

/**
 * Whether `key` is the one this tab signs its requests with (same matching as findSessionKey):
 * 'maybe' when another listed key has the same suffix, so the console cannot tell which one it is.
 */
export type SessionKeyMatch = 'yes' | 'maybe' | 'no';

export function sessionKeyMatch(
  key: Pick<ApiKey, 'id' | 'keySuffix'>,
  keys: readonly Pick<ApiKey, 'id' | 'keySuffix'>[],
  keyId: string | undefined,
): SessionKeyMatch {
  return sessionKeyMatcher(keys, keyId)(key);
}

/**
 * sessionKeyMatch for every row of a list: the list is scanned once here, not once per row
 * (5,000 keys made each rendered row scan them all twice).
 */
export function sessionKeyMatcher(
  keys: readonly Pick<ApiKey, 'id' | 'keySuffix'>[],
  keyId: string | undefined,
): (key: Pick<ApiKey, 'id' | 'keySuffix'>) => SessionKeyMatch {
  if (!keyId) return () => 'no';
  const listed = new Set(keys.map((k) => k.id));
  const sessionKeyListed = listed.has(keyId);
  const candidates = new Set(suffixCandidates(keys, keyId).map((k) => k.id));
  return (key) => {
    if (key.id === keyId) return 'yes';
    if (sessionKeyListed) return 'no';
    // A key not in the list counts as one more (the list may be older than the key's page).
    if (listed.has(key.id) ? !candidates.has(key.id) : suffixCandidates([key], keyId).length === 0) return 'no';
    return candidates.size + (listed.has(key.id) ? 0 : 1) === 1 ? 'yes' : 'maybe';
  };
}

/** The organization's keys, read once per session for the role (shared with the keys list's cache entry). */
function useSessionKey(): Pick<ApiKey, 'roles'> | undefined {
  const session = useSession();
  const organizationId = session?.organizationId ?? '';
  const { data } = useQuery({
    // The keys list's own key (features/keys keyKeys.list), so both share one cache entry.
    ...opQuery(operations.listKeys, { organizationId }),
    enabled: session !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  // Every write button asks: found once per list and key, not at each of their renders.
  const keyId = session?.keyId;
  return useMemo(() => (data && keyId !== undefined ? findSessionKey(data, keyId) : undefined), [data, keyId]);
}

/** `{role, canWrite, reason}` for the signed-in key. */
export function useKeyRole(): KeyRoleAccess {
  const roles = useSessionKey()?.roles;
  // One object while the roles are the same: lists pass it to every (memoized) row.
  return useMemo(() => keyRoleAccess(roles), [roles]);
}
