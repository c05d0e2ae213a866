import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callOperation } from '../../api/operations';
import { invalidateOp, opQuery, setOpData } from '../../api/queryKeys';
import { operations, type ReplicaScaling, type Service, type ServiceCreate, type ServicePrivateEndpointCreate } from '../../contract';
import { servicesListQuery } from '../../entities/queries';
import { servicePollInterval } from '../../entities/serviceState';

/**
 * Services: query options and mutations, keyed by the operations table (ids only, never a
 * credential). The service password never enters the query or mutation cache: the create
 * mutation hands it to the caller's component state through `onPassword` and resolves with
 * `{service}` alone.
 */
export const serviceQueries = {
  list: (organizationId: string) =>
    queryOptions({
      ...servicesListQuery(organizationId),
      // Poll only while some service is on its way to a settled state (at most 2 requests / 10 s).
      refetchInterval: (query) => servicePollInterval(query.state.data ?? []),
    }),
  detail: (organizationId: string, serviceId: string) =>
    queryOptions({
      ...opQuery(operations.getService, { organizationId, serviceId }),
      refetchInterval: (query) => servicePollInterval(query.state.data ? [query.state.data] : []),
    }),
};

/** Puts a fresh Service into the detail cache and refreshes the list. */
function seedService(queryClient: QueryClient, organizationId: string, service: Service) {
  setOpData(queryClient, operations.getService, { organizationId, serviceId: service.id }, service);
  void invalidateOp(queryClient, operations.listServices, { organizationId });
}

/**
 * Operation 1. `onPassword` receives the one-time password (keep it in component state only);
 * the mutation itself resolves with the service alone.
 */
export function useCreateService(organizationId: string, onPassword: (result: { service: Service; password: string }) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ServiceCreate): Promise<{ service: Service }> => {
      const { service, password } = await callOperation(operations.createService, { organizationId }, body);
      onPassword({ service, password });
      return { service };
    },
    onSuccess: ({ service }) => seedService(queryClient, organizationId, service),
  });
}

/** Operation 2: sends only the changed scaling settings; the answer replaces the cached service. */
export function useUpdateReplicaScaling(organizationId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplicaScaling) => callOperation(operations.updateReplicaScaling, { organizationId, serviceId }, body),
    onSuccess: (service) => seedService(queryClient, organizationId, service),
  });
}

/** Operation 8: registers a private endpoint on a service, then re-reads the service. */
export function useCreateServicePrivateEndpoint(organizationId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServicePrivateEndpointCreate) => callOperation(operations.createServicePrivateEndpoint, { organizationId, serviceId }, body),
    onSuccess: async () => {
      await Promise.all([
        invalidateOp(queryClient, operations.getService, { organizationId, serviceId }),
        invalidateOp(queryClient, operations.listServices, { organizationId }),
      ]);
    },
  });
}
