import { Stack, Text, Title } from '@mantine/core';
import { RequireAlertsToken } from '../components/RequireAlertsToken';
import { CreateAlertForm } from '../forms/CreateAlertForm';
import { HyperdxCreateAlertForm } from '../forms/HyperdxCreateAlertForm';
import { useAlertsDialect } from '../useAlertsDialect';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';

/** /alerts/new: the create alert form of the dialect the alert API speaks (the contract's, or HyperDX's). */
export function CreateAlertPage() {
  const dialect = useAlertsDialect();
  return (
    <Stack gap="lg" maw={880}>
      <PageBreadcrumbs trail={[{ label: 'Alerts', to: '/alerts' }]} current="Create alert" />
      <div>
        <Title order={1} size="h2">
          Create alert
        </Title>
        <Text c="dimmed" size="sm">
          Fields marked with an asterisk are required. Nothing is sent until every rule is met.
        </Text>
      </div>
      <RequireAlertsToken>{dialect === 'hyperdx' ? <HyperdxCreateAlertForm /> : <CreateAlertForm />}</RequireAlertsToken>
    </Stack>
  );
}
