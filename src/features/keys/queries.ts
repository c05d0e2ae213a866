import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callOperation } from '../../api/operations';
import { invalidateOp, opQuery, setOpData } from '../../api/queryKeys';
import { operations, type ApiKey, type KeyCreate, type KeyCreateResult } from '../../contract';

/**
 * API keys: query options and the create mutation. Query keys hold ids only, and the key ID and
 * secret never enter the query or mutation cache: the create mutation hands them to the caller's
 * component state through `onCredentials` and resolves with `{key}` alone.
 */
export const keyQueries = {
  list: (organizationId: string) => opQuery(operations.listKeys, { organizationId }),
};

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
