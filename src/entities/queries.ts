/**
 * Reads several features show, with one cache entry each: the organization's services (the
 * services area, the pipes' service picker, …) and one service. A feature adds its own options
 * (polling) on top: `useQuery({...servicesListQuery(orgId), refetchInterval})`.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { opQuery, setOpData } from '../api/queryKeys';
import { operations, type Service } from '../contract';
import { budgeted, isRateLimited } from '../api/pollBudget';
import { servicePollInterval } from './serviceState';

export const servicesListQuery = (organizationId: string) => opQuery(operations.listServices, { organizationId });

/**
 * One service's own read, polled while it is changing (and not after a failed read, unless it only
 * said to wait: a 429); its reads take their turn in the poll budget.
 */
export const serviceQuery = (organizationId: string, serviceId: string) =>
  queryOptions({
    ...budgeted(opQuery(operations.getService, { organizationId, serviceId })),
    refetchInterval: (query) =>
      query.state.error && !isRateLimited(query.state.error) ? false : servicePollInterval(query.state.data ? [query.state.data] : []),
  });

/** A fresh Service (a command's answer, an item's poll) into its own read and into the list, without a refetch. */
export function putService(queryClient: QueryClient, organizationId: string, service: Service): void {
  setOpData(queryClient, operations.getService, { organizationId, serviceId: service.id }, service);
  replaceInList(queryClient, organizationId, service);
}

/** A fresh Service in place of its row of the cached list (nothing when the list is not cached). */
export function replaceInList(queryClient: QueryClient, organizationId: string, service: Service): void {
  setOpData(queryClient, operations.listServices, { organizationId }, (list) => list?.map((s) => (s.id === service.id ? service : s)));
}

/** A service that is gone (deleted): out of the cached list. */
export function dropService(queryClient: QueryClient, organizationId: string, serviceId: string): void {
  setOpData(queryClient, operations.listServices, { organizationId }, (list) => list?.filter((s) => s.id !== serviceId));
}
