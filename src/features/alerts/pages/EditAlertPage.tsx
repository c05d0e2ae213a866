import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { AlertResult } from '../components/AlertResult';
import { RequireAlertsToken } from '../components/RequireAlertsToken';
import { EditAlertForm } from '../forms/EditAlertForm';
import { HyperdxEditAlertForm } from '../forms/HyperdxEditAlertForm';
import { useAlertsDialect } from '../useAlertsDialect';
import { alertQueries } from '../queries';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { AlertTitle } from '../components/AlertTitle';

/** /alerts/:alertId/edit: the alert's fields, prefilled with the whole alert, sent as one full replace. */
export function EditAlertPage() {
  const { alertId = '' } = useParams();
  return (
    <Stack gap="lg" maw={880}>
      <PageBreadcrumbs
        trail={[
          { label: 'Alerts', to: '/alerts' },
          { label: <AlertTitle alertId={alertId} lines={1} maw={300} />, to: `/alerts/${encodeURIComponent(alertId)}` },
        ]}
        current="Edit"
      />
      <div>
        <Title order={1} size="h2">
          Edit alert
        </Title>
        <Text c="dimmed" size="sm">
          Saving replaces the whole alert with these fields (a field left empty is removed). State and silencing stay as they are.
        </Text>
      </div>
      <RequireAlertsToken>
        <AlertEditor alertId={alertId} />
      </RequireAlertsToken>
    </Stack>
  );
}

function AlertEditor({ alertId }: { alertId: string }) {
  // The form starts from the alert as read; a later refetch does not reset what the person typed.
  const alert = useQuery({ ...alertQueries.detail(alertId), refetchOnWindowFocus: false });
  const dialect = useAlertsDialect();
  if (alert.data) return dialect === 'hyperdx' ? <HyperdxEditAlertForm alert={alert.data} /> : <EditAlertForm alert={alert.data} />;
  return <AlertResult alertId={alertId} query={alert} />;
}
