import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { managementApi, type PipeCommand } from '../../api/management';
import { apiPath } from '../../api/paths';
import type { Pipe, PipeCreateInput, Service } from '../../contract';
import { pipePollInterval, PIPE_POLL_MS } from '../../entities/pipeState';

/**
 * Pipes: query option factories and the state-command mutation. Keys hold ids only.
 * The services list uses the same key as the services area, so both share one cache entry.
 */
export const pipeKeys = {
  services: (orgId: string) => ['organizations', orgId, 'services', 'list'] as const,
  all: (orgId: string, serviceId: string) => ['organizations', orgId, 'services', serviceId, 'pipes'] as const,
  list: (orgId: string, serviceId: string) => [...pipeKeys.all(orgId, serviceId), 'list'] as const,
  detail: (orgId: string, serviceId: string, pipeId: string) => [...pipeKeys.all(orgId, serviceId), 'detail', pipeId] as const,
};

const SERVICE_SETTLING = ['starting', 'stopping', 'awaking', 'provisioning'];

export const pipeQueries = {
  /** The organization's services; polled while one is starting, so "not running" clears by itself. */
  services: (orgId: string) =>
    queryOptions({
      queryKey: pipeKeys.services(orgId),
      queryFn: ({ signal }) => managementApi.listServices(orgId, signal),
      refetchInterval: (query) =>
        (query.state.data ?? []).some((s: Service) => s.state !== undefined && SERVICE_SETTLING.includes(s.state)) ? PIPE_POLL_MS : false,
    }),
  list: (orgId: string, serviceId: string) =>
    queryOptions({
      queryKey: pipeKeys.list(orgId, serviceId),
      queryFn: ({ signal }) => managementApi.listPipes(orgId, serviceId, signal),
      refetchInterval: (query) => (query.state.error ? false : pipePollInterval(query.state.data ?? [])),
    }),
  detail: (orgId: string, serviceId: string, pipeId: string) =>
    queryOptions({
      queryKey: pipeKeys.detail(orgId, serviceId, pipeId),
      queryFn: ({ signal }) => managementApi.getPipe(orgId, serviceId, pipeId, signal),
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
export function useUpdatePipeState(orgId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pipe, command }: PipeCommandVariables) => managementApi.updatePipeState(orgId, serviceId, pipe.id, command),
    retry: false,
    onSuccess: (pipe) => {
      queryClient.setQueryData(pipeKeys.detail(orgId, serviceId, pipe.id), pipe);
      queryClient.setQueryData<Pipe[]>(pipeKeys.list(orgId, serviceId), (pipes) => pipes?.map((p) => (p.id === pipe.id ? pipe : p)));
    },
  });
}

/** The path of Create pipe (operation 3), for the request preview. */
export const createPipePath = (orgId: string, serviceId: string) => apiPath`/v1/organizations/${orgId}/services/${serviceId}/pipes`;

/** Operation 3. The created pipe is put in the cache and the service's list is refetched. */
export function useCreatePipe(orgId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PipeCreateInput) => managementApi.createPipe(orgId, serviceId, body),
    retry: false,
    onSuccess: (pipe) => {
      queryClient.setQueryData(pipeKeys.detail(orgId, serviceId, pipe.id), pipe);
      void queryClient.invalidateQueries({ queryKey: pipeKeys.list(orgId, serviceId) });
    },
  });
}
