import { Badge, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { alertRefs, type Alert } from '../../../contract';
import { CopyValue } from '../../../components/CopyValue';
import { DateTime } from '../../../entities/DateTime';
import { alertStateColor, alertStateLabel, capitalize, conditionOf, intervalLabel, sourceLabel } from '../alertDisplay';
import { Name } from '../../../components/Name';

const dash = (value: string | null | undefined): ReactNode =>
  value ? (
    <Code>{value}</Code>
  ) : (
    <Text size="sm" c="dimmed" span>
      Not set
    </Text>
  );

/** A boolean (the emulator) or HyperDX's silencing record: silenced, until when when it says. */
function silencedCell(silenced: Alert['silenced']): ReactNode {
  if (silenced === undefined || silenced === null) return '—';
  if (typeof silenced === 'boolean') return silenced ? 'Yes' : 'No';
  return silenced.until ? (
    <Text size="sm" span>
      Yes, until <DateTime value={silenced.until} />
    </Text>
  ) : (
    'Yes'
  );
}

export function AlertStateBadge({ state }: { state: string | undefined }) {
  return (
    <Badge color={alertStateColor(state)} variant="light" aria-label={`State: ${alertStateLabel(state)}`} data-testid="alert-state">
      {alertStateLabel(state)}
    </Badge>
  );
}

/** Every field of an alert, readably (the server may name references `dashboard` or `dashboardId`). */
export function AlertCard({ alert, actions }: { alert: Alert; actions?: ReactNode }) {
  const refs = alertRefs(alert);
  const rows: [string, ReactNode][] = [
    ['Alert ID', <CopyValue key="id" value={alert.id} label="alert ID" />],
    ['Threshold', alert.threshold.toLocaleString('en-US')],
    ['Threshold type', capitalize(alert.thresholdType)],
    ['Interval', `${intervalLabel(alert.interval)} (${alert.interval})`],
    ['Source', sourceLabel(alert.source)],
    // A saved-search alert has no dashboard or tile; a tile alert no saved search (unless the server says otherwise).
    ...(alert.source === 'search' && !refs.dashboardId && !alert.tileId
      ? []
      : ([
          ['Dashboard ID', dash(refs.dashboardId)],
          ['Tile ID', dash(alert.tileId)],
        ] as [string, ReactNode][])),
    ...(alert.source === 'tile' && !refs.savedSearchId ? [] : ([['Saved search ID', dash(refs.savedSearchId)]] as [string, ReactNode][])),
    ['Group by', dash(alert.groupBy)],
    ['Channel', alert.channel ? `${alert.channel.type === 'webhook' ? 'Webhook' : alert.channel.type}` : 'Not set'],
    ['Webhook ID', dash(alert.channel?.webhookId)],
    [
      'Message',
      alert.message ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {alert.message}
        </Text>
      ) : (
        dash(undefined)
      ),
    ],
    ['Team', dash(refs.team)],
    ['Silenced', silencedCell(alert.silenced)],
    ['Created', <DateTime key="created" value={alert.createdAt} />],
    ['Updated', <DateTime key="updated" value={alert.updatedAt} />],
  ];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="alert-card" maw={880}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Group gap="sm">
              <Title order={3} miw={0}>
                <Name value={alert.name || 'Unnamed alert'} lines={2} />
              </Title>
              <AlertStateBadge state={alert.state} />
            </Group>
            <Text size="sm" c="dimmed">
              {conditionOf(alert)} · {sourceLabel(alert.source).toLowerCase()}
            </Text>
          </div>
          {actions}
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder verticalSpacing={6}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="34%">
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
