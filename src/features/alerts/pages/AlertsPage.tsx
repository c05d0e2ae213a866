import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { AccessTokenForm } from '../components/AccessTokenForm';
import { AlertResult } from '../components/AlertResult';
import { FindAlertForm } from '../components/FindAlertForm';
import { RequireAlertsToken } from '../components/RequireAlertsToken';
import { alertQueries } from '../queries';

/** /alerts?id=<alertId>: find an alert by id, or go to the create form. */
export function AlertsPage() {
  return (
    <Stack gap="lg" maw={880}>
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
        <AlertsFinder />
      </RequireAlertsToken>
    </Stack>
  );
}

function AlertsFinder() {
  const [params, setParams] = useSearchParams();
  const alertId = params.get('id')?.trim() ?? '';
  const [replacing, { open, close }] = useDisclosure(false);
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
      <FindAlertForm key={alertId} initialId={alertId} onFind={(id) => setParams({ id })} />
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
      actions={
        <Button component={Link} to={`/alerts/${encodeURIComponent(alertId)}`} variant="light" size="xs">
          Open alert page
        </Button>
      }
    />
  );
}
