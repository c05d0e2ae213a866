/**
 * Following services while they change, by their own reads (issue 12 item 4): a list polls each
 * changing service's `GET .../services/{id}` rather than the whole list, and puts each answer into
 * the list. With more changing services than MAX_FOLLOWED_SERVICES, one list read per interval
 * is cheaper, so the list polls itself instead. Either way a page stays well inside the API's
 * 10 requests per 10 s per key: at most 2 x MAX_FOLLOWED_SERVICES item reads, or 2 list reads.
 * Polling pauses while the tab is hidden (TanStack Query's default).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../api/errors';
import type { Service } from '../contract';
import { dropService, replaceInList, serviceQuery } from './queries';
import { isServiceTransitional, SERVICE_POLL_MS } from './serviceState';

export const MAX_FOLLOWED_SERVICES = 2;

/** Which services to follow by their own read, or whether the list should poll itself instead. */
export function followPlan(services: readonly Pick<Service, 'id' | 'state'>[]): { follow: string[]; pollList: boolean } {
  const changing = services.filter((s) => isServiceTransitional(s.state)).map((s) => s.id);
  return changing.length > MAX_FOLLOWED_SERVICES ? { follow: [], pollList: true } : { follow: changing, pollList: false };
}

/** The list query's refetchInterval: only when too many services change to follow them one by one. */
export const servicesListPollInterval = (services: readonly Pick<Service, 'id' | 'state'>[]): number | false =>
  followPlan(services).pollList ? SERVICE_POLL_MS : false;

/**
 * A read of a service that is gone: 404, or 400 for a well-formed id that no longer exists
 * (real-apis.md, "Errors"), once the service was being deleted.
 */
export function isGoneAfter(error: unknown, lastState: string | undefined): boolean {
  return isApiError(error) && (error.status === 404 || (error.status === 400 && lastState === 'terminating'));
}

/**
 * Polls each changing service of `services` (the list's data) by its own read and writes every
 * answer into the list; a service whose read says it is gone leaves the list. The first read
 * waits one interval: the list's own answer is the starting point. Render it beside the list.
 */
export function FollowServices({
  organizationId,
  services,
  listUpdatedAt,
}: {
  organizationId: string;
  services: readonly Service[] | undefined;
  listUpdatedAt: number;
}) {
  const list = services ?? [];
  return followPlan(list).follow.map((id) => (
    <FollowService key={id} organizationId={organizationId} service={list.find((s) => s.id === id)!} listUpdatedAt={listUpdatedAt} />
  ));
}

function FollowService({ organizationId, service, listUpdatedAt }: { organizationId: string; service: Service; listUpdatedAt: number }) {
  const queryClient = useQueryClient();
  const { data, error, dataUpdatedAt } = useQuery({
    ...serviceQuery(organizationId, service.id),
    initialData: service,
    initialDataUpdatedAt: listUpdatedAt,
    staleTime: SERVICE_POLL_MS,
  });
  const gone = error !== null && isGoneAfter(error, service.state);
  const fresher = data !== service && dataUpdatedAt > listUpdatedAt ? data : undefined;
  useEffect(() => {
    if (gone) dropService(queryClient, organizationId, service.id);
    else if (fresher) replaceInList(queryClient, organizationId, fresher);
  }, [gone, fresher, queryClient, organizationId, service.id]);
  return null;
}
