import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { useRequiredSession } from '../../../session/store';
import { OrganizationDetails } from '../components/OrganizationDetails';
import { PrivateEndpointsEditor } from '../forms/PrivateEndpointsEditor';
import { RenameOrganizationForm } from '../forms/RenameOrganizationForm';
import { organizationQueries } from '../queries';
import { SectionCard } from '../../../components/SectionCard';
import { ReadOnlyNotice } from '../../../session/WriteAccess';

/** /organization: details, rename, and the organization's private endpoints (add and remove in one request). */
export function OrganizationPage() {
  const { organizationId } = useRequiredSession();
  const query = useQuery(organizationQueries.detail(organizationId));
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          Organization
        </Title>
        <Text c="dimmed" size="sm">
          Settings of the organization this key belongs to. Changing them needs a key with the admin role.
        </Text>
      </div>
      <ReadOnlyNotice />
      <QueryState query={query} loadingLabel="Loading organization" refreshLabel="organization">
        {(organization) => (
          <>
            <SectionCard title="Details">
              <OrganizationDetails organization={organization} />
            </SectionCard>
            <SectionCard title="Rename">
              <RenameOrganizationForm organization={organization} />
            </SectionCard>
            <SectionCard title="Private endpoints" description="Stage endpoints to add and to remove, then save: both go to the server in one request.">
              <PrivateEndpointsEditor organization={organization} />
            </SectionCard>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
