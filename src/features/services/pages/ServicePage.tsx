import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isNoSuchItem } from '../../../api/errors';
import { QueryState } from '../../../components/QueryState';
import { useRequiredSession } from '../../../session/store';
import { EndpointsTable } from '../components/EndpointsTable';
import { ConnectPanel } from '../connect/ConnectPanel';
import { PrivateEndpointsList } from '../components/ServiceNetwork';
import { EditServiceForm } from '../forms/EditServiceForm';
import { ResetPasswordForm } from '../forms/ResetPasswordForm';
import { ServiceOverview } from '../components/ServiceOverview';
import { PrivateEndpointForm } from '../forms/PrivateEndpointForm';
import { ReplicaScalingForm } from '../forms/ReplicaScalingForm';
import { BackupsSection } from '../backups/BackupsSection';
import { serviceQueries } from '../queries';
import { ReadOnlyNotice } from '../../../session/WriteAccess';
import { DeleteServiceSection } from '../components/DeleteServiceSection';
import { ServiceLifecycleHeader } from '../components/ServiceLifecycleHeader';
import { SectionCard } from '../../../components/SectionCard';
import { AsCodeCard, serviceCreateRequest, serviceTerraform } from '../../../entities/asCode';
import { Name } from '../../../components/Name';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';

/**
 * /services/:serviceId: every field of the service, its endpoints and network, scaling and private
 * endpoints, its backups (restore one; the backup configuration), and its lifecycle: start, stop, wake (followed live), rename, IP access list, password reset, delete.
 */
export function ServicePage() {
  const { organizationId } = useRequiredSession();
  const { serviceId = '' } = useParams();
  const query = useQuery(serviceQueries.detail(organizationId, serviceId));
  const service = query.data;

  return (
    <Stack gap="lg" maw={1100}>
      <PageBreadcrumbs trail={[{ label: 'Services', to: '/services' }]} current={<Name value={service?.name ?? serviceId} maw={400} />} />
      <QueryState
        query={query}
        loadingLabel="Loading service"
        refreshLabel="service"
        errorTitle={isNoSuchItem(query.error) ? 'No service with this id in this organization' : undefined}
      >
        {(service) => (
          <>
            <ServiceLifecycleHeader organizationId={organizationId} service={service} />
            <ReadOnlyNotice />
            <SectionCard title="Overview">
              <ServiceOverview service={service} />
            </SectionCard>
            <SectionCard
              title="Endpoints"
              description="Where clients connect. The password was shown once, when the service was created; if it is lost, reset it below."
            >
              <EndpointsTable endpoints={service.endpoints ?? []} />
            </SectionCard>
            <SectionCard title="Connect" description="Ready commands for this service's endpoints; paste them into a shell.">
              <ConnectPanel endpoints={service.endpoints ?? []} />
            </SectionCard>
            <SectionCard title="Replica scaling" description="Changes only the settings you edit; the rest stay as they are.">
              <ReplicaScalingForm organizationId={organizationId} service={service} />
            </SectionCard>
            <SectionCard
              title="Name and IP access list"
              description="Rename the service, or change the addresses allowed to reach it. Only what you change is sent."
            >
              <EditServiceForm organizationId={organizationId} service={service} />
            </SectionCard>
            <SectionCard title="Private endpoints" description="Private network endpoints registered on this service.">
              <PrivateEndpointsList service={service} />
            </SectionCard>
            <SectionCard title="Register a private endpoint" description="Adds a private endpoint to this service by its ID.">
              <PrivateEndpointForm organizationId={organizationId} service={service} />
            </SectionCard>
            <BackupsSection organizationId={organizationId} serviceId={service.id} />
            <SectionCard title="Password" description="Replace the password of the service's default user. The new one is shown once.">
              <ResetPasswordForm organizationId={organizationId} service={service} />
            </SectionCard>
            <AsCodeCard
              what="service"
              terraform={() => serviceTerraform(service)}
              curl={() => serviceCreateRequest(organizationId, service)}
              curlNote="The server makes the new service's password and answers it once."
            />
            <DeleteServiceSection organizationId={organizationId} service={service} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
