import { Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useRequiredSession } from '../../../session/store';
import { OrganizationDetails } from '../components/OrganizationDetails';
import { PrivateEndpointsEditor } from '../forms/PrivateEndpointsEditor';
import { RenameOrganizationForm } from '../forms/RenameOrganizationForm';
import { organizationQueries } from '../queries';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

/** /organization: details, rename, and the organization's private endpoints (add and remove in one request). */
export function OrganizationPage() {
  const { organizationId } = useRequiredSession();
  const query = useQuery(organizationQueries.detail(organizationId));
  const organization = query.data;
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={2}>Organization</Title>
        <Text c="dimmed" size="sm">
          Settings of the organization this key belongs to. Changing them needs a key with the admin role.
        </Text>
      </div>
      {query.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading organization" />
        </Center>
      )}
      {query.isError && <ApiErrorAlert error={query.error} />}
      {organization && (
        <>
          <Section title="Details">
            <OrganizationDetails organization={organization} />
          </Section>
          <Section title="Rename">
            <RenameOrganizationForm organization={organization} />
          </Section>
          <Section
            title="Private endpoints"
            description="Stage endpoints to add and to remove, then save: both go to the server in one request."
          >
            <PrivateEndpointsEditor organization={organization} />
          </Section>
        </>
      )}
    </Stack>
  );
}
