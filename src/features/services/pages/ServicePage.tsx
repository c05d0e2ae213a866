import { Anchor, Breadcrumbs, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { useRequiredSession } from '../../../session/store';
import { EndpointsTable } from '../components/EndpointsTable';
import { ConnectPanel } from '../connect/ConnectPanel';
import { IpAccessListTable, PrivateEndpointsList } from '../components/ServiceNetwork';
import { ServiceOverview } from '../components/ServiceOverview';
import { providerLabel } from '../format';
import { PrivateEndpointForm } from '../forms/PrivateEndpointForm';
import { ReplicaScalingForm } from '../forms/ReplicaScalingForm';
import { serviceQueries } from '../queries';
import { isServiceTransitional, SERVICE_POLL_MS } from '../../../entities/serviceState';
import { ServiceStateBadge } from '../../../entities/StateBadge';
import { SectionCard } from '../../../components/SectionCard';
import { Name } from '../../../entities/Name';

/** /services/:serviceId: every field of the service, its endpoints and network, scaling and private endpoints. */
export function ServicePage() {
  const { organizationId } = useRequiredSession();
  const { serviceId = '' } = useParams();
  const query = useQuery(serviceQueries.detail(organizationId, serviceId));
  const service = query.data;

  return (
    <Stack gap="lg" maw={1100}>
      <Breadcrumbs>
        <Anchor component={Link} to="/services">
          Services
        </Anchor>
        <Name value={service?.name ?? serviceId} maw={400} />
      </Breadcrumbs>
      <QueryState query={query} loadingLabel="Loading service" refreshLabel="service">
        {(service) => (
          <>
            <div>
              <Group gap="sm">
                <Title order={1} size="h2" miw={0}>
                  <Name value={service.name} lines={2} />
                </Title>
                <ServiceStateBadge state={service.state} />
              </Group>
              <Text c="dimmed" size="sm">
                {providerLabel(service.provider)}
                {service.region ? ` / ${service.region}` : ''}
                {isServiceTransitional(service.state) && ` · refreshing every ${SERVICE_POLL_MS / 1000} seconds until the service settles`}
              </Text>
              <Anchor component={Link} to={`/pipes?service=${encodeURIComponent(service.id)}`} size="sm">
                Pipes of this service
              </Anchor>
            </div>
            <SectionCard title="Overview">
              <ServiceOverview service={service} />
            </SectionCard>
            <SectionCard title="Endpoints" description="Where clients connect. The password was shown once, when the service was created.">
              <EndpointsTable endpoints={service.endpoints ?? []} />
            </SectionCard>
            <SectionCard title="Connect" description="Ready commands for this service's endpoints; paste them into a shell.">
              <ConnectPanel endpoints={service.endpoints ?? []} />
            </SectionCard>
            <SectionCard title="Replica scaling" description="Changes only the settings you edit; the rest stay as they are.">
              <ReplicaScalingForm organizationId={organizationId} service={service} />
            </SectionCard>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <SectionCard title="IP access list" description="Addresses allowed to reach the service.">
                <IpAccessListTable entries={service.ipAccessList ?? []} />
              </SectionCard>
              <SectionCard title="Private endpoints" description="Private network endpoints registered on this service.">
                <PrivateEndpointsList service={service} />
              </SectionCard>
            </SimpleGrid>
            <SectionCard title="Register a private endpoint" description="Adds a private endpoint to this service by its ID.">
              <PrivateEndpointForm organizationId={organizationId} service={service} />
            </SectionCard>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
