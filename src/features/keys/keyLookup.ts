import { useQueryClient } from '@tanstack/react-query';
import { type CreateLookup, listedByName } from '../../components/form';
import type { KeyCreate } from '../../contract';
import type { KeyFormValues } from './keyForm';
import { keyQueries } from './queries';

/** After a lost "Create key" reply: the keys list, read again, by the name sent. Its secret is gone for good. */
export function useKeyLookup(organizationId: string): CreateLookup<KeyCreate, KeyFormValues> {
  const queryClient = useQueryClient();
  return {
    noun: 'API key',
    nameOf: (body) => body.name ?? '',
    find: async (body) =>
      listedByName(
        await queryClient.fetchQuery({ ...keyQueries.list(organizationId), staleTime: 0 }),
        body.name ?? '',
        (k) => `/keys/${encodeURIComponent(k.id)}`,
      ),
    foundNote:
      'Its secret was in the lost reply and cannot be shown again. Delete this key on its page and create another; no one has its secret, so it is of no use.',
  };
}
