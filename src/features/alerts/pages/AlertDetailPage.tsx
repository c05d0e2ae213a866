import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { AlertResult } from '../components/AlertResult';
import { RequireAlertsToken } from '../components/RequireAlertsToken';
import { alertQueries } from '../queries';

/** /alerts/:alertId: one alert, read from the alert API. */
export function AlertDetailPage() {
  const { alertId = '' } = useParams();
  return (
    <Stack gap="lg" maw={880}>
      <Breadcrumbs>
        <Anchor component={Link} to="/alerts">
          Alerts
        </Anchor>
        <Text size="sm">{alertId}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Alert
        </Title>
        <Button component={Link} to="/alerts/new" variant="default" leftSection={<IconPlus size={16} />}>
          Create another alert
        </Button>
      </Group>
      <RequireAlertsToken>
        <AlertById alertId={alertId} />
      </RequireAlertsToken>
    </Stack>
  );
}

function AlertById({ alertId }: { alertId: string }) {
  const alert = useQuery(alertQueries.detail(alertId));
  return <AlertResult alertId={alertId} query={alert} />;
}
