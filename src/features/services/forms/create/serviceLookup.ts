import { useQueryClient } from '@tanstack/react-query';
import { type CreateLookup, listedByName } from '../../../../components/form';
import type { ServiceCreate } from '../../../../contract';
import { servicesListQuery } from '../../../../entities/queries';
import type { CreateServiceValues } from './values';
import { serviceHref } from '../../serviceTabs';

/** After a lost "Create service" reply: the services list, read again, by the name sent. */
export function useServiceLookup(organizationId: string): CreateLookup<ServiceCreate, CreateServiceValues> {
  const queryClient = useQueryClient();
  return {
    noun: 'service',
    listHref: '/services',
    nameOf: (body) => body.name ?? '',
    find: async (body) =>
      listedByName(await queryClient.fetchQuery({ ...servicesListQuery(organizationId), staleTime: 0 }), body.name ?? '', (s) => serviceHref(s.id)),
    foundNote: 'Its initial password was in the lost reply and cannot be shown again: reset the password on the service before using it.',
  };
}
