import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { managementApi } from '../../api/management';
import type { ApiKey, KeyCreate } from '../../contract';

/**
 * API keys: query option factories and the create mutation. Query keys hold ids only, and the
 * key ID and secret never enter the query or mutation cache: the create mutation hands them to
 * the caller's component state through `onCredentials` and resolves with `{key}` alone.
 */
export const keyKeys = {
  all: (orgId: string) => ['organizations', orgId, 'keys'] as const,
  list: (orgId: string) => [...keyKeys.all(orgId), 'list'] as const,
};

export const keyQueries = {
  list: (orgId: string) =>
    queryOptions({
      queryKey: keyKeys.list(orgId),
      queryFn: ({ signal }) => managementApi.listKeys(orgId, signal),
    }),
};

/** What the server answered besides the key: present unless the request carried `hashData`. */
export interface ServerCredentials {
  key: ApiKey;
  keyId?: string;
  keySecret?: string;
}

/**
 * Operation 6. Never retried (a retry could create a second key). `onCredentials` is called with
 * the server's answer before the mutation settles; keep the secret in component state only.
 */
export function useCreateKey(orgId: string, onCredentials: (answer: ServerCredentials) => void) {
  const queryClient = useQueryClient();
  const handOff = useRef(onCredentials);
  handOff.current = onCredentials;
  return useMutation({
    mutationFn: async (body: KeyCreate): Promise<{ key: ApiKey }> => {
      const { key, keyId, keySecret } = await managementApi.createKey(orgId, body);
      handOff.current({ key, keyId, keySecret });
      return { key };
    },
    retry: false,
    onSuccess: ({ key }) => {
      queryClient.setQueryData<ApiKey[]>(keyKeys.list(orgId), (keys) =>
        keys && !keys.some((k) => k.id === key.id) ? [...keys, key] : keys,
      );
      void queryClient.invalidateQueries({ queryKey: keyKeys.list(orgId) });
    },
  });
}
