import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../api/operations';
import { invalidateOp, opKey, opQuery, setOpData } from '../../api/queryKeys';
import { operations, type Pipe, type PipeCommand, type PipeCreateInput, type PipeUpdateInput } from '../../contract';
import { pipePollInterval } from '../../entities/pipeState';
import { servicesListQuery } from '../../entities/queries';
import { servicePollInterval } from '../../entities/serviceState';

/**
 * Pipes: query options and the state-command mutation, keyed by the operations table (ids only).
 * The services list is the shared one (entities), so the services area and this picker share one
 * cache entry.
 */
export const pipeQueries = {
  /** The organization's services; polled while one is changing, so "not running" clears by itself. */
  services: (organizationId: string) =>
    queryOptions({
      ...servicesListQuery(organizationId),
      refetchInterval: (query) => servicePollInterval(query.state.data ?? []),
    }),
  list: (organizationId: string, serviceId: string) =>
    queryOptions({
      ...opQuery(operations.listPipes, { organizationId, serviceId }),
      refetchInterval: (query) => (query.state.error ? false : pipePollInterval(query.state.data ?? [])),
    }),
  detail: (organizationId: string, serviceId: string, pipeId: string) =>
    queryOptions({
      ...opQuery(operations.getPipe, { organizationId, serviceId, pipeId }),
      refetchInterval: (query) => (query.state.error ? false : pipePollInterval(query.state.data ? [query.state.data] : [])),
    }),
};

export interface PipeCommandVariables {
  pipe: Pick<Pipe, 'id' | 'name'>;
  command: PipeCommand;
}

/**
 * Operation 5. A 200 means the command was accepted, not that the pipe got there: the answer
 * replaces the cached pipe (usually in a transitional state), which turns polling on until it settles.
 */
export function useUpdatePipeState(organizationId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pipe, command }: PipeCommandVariables) =>
      callOperation(operations.updatePipeState, { organizationId, serviceId, pipeId: pipe.id }, { command }),
    onSuccess: (pipe) => {
      setOpData(queryClient, operations.getPipe, { organizationId, serviceId, pipeId: pipe.id }, pipe);
      setOpData(queryClient, operations.listPipes, { organizationId, serviceId }, (pipes) => pipes?.map((p) => (p.id === pipe.id ? pipe : p)));
    },
  });
}

/** Operation 3. The created pipe is put in the cache and the service's list is refetched. */
export function useCreatePipe(organizationId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PipeCreateInput) => callOperation(operations.createPipe, { organizationId, serviceId }, body),
    onSuccess: (pipe) => {
      setOpData(queryClient, operations.getPipe, { organizationId, serviceId, pipeId: pipe.id }, pipe);
      void invalidateOp(queryClient, operations.listPipes, { organizationId, serviceId });
    },
  });
}

/**
 * Delete pipe (beyond the contract; real-apis.md: whatever its state). The pipe leaves the
 * service's cached list at once and the list is refetched; its own read is not refetched (it would
 * answer 404 while the page that asked is navigating away).
 */
export function useDeletePipe(organizationId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pipeId: string) => callOperation(operations.deletePipe, { organizationId, serviceId, pipeId }),
    onSuccess: (_, pipeId) => {
      void queryClient.cancelQueries({ queryKey: opKey(operations.getPipe, { organizationId, serviceId, pipeId }) });
      setOpData(queryClient, operations.listPipes, { organizationId, serviceId }, (pipes) => pipes?.filter((p) => p.id !== pipeId));
      void invalidateOp(queryClient, operations.listPipes, { organizationId, serviceId });
    },
  });
}

/** Operation 4: the answer replaces the cached pipe, and the service's list is refetched. */
export function useUpdatePipe(organizationId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pipeId, body }: { pipeId: string; body: PipeUpdateInput }) =>
      callOperation(operations.updatePipe, { organizationId, serviceId, pipeId }, body),
    onSuccess: (pipe) => {
      setOpData(queryClient, operations.getPipe, { organizationId, serviceId, pipeId: pipe.id }, pipe);
      void invalidateOp(queryClient, operations.listPipes, { organizationId, serviceId });
    },
  });
}
