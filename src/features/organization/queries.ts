import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../api/operations';
import { opQuery, setOpData } from '../../api/queryKeys';
import { operations, type OrganizationUpdate } from '../../contract';

/** The organization: query options and the update mutation (operation 7). Keys hold ids only. */
export const organizationQueries = {
  detail: (organizationId: string) => opQuery(operations.getOrganization, { organizationId }),
};

/** PATCH the organization; the answer replaces the cached organization. */
export function useUpdateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationUpdate) => callOperation(operations.updateOrganization, { organizationId }, body),
    onSuccess: (organization) => setOpData(queryClient, operations.getOrganization, { organizationId }, organization),
  });
}
