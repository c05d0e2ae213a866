import { useQueryClient } from '@tanstack/react-query';
import { type CreateLookup, listedByName } from '../../../components/form';
import { pipeListPath } from '../paths';
import { pipeQueries } from '../queries';
import type { WizardValues } from './wizardValues';

/** After a lost "Create pipe" reply: the service's pipes, read again, by the name sent. */
export function usePipeLookup(organizationId: string, serviceId: string): CreateLookup<WizardValues, WizardValues> {
  const queryClient = useQueryClient();
  return {
    noun: 'pipe',
    listHref: pipeListPath(serviceId),
    nameOf: (body) => body.name,
    find: async (body) =>
      listedByName(
        await queryClient.fetchQuery({ ...pipeQueries.list(organizationId, serviceId), staleTime: 0 }),
        body.name,
        (p) => `/pipes/${encodeURIComponent(serviceId)}/${encodeURIComponent(p.id)}`,
      ),
  };
}
