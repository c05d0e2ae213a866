import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Alert } from '../../../contract';
import { alertStateColor, alertStateLabel, conditionOf, sourceLabel } from '../alertDisplay';
import { isSilencedNow } from '../alertSilenceDisplay';
import { Name, NameOrNode } from '../../../components/Name';
import { alertRows } from './alertRows';
import { useRefNames } from '../catalogue';

export function AlertStateBadge({ state }: { state: string | null | undefined }) {
  return (
    <Badge color={alertStateColor(state ?? undefined)} variant="light" aria-label={`State: ${alertStateLabel(state ?? undefined)}`} data-testid="alert-state">
      {alertStateLabel(state ?? undefined)}
    </Badge>
  );
}

/** "Silenced" beside the state while a silence lasts (the card's Silenced row says until when and by whom). */
export function AlertSilencedBadge({ alert }: { alert: Pick<Alert, 'silenced'> }) {
  if (!isSilencedNow(alert)) return null;
  return (
    <Badge color="gray" variant="outline" data-testid="alert-silenced">
      Silenced
    </Badge>
  );
}

/**
 * Every field of an alert, readably (see alertRows), under the alert's name, or under `title`
 * where the page's own heading already names the alert (the alert's page).
 */
export function AlertCard({ alert, actions, title }: { alert: Alert; actions?: ReactNode; title?: string }) {
  const rows = alertRows(alert, useRefNames());
  return (
    <Card withBorder radius="md" padding="lg" data-testid="alert-card" maw={880}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Group gap="sm">
              <Title order={3} miw={0}>
                {title ?? <Name value={alert.name || 'Unnamed alert'} lines={2} />}
              </Title>
              <AlertStateBadge state={alert.state} />
              <AlertSilencedBadge alert={alert} />
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
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <NameOrNode value={value} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
