import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { managementApi } from '../../api/management';
import type { ReplicaScaling, Service, ServiceCreate, ServicePrivateEndpointCreate } from '../../contract';
import { servicePollInterval } from '../../entities/serviceState';

/**
 * Services: query option factories and mutations. Query keys hold ids only (never a credential),
 * and the service password never enters the query or mutation cache: the create mutation hands it
 * to the caller's component state through `onPassword` and resolves with `{service}` alone.
 */
export const serviceKeys = {
  all: (orgId: string) => ['organizations', orgId, 'services'] as const,
  list: (orgId: string) => [...serviceKeys.all(orgId), 'list'] as const,
  detail: (orgId: string, serviceId: string) => [...serviceKeys.all(orgId), 'detail', serviceId] as const,
};

export const serviceQueries = {
  list: (orgId: string) =>
    queryOptions({
      queryKey: serviceKeys.list(orgId),
      queryFn: ({ signal }) => managementApi.listServices(orgId, signal),
      // Poll only while some service is on its way to a settled state (at most 2 requests / 10 s).
      refetchInterval: (query) => servicePollInterval(query.state.data ?? []),
    }),
  detail: (orgId: string, serviceId: string) =>
    queryOptions({
      queryKey: serviceKeys.detail(orgId, serviceId),
      queryFn: ({ signal }) => managementApi.getService(orgId, serviceId, signal),
      refetchInterval: (query) => servicePollInterval(query.state.data ? [query.state.data] : []),
    }),
};

/** Puts a fresh Service into the detail cache and refreshes the list. */
function seedService(queryClient: QueryClient, orgId: string, service: Service) {
  queryClient.setQueryData(serviceKeys.detail(orgId, service.id), service);
  void queryClient.invalidateQueries({ queryKey: serviceKeys.list(orgId) });
}

/**
 * Operation 1. `onPassword` receives the one-time password (keep it in component state only);
 * the mutation itself resolves with the service alone.
 */
export function useCreateService(orgId: string, onPassword: (result: { service: Service; password: string }) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ServiceCreate): Promise<{ service: Service }> => {
      const { service, password } = await managementApi.createService(orgId, body);
      onPassword({ service, password });
      return { service };
    },
    retry: false,
    onSuccess: ({ service }) => seedService(queryClient, orgId, service),
  });
}

/** Operation 2: sends only the changed scaling settings; the answer replaces the cached service. */
export function useUpdateReplicaScaling(orgId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplicaScaling) => managementApi.updateReplicaScaling(orgId, serviceId, body),
    retry: false,
    onSuccess: (service) => seedService(queryClient, orgId, service),
  });
}

/** Operation 8: registers a private endpoint on a service, then re-reads the service. */
export function useCreateServicePrivateEndpoint(orgId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServicePrivateEndpointCreate) => managementApi.createServicePrivateEndpoint(orgId, serviceId, body),
    retry: false,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all(orgId) });
    },
  });
}
