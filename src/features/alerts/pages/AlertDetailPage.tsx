import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { AlertResult } from '../components/AlertResult';
import { DeleteAlertButton } from '../components/DeleteAlertButton';
import { RequireAlertsToken } from '../components/RequireAlertsToken';
import { alertQueries, useDeleteAlert } from '../queries';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { AlertTitle } from '../components/AlertTitle';

/** /alerts/:alertId: one alert, read from the alert API, with Edit and Delete. */
export function AlertDetailPage() {
  const { alertId = '' } = useParams();
  return (
    <Stack gap="lg" maw={880}>
      <PageBreadcrumbs trail={[{ label: 'Alerts', to: '/alerts' }]} current={<AlertTitle alertId={alertId} lines={1} maw={400} />} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2" miw={0}>
          <AlertTitle alertId={alertId} />
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
  const remove = useDeleteAlert(alertId);
  // Once deleted, the page does not read the alert again while it leads back to the list.
  const alert = useQuery({ ...alertQueries.detail(alertId), enabled: remove.isIdle || remove.isError });
  return (
    <AlertResult
      alertId={alertId}
      query={alert}
      cardTitle="Definition"
      actions={(found) => (
        <Group gap="xs">
          <Button component={Link} to={`/alerts/${encodeURIComponent(alertId)}/edit`} variant="default" size="xs" leftSection={<IconPencil size={14} />}>
            Edit
          </Button>
          <DeleteAlertButton alert={found} remove={remove} />
        </Group>
      )}
    />
  );
}
