import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { managementApi } from '../../api/management';
import type { OrganizationUpdate } from '../../contract';

/** The organization: query options and the update mutation (operation 7). Keys hold ids only. */
export const organizationKeys = {
  detail: (orgId: string) => ['organizations', orgId, 'detail'] as const,
};

export const organizationQueries = {
  detail: (orgId: string) =>
    queryOptions({
      queryKey: organizationKeys.detail(orgId),
      queryFn: ({ signal }) => managementApi.getOrganization(orgId, signal),
    }),
};

/** PATCH the organization; the answer replaces the cached organization. Never retried. */
export function useUpdateOrganization(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationUpdate) => managementApi.updateOrganization(orgId, body),
    retry: false,
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationKeys.detail(orgId), organization);
    },
  });
}
