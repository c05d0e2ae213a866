import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callOperation } from '../../api/operations';
import { invalidateOp, opQuery, setOpData } from '../../api/queryKeys';
import { operations, type BackupConfiguration, type Service } from '../../contract';
import { followedServicesListQuery } from '../../entities/followServices';
import { serviceQuery } from '../../entities/queries';

/**
 * Services: query options, the delete mutation and what each write changes in the cache, keyed by
 * the operations table (ids only, never a credential). The forms send their operation through the
 * form shell and call these with its answer; the service password never enters the query cache
 * (the forms keep it in component state only).
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

/** After a write answered with the service (update, scaling): its read replaced, and the list read again. */
export function seedService(queryClient: QueryClient, organizationId: string, service: Service) {
  setOpData(queryClient, operations.getService, { organizationId, serviceId: service.id }, service);
  void invalidateOp(queryClient, operations.listServices, { organizationId });
}

/** After a write answered without the service (a private endpoint registered): the service and the list read again. */
export async function refreshService(queryClient: QueryClient, organizationId: string, serviceId: string): Promise<void> {
  await Promise.all([
    invalidateOp(queryClient, operations.getService, { organizationId, serviceId }),
    invalidateOp(queryClient, operations.listServices, { organizationId }),
  ]);
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

/** A service's backups (newest first, as the server lists them) and its backup configuration. */
export const backupQueries = {
  list: (organizationId: string, serviceId: string) => opQuery(operations.listBackups, { organizationId, serviceId }),
  configuration: (organizationId: string, serviceId: string) => opQuery(operations.getBackupConfiguration, { organizationId, serviceId }),
};

/** After the configuration was changed: its read replaced by the answer, the backups read again. */
export function backupConfigurationSaved(queryClient: QueryClient, organizationId: string, serviceId: string, configuration: BackupConfiguration) {
  setOpData(queryClient, operations.getBackupConfiguration, { organizationId, serviceId }, configuration);
  void invalidateOp(queryClient, operations.listBackups, { organizationId, serviceId });
}
