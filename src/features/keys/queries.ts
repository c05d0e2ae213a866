import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callOperation } from '../../api/operations';
import { invalidateOp, opKey, opQuery, setOpData } from '../../api/queryKeys';
import { operations, type ApiKey, type KeyCreate, type KeyCreateResult, type KeyUpdate } from '../../contract';

/**
 * API keys: query options and the create, update and delete mutations. Query keys hold ids only, and the key ID and
 * secret never enter the query or mutation cache: the create mutation hands them to the caller's
 * component state through `onCredentials` and resolves with `{key}` alone.
 */
export const keyQueries = {
  list: (organizationId: string) => opQuery(operations.listKeys, { organizationId }),
  detail: (organizationId: string, keyId: string) => opQuery(operations.getKey, { organizationId, keyId }),
};

/**
 * PATCH a key (edit, disable, enable). Never retried. The answer is the key as the server now has
 * it: it replaces the key's read and its list row, with no refetch (a refetch signed with a key
 * just disabled would be refused, and the caller ends that session itself).
 */
export function useUpdateKey(organizationId: string, keyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KeyUpdate) => callOperation(operations.updateKey, { organizationId, keyId }, body),
    onSuccess: (key) => {
      setOpData(queryClient, operations.getKey, { organizationId, keyId }, key);
      setOpData(queryClient, operations.listKeys, { organizationId }, (keys) => keys?.map((k) => (k.id === key.id ? key : k)));
    },
  });
}

/** DELETE a key. Never retried. The list drops it at once and is read again; its own read is forgotten. */
export function useDeleteKey(organizationId: string, keyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(operations.deleteKey, { organizationId, keyId }, undefined),
    onSuccess: () => {
      setOpData(queryClient, operations.listKeys, { organizationId }, (keys) => keys?.filter((k) => k.id !== keyId));
      queryClient.removeQueries({ queryKey: opKey(operations.getKey, { organizationId, keyId }) });
      void invalidateOp(queryClient, operations.listKeys, { organizationId });
    },
  });
}

/**
 * Operation 6 (never retried: a retry could create a second key). `onCredentials` is called with
 * the server's answer before the mutation settles; keep the secret in component state only.
 */
export function useCreateKey(organizationId: string, onCredentials: (answer: KeyCreateResult) => void) {
  const queryClient = useQueryClient();
  const handOff = useRef(onCredentials);
  handOff.current = onCredentials;
  return useMutation({
    mutationFn: async (body: KeyCreate): Promise<{ key: ApiKey }> => {
      const answer = await callOperation(operations.createKey, { organizationId }, body);
      handOff.current(answer);
      return { key: answer.key };
    },
    onSuccess: ({ key }) => {
      setOpData(queryClient, operations.listKeys, { organizationId }, (keys) => (keys && !keys.some((k) => k.id === key.id) ? [...keys, key] : keys));
      void invalidateOp(queryClient, operations.listKeys, { organizationId });
    },
  });
}
