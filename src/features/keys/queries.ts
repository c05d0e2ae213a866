import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callOperation } from '../../api/operations';
import { invalidateOp, opKey, opQuery, setOpData } from '../../api/queryKeys';
import { operations, type ApiKey, type KeyUpdate } from '../../contract';

/**
 * API keys: query options, the state and delete mutations, and what each write changes in the
 * cache. Query keys hold ids only, and the key ID and secret never enter the query cache: the
 * create form keeps them in component state only.
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
    onSuccess: (key) => keySaved(queryClient, organizationId, keyId, key),
  });
}

/** After an update (the edit form, disable, enable): the key's read and its list row replaced by the answer. */
export function keySaved(queryClient: QueryClient, organizationId: string, keyId: string, key: ApiKey): void {
  setOpData(queryClient, operations.getKey, { organizationId, keyId }, key);
  setOpData(queryClient, operations.listKeys, { organizationId }, (keys) => keys?.map((k) => (k.id === key.id ? key : k)));
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

/** After a create: the new key in the cached list at once, and the list read again. */
export function keyCreated(queryClient: QueryClient, organizationId: string, key: ApiKey): void {
  setOpData(queryClient, operations.listKeys, { organizationId }, (keys) => (keys && !keys.some((k) => k.id === key.id) ? [...keys, key] : keys));
  void invalidateOp(queryClient, operations.listKeys, { organizationId });
}
