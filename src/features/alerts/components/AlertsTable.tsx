import { Anchor, Card, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Alert } from '../../../contract';
import { Name } from '../../../components/Name';
import { listCell, listTableClass, useCardRows } from '../../../components/list/listRows';
import { intervalLabel, sourceLabel, thresholdOf } from '../alertDisplay';
import { AlertSilencedBadge, AlertStateBadge } from './AlertCard';

/** One page of alerts (the server pages them; at most a page of rows, so every row is rendered). */
export function AlertsTable({ alerts }: { alerts: readonly Alert[] }) {
  const cards = useCardRows();
  return (
    <Card withBorder padding={0} radius="md">
      <Table.ScrollContainer minWidth={cards ? 0 : 720}>
        <Table className={listTableClass(cards)} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover={!cards} aria-label="Alerts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Source</Table.Th>
              <Table.Th>Interval</Table.Th>
              <Table.Th>Threshold</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {alerts.map((alert) => (
              <Table.Tr key={alert.id} data-alert-id={alert.id}>
                <Table.Td {...listCell('Name', 'name')}>
                  <Anchor component={Link} to={`/alerts/${encodeURIComponent(alert.id)}`} fw={500} size="sm">
                    <Name value={alert.name || 'Unnamed alert'} lines={3} wrapAt="words" />
                  </Anchor>
                  <Text size="xs" c="dimmed" ff="monospace">
                    <Name value={alert.id} />
                  </Text>
                </Table.Td>
                <Table.Td {...listCell('State', 'keep')}>
                  <Group gap={6} wrap="nowrap" preventGrowOverflow={false}>
                    <AlertStateBadge state={alert.state} />
                    <AlertSilencedBadge alert={alert} />
                  </Group>
                </Table.Td>
                <Table.Td {...listCell('Source')}>
                  <Text size="sm">{sourceLabel(alert.source)}</Text>
                </Table.Td>
                <Table.Td {...listCell('Interval')}>
                  <Text size="sm">{intervalLabel(alert.interval)}</Text>
                </Table.Td>
                <Table.Td {...listCell('Threshold')}>
                  <Text size="sm">{thresholdOf(alert)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
