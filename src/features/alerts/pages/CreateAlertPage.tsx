import { Stack, Text, Title } from '@mantine/core';
import { RequireAlertsToken } from '../components/RequireAlertsToken';
import { CreateAlertForm } from '../forms/CreateAlertForm';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';

/** /alerts/new: the create alert form. */
export function CreateAlertPage() {
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
      <RequireAlertsToken>
        <CreateAlertForm />
      </RequireAlertsToken>
    </Stack>
  );
}
