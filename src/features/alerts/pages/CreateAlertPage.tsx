import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RequireAlertsToken } from '../components/RequireAlertsToken';
import { CreateAlertForm } from '../forms/CreateAlertForm';

/** /alerts/new: the create alert form. */
export function CreateAlertPage() {
  return (
    <Stack gap="lg" maw={880}>
      <Breadcrumbs>
        <Anchor component={Link} to="/alerts">
          Alerts
        </Anchor>
        <Text size="sm">Create alert</Text>
      </Breadcrumbs>
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
