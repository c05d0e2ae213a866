/**
 * Reads several features show, with one cache entry each: the organization's services (the
 * services area, the pipes' service picker, …). A feature adds its own options (polling) on top:
 * `useQuery({...servicesListQuery(orgId), refetchInterval})`.
 */
import { opQuery } from '../api/queryKeys';
import { operations } from '../contract';

export const servicesListQuery = (organizationId: string) => opQuery(operations.listServices, { organizationId });
