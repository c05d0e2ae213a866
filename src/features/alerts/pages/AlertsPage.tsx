import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { AccessTokenForm } from '../components/AccessTokenForm';
import { AlertResult } from '../components/AlertResult';
import { AlertsList } from '../components/AlertsList';
import { FindAlertForm } from '../components/FindAlertForm';
import { RequireAlertsToken } from '../components/RequireAlertsToken';
import { alertQueries } from '../queries';

/** `?page=` as a page number (1 when absent or not a positive whole number). */
function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** /alerts?page=<n>&id=<alertId>: the team's alerts a page at a time, finding one by id, and the create form. */
export function AlertsPage() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Alerts
          </Title>
          <Text c="dimmed" size="sm" maw={640}>
            An alert compares a value of a dashboard tile or a saved search with a threshold over an interval, and notifies a webhook.
          </Text>
        </div>
      </Group>
      <RequireAlertsToken>
        <AlertsOverview />
      </RequireAlertsToken>
    </Stack>
  );
}

function AlertsOverview() {
  const [params, setParams] = useSearchParams();
  const alertId = params.get('id')?.trim() ?? '';
  const page = pageParam(params.get('page'));
  const [replacing, { open, close }] = useDisclosure(false);
  const update = (patch: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Using the access token saved in this tab.{' '}
          <Button variant="subtle" size="compact-sm" onClick={open}>
            Replace token
          </Button>
        </Text>
        <Button component={Link} to="/alerts/new" leftSection={<IconPlus size={16} />}>
          Create alert
        </Button>
      </Group>
      <AlertsList page={page} onPage={(n) => update({ page: n === 1 ? undefined : String(n) })} />
      <FindAlertForm key={alertId} initialId={alertId} onFind={(id) => update({ id })} />
      {alertId && <FoundAlert alertId={alertId} />}
      <Modal opened={replacing} onClose={close} title="Replace access token">
        <AccessTokenForm replacing onSaved={close} onCancel={close} />
      </Modal>
    </Stack>
  );
}

function FoundAlert({ alertId }: { alertId: string }) {
  const alert = useQuery(alertQueries.detail(alertId));
  return (
    <AlertResult
      alertId={alertId}
      query={alert}
      actions={() => (
        <Button component={Link} to={`/alerts/${encodeURIComponent(alertId)}`} variant="light" size="xs">
          Open alert page
        </Button>
      )}
    />
  );
}
