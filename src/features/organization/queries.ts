import type { QueryClient } from '@tanstack/react-query';
import { opQuery, setOpData } from '../../api/queryKeys';
import { operations, type Organization } from '../../contract';

/** The organization: query options, and what its update (operation 7) changes in the cache. Keys hold ids only. */
export const organizationQueries = {
  detail: (organizationId: string) => opQuery(operations.getOrganization, { organizationId }),
};

/** After a PATCH of the organization: the answer replaces the cached organization. */
export function organizationSaved(queryClient: QueryClient, organizationId: string, organization: Organization): void {
  setOpData(queryClient, operations.getOrganization, { organizationId }, organization);
}
