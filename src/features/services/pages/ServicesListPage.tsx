import { Anchor, Button, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconDatabase, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import type { Service } from '../../../contract';
import { useRequiredSession } from '../../../session/store';
import { memoryRange, orDash, providerLabel } from '../format';
import { serviceQueries } from '../queries';
import { RelativeTime } from '../../../entities/DateTime';
import { isServiceTransitional, SERVICE_POLL_MS } from '../../../entities/serviceState';
import { ServiceStateBadge } from '../../../entities/StateBadge';
import { EmptyState as EmptyStateCard } from '../../../components/EmptyState';

/** /services: every service of the organization; polls while one is provisioning or in another transitional state. */
export function ServicesListPage() {
  const { organizationId } = useRequiredSession();
  const services = useQuery(serviceQueries.list(organizationId));
  const polling = (services.data ?? []).some((s) => isServiceTransitional(s.state));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">Services</Title>
          <Text c="dimmed" size="sm">
            Database services of this organization.
            {polling && ` States refresh every ${SERVICE_POLL_MS / 1000} seconds while a service is changing.`}
          </Text>
        </div>
        {services.data && services.data.length > 0 && (
          <Button component={Link} to="/services/new" leftSection={<IconPlus size={16} />}>
            Create service
          </Button>
        )}
      </Group>
      {services.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading services" />
        </Center>
      )}
      {services.isError && <ApiErrorAlert error={services.error} />}
      {services.data && services.data.length === 0 && <EmptyState />}
      {services.data && services.data.length > 0 && <ServicesTable services={services.data} />}
    </Stack>
  );
}

function EmptyState() {
  return (
    <EmptyStateCard icon={<IconDatabase size={26} />} title="No services yet">
      <Text c="dimmed" ta="center" maw={420}>
        A service is a database with its own endpoints, replicas and network rules. Create one to get its connection
        details and initial password.
      </Text>
      <Button component={Link} to="/services/new" leftSection={<IconPlus size={16} />}>
        Create service
      </Button>
    </EmptyStateCard>
  );
}

function ServicesTable({ services }: { services: Service[] }) {
  return (
    <Card withBorder padding={0} radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Provider / region</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th ta="right">Replicas</Table.Th>
              <Table.Th>Memory per replica</Table.Th>
              <Table.Th>Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/services/${s.id}`} fw={500}>
                    {s.name || s.id}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {providerLabel(s.provider)}
                  {s.region ? ` / ${s.region}` : ''}
                </Table.Td>
                <Table.Td>
                  <ServiceStateBadge state={s.state} />
                </Table.Td>
                <Table.Td ta="right">{orDash(s.numReplicas)}</Table.Td>
                <Table.Td>{memoryRange(s.minReplicaMemoryGb, s.maxReplicaMemoryGb)}</Table.Td>
                <Table.Td>
                  <RelativeTime value={s.createdAt} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
