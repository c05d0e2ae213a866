import { Group, Stack, Text, Title } from '@mantine/core';
import { IconDatabase, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { useRequiredSession } from '../../../session/store';
import { serviceQueries } from '../queries';
import { isServiceTransitional, SERVICE_POLL_MS } from '../../../entities/serviceState';
import { ServicesTable } from '../components/ServicesTable';
import { EmptyState as EmptyStateCard } from '../../../components/EmptyState';
import { WriteButton } from '../../../session/WriteAccess';

/** /services: every service of the organization; polls while one is provisioning or in another transitional state. */
export function ServicesListPage() {
  const { organizationId } = useRequiredSession();
  const services = useQuery(serviceQueries.list(organizationId));
  const polling = (services.data ?? []).some((s) => isServiceTransitional(s.state));

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
      <QueryState query={services} loadingLabel="Loading services" refreshLabel="services" empty={<EmptyState />} isEmpty={(list) => list.length === 0}>
        {(list) => <ServicesTable services={list} />}
      </QueryState>
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
