import { useQueryClient } from '@tanstack/react-query';
import { opQuery } from '../../../api/queryKeys';
import { type CreateLookup, listedByName, LookupInconclusive } from '../../../components/form';
import { ALERT_LIST_LIMITS, fmt, operations, type Alert, type AlertList } from '../../../contract';
import { quotedName } from '../../../components/displayName';

/** The lookup reads the list in the largest pages the API allows… */
export const ALERT_LOOKUP_PAGE_SIZE = ALERT_LIST_LIMITS.limitMax;
/** …and at most this many of them (10,000 alerts), so a huge list cannot keep it reading forever. */
export const ALERT_LOOKUP_MAX_PAGES = 10;

/**
 * The alerts named `name` ('' for every alert: the request gave no name), read page by page
 * (`readPage`) until the list's end (its `meta.total`, or an empty page), at most `maxPages`.
 * When the list goes on past that and nothing was found (or no name was given, so the newest may
 * lie beyond), it throws: "not found" would then be a guess, and a guess must not invite a second create.
 */
export async function alertsNamed(
  name: string,
  readPage: (offset: number, limit: number) => Promise<AlertList>,
  maxPages = ALERT_LOOKUP_MAX_PAGES,
  pageSize: number = ALERT_LOOKUP_PAGE_SIZE,
): Promise<Alert[]> {
  const kept: Alert[] = [];
  for (let page = 0; page < maxPages; page++) {
    const offset = page * pageSize;
    const { data, meta } = await readPage(offset, pageSize);
    kept.push(...data.filter((alert) => name === '' || alert.name === name));
    if (data.length === 0 || offset + data.length >= meta.total) return kept;
  }
  if (name !== '' && kept.length > 0) return kept;
  const read = fmt(maxPages * pageSize);
  throw new LookupInconclusive(
    name === ''
      ? `The alerts list is longer than the ${read} alerts looked through, so the newest could not be told. Look for it on the alerts page (newest first) before creating it again.`
      : `The first ${read} alerts were looked through and none is named ${quotedName(name)}, but the list is longer. Look for it on the alerts page before creating it again.`,
  );
}

/** The name a create sends ('' when none: blank text is not sent), in either dialect's body. */
export const sentAlertName = (body: { name?: string | null }): string => (body.name && body.name.trim() !== '' ? body.name : '');

/** After a lost "Create alert" reply (either dialect): the alerts list, read again page by page, by the name sent. */
export function useAlertLookup<B extends { name?: string | null }, V>(): CreateLookup<B, V> {
  const queryClient = useQueryClient();
  const nameOf = (body: B) => sentAlertName(body);
  return {
    noun: 'alert',
    listHref: '/alerts',
    nameOf,
    find: async (body) =>
      listedByName(
        await alertsNamed(nameOf(body), (offset, limit) =>
          queryClient.fetchQuery({ ...opQuery(operations.listAlerts, { limit: String(limit), offset: String(offset) }), staleTime: 0, gcTime: 0 }),
        ),
        nameOf(body),
        (alert) => `/alerts/${encodeURIComponent(alert.id)}`,
      ),
  };
}
