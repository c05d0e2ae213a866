/**
 * Following changing items by their own reads (issue 12 item 4), for services and pipes alike: a
 * list polls each changing item's own read (`GET .../services/{id}`, `GET .../clickpipes/{id}`)
 * rather than the whole list, and puts each answer into the list. With more changing items than
 * MAX_FOLLOWED, one list read per interval is cheaper, so the list polls itself instead. Either way
 * one list costs at most 2 x MAX_FOLLOWED reads per 10 s, and every polled read also takes its
 * turn in the tab's request budget (api/pollBudget), so two lists on one page stay inside
 * the API's 10 requests per 10 s per key. Polling pauses while the tab is hidden (TanStack
 * Query's default, kept).
 *
 * One small render-null component per followed item (not useQueries with initialData on the list
 * page, which kept React Router from committing a navigation).
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { STATE_POLL_MS } from './stateDisplay';

export const MAX_FOLLOWED = 2;

export interface Followable {
  id: string;
  state?: string | null;
}

type IsTransitional = (state: string | undefined) => boolean;

/** Which items to follow by their own read, or whether the list should poll itself instead. */
export function planFollowing(items: readonly Followable[], isTransitional: IsTransitional): { follow: string[]; pollList: boolean } {
  const changing = items.filter((item) => isTransitional(item.state ?? undefined)).map((item) => item.id);
  return changing.length > MAX_FOLLOWED ? { follow: [], pollList: true } : { follow: changing, pollList: false };
}

/** A list query's refetchInterval: only when too many items change to follow them one by one. */
export const listPollInterval = (items: readonly Followable[], isTransitional: IsTransitional): number | false =>
  planFollowing(items, isTransitional).pollList ? STATE_POLL_MS : false;

export interface FollowItemsProps<T extends Followable, K extends QueryKey> {
  /** The list's data. */
  items: readonly T[] | undefined;
  /** When the list was read: its answer is the starting point, the first own read waits one interval. */
  listUpdatedAt: number;
  isTransitional: IsTransitional;
  /** The item's own read, polled while it changes (the same options its own page uses). */
  itemQuery: (id: string) => UseQueryOptions<T, Error, T, K>;
  /** Writes a fresher item into the list's cache entry. */
  put: (item: T) => void;
  /** Takes an item that is gone out of the list's cache entry. */
  drop: (id: string) => void;
  /** Whether a failed read says the item is gone (given the state it had). */
  isGone: (error: unknown, lastState: string | undefined) => boolean;
}

/** Polls each changing item of `items` by its own read and writes every answer into the list. Render it beside the list. */
export function FollowItems<T extends Followable, K extends QueryKey>(props: FollowItemsProps<T, K>) {
  const list = props.items ?? [];
  return planFollowing(list, props.isTransitional).follow.map((id) => <FollowItem key={id} {...props} item={list.find((i) => i.id === id)!} />);
}

function FollowItem<T extends Followable, K extends QueryKey>({ item, listUpdatedAt, itemQuery, put, drop, isGone }: FollowItemsProps<T, K> & { item: T }) {
  const { data, error, dataUpdatedAt } = useQuery({
    ...itemQuery(item.id),
    initialData: item,
    initialDataUpdatedAt: listUpdatedAt,
    staleTime: STATE_POLL_MS,
  });
  const gone = error !== null && isGone(error, item.state ?? undefined);
  const fresher = data !== item && dataUpdatedAt > listUpdatedAt ? data : undefined;
  const apply = useEffectEvent(() => (gone ? drop(item.id) : fresher && put(fresher)));
  useEffect(() => {
    if (gone || fresher) apply();
  }, [gone, fresher]);
  return null;
}
