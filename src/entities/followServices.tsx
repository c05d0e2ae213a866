/**
 * Following changing services by their own reads (entities/followItems): the services list and
 * the pipes pages poll each changing service's `GET .../services/{id}` and put each answer into
 * the shared services list; with more than MAX_FOLLOWED_SERVICES changing, the list polls itself.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';
import type { Service } from '../contract';
import { FollowItems, listPollInterval, MAX_FOLLOWED, planFollowing } from './followItems';
import { budgeted, isRateLimited } from '../api/pollBudget';
import { dropService, replaceInList, serviceQuery, servicesListQuery } from './queries';
import { isServiceTransitional } from './serviceState';

export const MAX_FOLLOWED_SERVICES = MAX_FOLLOWED;

type ServiceLike = Pick<Service, 'id' | 'state'>;

/** Which services to follow by their own read, or whether the list should poll itself instead. */
export const followPlan = (services: readonly ServiceLike[]) => planFollowing(services, isServiceTransitional);

/** The list query's refetchInterval: only when too many services change to follow them one by one. */
export const servicesListPollInterval = (services: readonly ServiceLike[]): number | false => listPollInterval(services, isServiceTransitional);

/**
 * The organization's services as every page that follows them reads them (the services list, the
 * pipes pages): the list polls itself only when more services change than are followed, a 429
 * does not stop it, and its reads take their turn in the poll budget.
 */
export const followedServicesListQuery = (organizationId: string) =>
  queryOptions({
    ...budgeted(servicesListQuery(organizationId)),
    refetchInterval: (query) => (query.state.error && !isRateLimited(query.state.error) ? false : servicesListPollInterval(query.state.data ?? [])),
  });

/**
 * A read of a service that is gone: 404, or 400 for a well-formed id that no longer exists
 * (real-apis.md, "Errors"), once the service was being deleted.
 */
export function isGoneAfter(error: unknown, lastState: string | undefined): boolean {
  return isApiError(error) && (error.status === 404 || (error.status === 400 && lastState === 'terminating'));
}

/**
 * Polls each changing service of `services` (the list's data) by its own read and writes every
 * answer into the list; a service whose read says it is gone leaves the list. Render it beside the list.
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
  const queryClient = useQueryClient();
  return (
    <FollowItems
      items={services}
      listUpdatedAt={listUpdatedAt}
      isTransitional={isServiceTransitional}
      itemQuery={(id) => serviceQuery(organizationId, id)}
      put={(service) => replaceInList(queryClient, organizationId, service)}
      drop={(id) => dropService(queryClient, organizationId, id)}
      isGone={isGoneAfter}
    />
  );
}
