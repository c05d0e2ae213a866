import { useQueryClient } from '@tanstack/react-query';
import { type CreateLookup, listedByName } from '../../components/form';
import type { KeyCreate } from '../../contract';
import type { KeyFormValues } from './keyForm';
import { keyQueries } from './queries';

/** What the lookup knows of the key it looks for, besides the name it was sent with. */
export interface LookedForKey {
  /** The last 4 characters of the key ID made in this browser (undefined: the server was to make it). */
  suffix: () => string | undefined;
  /** The key's ID and secret were made here, and shown: the note says they are not lost. */
  madeLocally: boolean;
}

/**
 * After a "Create key" that may have been applied: the keys list, read again, by the name sent.
 * A key made in this browser is told by its ID's suffix too (a key of the same name made before is
 * not it), and its secret is not lost: the page showed it. A key the server was to make lost its
 * secret with the reply.
 */
export function useKeyLookup(organizationId: string, lookedFor: LookedForKey): CreateLookup<KeyCreate, KeyFormValues> {
  const queryClient = useQueryClient();
  return {
    noun: 'API key',
    listHref: '/keys',
    nameOf: (body) => body.name ?? '',
    find: async (body) => {
      const suffix = lookedFor.suffix();
      const keys = await queryClient.fetchQuery({ ...keyQueries.list(organizationId), staleTime: 0 });
      return listedByName(
        suffix === undefined ? keys : keys.filter((k) => k.keySuffix === suffix),
        body.name ?? '',
        (k) => `/keys/${encodeURIComponent(k.id)}`,
      );
    },
    foundNote: lookedFor.madeLocally
      ? 'Its ID and secret were made in this browser and shown to you when the reply was lost: the key works with them.'
      : 'Its secret was in the lost reply and cannot be shown again. Delete this key on its page and create another; no one has its secret, so it is of no use.',
  };
}
