import { Anchor, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { isNoSuchItem } from '../../../api/errors';
import { QueryState } from '../../../components/QueryState';
import { useRequiredSession } from '../../../session/store';
import type { Service } from '../../../contract';
import { EndpointsTable } from '../components/EndpointsTable';
import { ConnectPanel } from '../connect/ConnectPanel';
import { PrivateEndpointsList } from '../components/ServiceNetwork';
import { RenameServiceForm } from '../forms/RenameServiceForm';
import { IpAccessListForm } from '../forms/IpAccessListForm';
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
import { SERVICE_TABS, serviceHref, serviceTabLabel, serviceTabOf, type ServiceTab } from '../serviceTabs';

/**
 * /services/:serviceId[/tab]: the service's name, state and state commands (start, stop, wake,
 * followed live) above its tabs, the last segment of the address naming the tab shown:
 * Overview (every field, endpoints, connect commands), Scaling, Networking and security (IP
 * access list, private endpoints, password reset), Backups (restore one; the backup
 * configuration), Settings (rename, as code) and Danger zone (delete). Choosing a tab is a
 * navigation (Back returns to the tab before); every tab stays mounted, hidden, so what was typed
 * on one is still there when the person comes back to it. A segment that names no tab opens the
 * overview, the address corrected.
 */
export function ServicePage() {
  const { organizationId } = useRequiredSession();
  const { serviceId = '', tab: segment } = useParams();
  const tab = serviceTabOf(segment);
  const navigate = useNavigate();
  const query = useQuery(serviceQueries.detail(organizationId, serviceId));
  const service = query.data;

  if (tab === undefined) return <Navigate to={serviceHref(serviceId)} replace />;
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
            <Tabs
              value={tab}
              onChange={(next) => {
                if (next !== null && next !== tab) void navigate(serviceHref(serviceId, next as ServiceTab));
              }}
              // Arrows move between the tabs; Enter or Space opens one (one history entry per tab opened).
              activateTabWithKeyboard={false}
              // Hidden tabs stay mounted and live (their reads, drafts kept across a sign-in), as one page.
              keepMountedMode="display-none"
            >
              <Tabs.List aria-label="Sections of the service">
                {SERVICE_TABS.map((t) => (
                  <Tabs.Tab key={t.value} value={t.value}>
                    {t.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <ServicePanels organizationId={organizationId} service={service} />
            </Tabs>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function Panel({ value, children }: { value: ServiceTab; children: ReactNode }) {
  return (
    <Tabs.Panel value={value} pt="lg">
      <Stack gap="lg">{children}</Stack>
    </Tabs.Panel>
  );
}

function ServicePanels({ organizationId, service }: { organizationId: string; service: Service }) {
  return (
    <>
      <Panel value="overview">
        <SectionCard title="Overview">
          <ServiceOverview service={service} />
        </SectionCard>
        <SectionCard
          title="Endpoints"
          description={
            <>
              Where clients connect. The password was shown once, when the service was created; if it is lost, reset it on the{' '}
              <Anchor component={Link} to={serviceHref(service.id, 'networking')} inherit underline="always">
                {serviceTabLabel('networking')} tab
              </Anchor>
              .
            </>
          }
        >
          <EndpointsTable endpoints={service.endpoints ?? []} />
        </SectionCard>
        <SectionCard title="Connect" description="Ready commands for this service's endpoints; paste them into a shell.">
          <ConnectPanel endpoints={service.endpoints ?? []} />
        </SectionCard>
      </Panel>
      <Panel value="scaling">
        <SectionCard title="Replica scaling" description="Changes only the settings you edit; the rest stay as they are.">
          <ReplicaScalingForm organizationId={organizationId} service={service} />
        </SectionCard>
      </Panel>
      <Panel value="networking">
        <SectionCard title="IP access list" description="The addresses allowed to reach the service. Only what you change is sent.">
          <IpAccessListForm organizationId={organizationId} service={service} />
        </SectionCard>
        <SectionCard title="Private endpoints" description="Private network endpoints registered on this service.">
          <PrivateEndpointsList service={service} />
        </SectionCard>
        <SectionCard title="Register a private endpoint" description="Adds a private endpoint to this service by its ID.">
          <PrivateEndpointForm organizationId={organizationId} service={service} />
        </SectionCard>
        <SectionCard title="Password" description="Replace the password of the service's default user. The new one is shown once.">
          <ResetPasswordForm organizationId={organizationId} service={service} />
        </SectionCard>
      </Panel>
      <Panel value="backups">
        <BackupsSection organizationId={organizationId} serviceId={service.id} />
      </Panel>
      <Panel value="settings">
        <SectionCard title="Name" description="Rename the service. Only the name is sent.">
          <RenameServiceForm organizationId={organizationId} service={service} />
        </SectionCard>
        <AsCodeCard
          what="service"
          terraform={() => serviceTerraform(service)}
          curl={() => serviceCreateRequest(organizationId, service)}
          curlNote="The server makes the new service's password and answers it once."
        />
      </Panel>
      <Panel value="danger">
        <DeleteServiceSection organizationId={organizationId} service={service} />
      </Panel>
    </>
  );
}
