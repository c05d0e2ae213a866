import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callOperation } from '../../api/operations';
import { invalidateOp, opKey, opQuery, setOpData } from '../../api/queryKeys';
import { operations, type CdcScaling, type Pipe, type PipeCommand, type PipeSettingsRead, type SchemaDiscoveryRequest } from '../../contract';
import { listPollInterval } from '../../entities/followItems';
import { followedServicesListQuery } from '../../entities/followServices';
import { isPipeTransitional, pipePollInterval } from '../../entities/pipeState';
import { budgeted, isRateLimited } from '../../api/pollBudget';

/**
 * Pipes: query options, the state-command and delete mutations and what the forms' writes change in the cache, keyed by the operations table (ids only).
 * The services list is the shared one (entities), so the services area and this picker share one
 * cache entry. Every polled read takes its turn in the tab's poll budget (api/pollBudget).
 */
export const pipeQueries = {
  /**
   * The organization's services, followed like on the services list (FollowServices beside the
   * page): a changing service by its own read, so "not running" clears by itself.
   */
  services: followedServicesListQuery,
  /** A changing pipe is followed by its own read (FollowPipes); the list polls itself only when more pipes change than are followed. */
  list: (organizationId: string, serviceId: string) =>
    queryOptions({
      ...budgeted(opQuery(operations.listPipes, { organizationId, serviceId })),
      refetchInterval: (query) =>
        query.state.error && !isRateLimited(query.state.error) ? false : listPollInterval(query.state.data ?? [], isPipeTransitional),
    }),
  detail: (organizationId: string, serviceId: string, pipeId: string) =>
    queryOptions({
      ...budgeted(opQuery(operations.getPipe, { organizationId, serviceId, pipeId })),
      refetchInterval: (query) =>
        query.state.error && !isRateLimited(query.state.error) ? false : pipePollInterval(query.state.data ? [query.state.data] : []),
    }),
  /** The CPU and memory of the service's database pipes (read once; the form's answer replaces it). */
  cdcScaling: (organizationId: string, serviceId: string) => queryOptions(opQuery(operations.getPipeCdcScaling, { organizationId, serviceId })),
  /** A pipe's settings, by their own operation (read once; the form's answer replaces them). */
  settings: (organizationId: string, serviceId: string, pipeId: string) =>
    queryOptions(opQuery(operations.getPipeSettings, { organizationId, serviceId, pipeId })),
};

/** A fresher pipe in place of its row of the service's cached list (nothing when the list is not cached). */
export function replacePipeInList(queryClient: QueryClient, organizationId: string, serviceId: string, pipe: Pipe): void {
  setOpData(queryClient, operations.listPipes, { organizationId, serviceId }, (pipes) => pipes?.map((p) => (p.id === pipe.id ? pipe : p)));
}

/** A pipe that is gone (deleted): out of the service's cached list. */
export function dropPipe(queryClient: QueryClient, organizationId: string, serviceId: string, pipeId: string): void {
  setOpData(queryClient, operations.listPipes, { organizationId, serviceId }, (pipes) => pipes?.filter((p) => p.id !== pipeId));
}

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
      replacePipeInList(queryClient, organizationId, serviceId, pipe);
    },
  });
}

/** After a create (operation 3) or an update (operation 4): the answer is the pipe's read, and the service's list is read again. */
export function pipeSaved(queryClient: QueryClient, organizationId: string, serviceId: string, pipe: Pipe): void {
  setOpData(queryClient, operations.getPipe, { organizationId, serviceId, pipeId: pipe.id }, pipe);
  void invalidateOp(queryClient, operations.listPipes, { organizationId, serviceId });
}

/** Schema discovery: the service reads the source and answers its fields (nothing is created; nothing cached). */
export function useDiscoverPipeSchema(organizationId: string, serviceId: string) {
  return useMutation({ mutationFn: (body: SchemaDiscoveryRequest) => callOperation(operations.discoverPipeSchema, { organizationId, serviceId }, body) });
}

/** The service's CDC scaling changed: the answer is what it now is. */
export function cdcScalingSaved(queryClient: QueryClient, organizationId: string, serviceId: string, scaling: CdcScaling): void {
  setOpData(queryClient, operations.getPipeCdcScaling, { organizationId, serviceId }, scaling);
}

/** A pipe's settings replaced: the answer is its settings; the pipe (which shows them too) is read again. */
export function pipeSettingsSaved(queryClient: QueryClient, organizationId: string, serviceId: string, pipeId: string, settings: PipeSettingsRead): void {
  setOpData(queryClient, operations.getPipeSettings, { organizationId, serviceId, pipeId }, settings);
  void invalidateOp(queryClient, operations.getPipe, { organizationId, serviceId, pipeId });
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
      dropPipe(queryClient, organizationId, serviceId, pipeId);
      void invalidateOp(queryClient, operations.listPipes, { organizationId, serviceId });
    },
  });
}
