import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { mayHaveBeenApplied } from '../../api/errors';
import { callOperation } from '../../api/operations';
import { invalidateOp, setOpData } from '../../api/queryKeys';
import { operations, type ReplicaScaling, type Service, type ServiceCreate, type ServicePatch, type ServicePrivateEndpointCreate } from '../../contract';
import { followedServicesListQuery } from '../../entities/followServices';
import { generateServicePassword, passwordHashes } from './localPassword';
import { serviceQuery } from '../../entities/queries';

/**
 * Services: query options and mutations, keyed by the operations table (ids only, never a
 * credential). The service password never enters the query or mutation cache: the create
 * mutation hands it to the caller's component state through `onPassword` and resolves with
 * `{service}` alone.
 */
export const serviceQueries = {
  /**
   * A changing service is followed by its own read (FollowServices); the whole list is polled
   * only when more services change than are followed one by one.
   */
  list: followedServicesListQuery,
  /** Polled while the service is changing. */
  detail: serviceQuery,
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

/**
 * Delete (only a stopped service). Deletion is asynchronous: the list is read again, shows the
 * service terminating, and follows it until it is gone.
 */
export function useDeleteService(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) => callOperation(operations.deleteService, { organizationId, serviceId }),
    onSuccess: async (_result, serviceId) => {
      await Promise.all([
        invalidateOp(queryClient, operations.listServices, { organizationId }),
        invalidateOp(queryClient, operations.getService, { organizationId, serviceId }),
      ]);
    },
  });
}

/** Rename and IP access list (`PATCH .../services/{id}`, only what changed); the answer replaces the cached service. */
export function useUpdateService(organizationId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServicePatch) => callOperation(operations.updateService, { organizationId, serviceId }, body),
    onSuccess: (service) => seedService(queryClient, organizationId, service),
  });
}

/** Who makes a reset password: the server (answered once) or this browser (only its hashes are sent). */
export const PASSWORD_SOURCES = ['server', 'browser'] as const;
export type PasswordSource = (typeof PASSWORD_SOURCES)[number];

/**
 * Password reset (`PATCH .../password`). `onPassword` receives the new password (keep it in
 * component state only); the mutation resolves with nothing, so the password never enters the
 * mutation cache. A browser-made password is generated inside the mutation, so its variables
 * hold only the choice. When its reset may have been applied although it failed (a 5xx, a lost
 * reply), the browser-made password is handed over all the same (`uncertain`), then the failure
 * thrown: it may be the service's password now, and nothing else has it.
 */
export function useResetServicePassword(
  organizationId: string,
  serviceId: string,
  onPassword: (password: string, source: PasswordSource, uncertain?: boolean) => void,
) {
  return useMutation({
    mutationFn: async (source: PasswordSource): Promise<void> => {
      const params = { organizationId, serviceId };
      if (source === 'browser') {
        const password = generateServicePassword();
        try {
          await callOperation(operations.resetServicePassword, params, await passwordHashes(password));
        } catch (failure) {
          if (mayHaveBeenApplied(failure)) onPassword(password, source, true);
          throw failure;
        }
        onPassword(password, source);
        return;
      }
      const { password } = await callOperation(operations.resetServicePassword, params, {});
      if (!password) throw new Error('The server accepted the reset but sent no password back. Reset it again, or make the password in this browser.');
      onPassword(password, source);
    },
  });
}
