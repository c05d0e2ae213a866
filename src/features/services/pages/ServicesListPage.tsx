import { Group, Stack, Text, Title } from '@mantine/core';
import { IconDatabase, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { QueryState } from '../../../components/QueryState';
import type { Service } from '../../../contract';
import { FollowServices } from '../../../entities/followServices';
import { isServiceTransitional, SERVICE_POLL_MS } from '../../../entities/serviceState';
import { useServiceCommand } from '../../../entities/useServiceCommand';
import { useKeyRole } from '../../../session/keyRole';
import { useRequiredSession } from '../../../session/store';
import { serviceQueries } from '../queries';
import { DeleteServiceModal } from '../components/DeleteServiceModal';
import { ServicesTable } from '../components/ServicesTable';
import type { ServiceAction } from '../components/ServiceRowMenu';
import { EmptyState as EmptyStateCard } from '../../../components/EmptyState';
import { WriteButton } from '../../../session/WriteAccess';

/**
 * /services: every service of the organization with its row actions (start, stop, wake,
 * delete); a changing service is followed by its own read until it settles (or is gone).
 */
export function ServicesListPage() {
  const { organizationId } = useRequiredSession();
  const services = useQuery(serviceQueries.list(organizationId));
  const polling = (services.data ?? []).some((s) => isServiceTransitional(s.state));
  const writeReason = useKeyRole().reason;
  const command = useServiceCommand(organizationId);
  const [deleting, setDeleting] = useState<Service | null>(null);
  // One callback for every row (rows are memoized), calling the latest command hook.
  const latestRun = useRef(command.run);
  latestRun.current = command.run;
  const onAction = useCallback(
    (service: Service, action: ServiceAction) => (action === 'delete' ? setDeleting(service) : latestRun.current(service, action)),
    [],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Services
          </Title>
          <Text c="dimmed" size="sm">
            Database services of this organization.
            {polling && ` States refresh every ${SERVICE_POLL_MS / 1000} seconds while a service is changing.`}
          </Text>
        </div>
        {services.data && services.data.length > 0 && (
          <WriteButton to="/services/new" leftSection={<IconPlus size={16} />}>
            Create service
          </WriteButton>
        )}
      </Group>
      {command.errorTitle && <ApiErrorAlert error={command.mutation.error} title={command.errorTitle} />}
      <QueryState query={services} loadingLabel="Loading services" refreshLabel="services" empty={<EmptyState />} isEmpty={(list) => list.length === 0}>
        {(list) => <ServicesTable services={list} writeReason={writeReason} onAction={onAction} />}
      </QueryState>
      <FollowServices organizationId={organizationId} services={services.data} listUpdatedAt={services.dataUpdatedAt} />
      <DeleteServiceModal organizationId={organizationId} service={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
    </Stack>
  );
}

function EmptyState() {
  return (
    <EmptyStateCard icon={<IconDatabase size={26} />} title="No services yet">
      <Text c="dimmed" ta="center" maw={420}>
        A service is a database with its own endpoints, replicas and network rules. Create one to get its connection details and initial password.
      </Text>
      <WriteButton to="/services/new" leftSection={<IconPlus size={16} />}>
        Create service
      </WriteButton>
    </EmptyStateCard>
  );
}
