/**
 * The signed-in key's role (issue 13 item 3): read once after sign-in with the key's own read,
 * so every write the role cannot perform is disabled with a one-line reason before a form is
 * filled (instead of a 403 after). Where the role cannot be read, every action stays offered
 * (the server still decides).
 */
import { useQuery } from '@tanstack/react-query';
import { opQuery } from '../api/queryKeys';
import { checkPathParams, operations, type ApiKey, type KeyRole } from '../contract';
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

/** The session key's read; one cache entry, fetched once per session (no refetch on focus). */
export function useSessionKey(): ApiKey | undefined {
  const session = useSession();
  const params = { organizationId: session?.organizationId ?? '', keyId: session?.keyId ?? '' };
  const readable = session !== null && checkPathParams(operations.getKey, params).ok;
  const { data } = useQuery({
    ...opQuery(operations.getKey, params),
    enabled: readable,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return data;
}

/** `{role, canWrite, reason}` for the signed-in key. */
export function useKeyRole(): KeyRoleAccess {
  return keyRoleAccess(useSessionKey()?.roles);
}
