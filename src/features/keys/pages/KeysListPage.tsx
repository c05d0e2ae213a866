import { Group, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { useRequiredSession } from '../../../session/store';
import { KeysTable } from '../components/KeysTable';
import { keyQueries } from '../queries';
import { EmptyState as EmptyStateCard } from '../../../components/EmptyState';
import { WriteButton } from '../../../session/WriteAccess';

/** /keys: the organization's API keys (the secret of a key is never shown here, only its suffix). */
export function KeysListPage() {
  const { organizationId, keyId: sessionKeyId } = useRequiredSession();
  const keys = useQuery(keyQueries.list(organizationId));
  const [params] = useSearchParams();
  const createdId = params.get('created') ?? undefined;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            API keys
          </Title>
          <Text c="dimmed" size="sm">
            Keys let scripts and tools call the management API. A key's secret is shown once, when it is created.
          </Text>
        </div>
        {keys.data && keys.data.length > 0 && (
          <WriteButton to="/keys/new" leftSection={<IconPlus size={16} />}>
            Create API key
          </WriteButton>
        )}
      </Group>
      <QueryState query={keys} loadingLabel="Loading API keys" refreshLabel="API keys" empty={<EmptyState />} isEmpty={(list) => list.length === 0}>
        {(list) => <KeysTable keys={list} highlightId={createdId} sessionKeyId={sessionKeyId} />}
      </QueryState>
    </Stack>
  );
}

function EmptyState() {
  return (
    <EmptyStateCard icon={<IconKey size={26} />} title="No API keys yet">
      <Text c="dimmed" ta="center" maw={440}>
        An API key gives a script or a tool access to the management API with the roles you choose. Its secret is shown only once, so have a safe place ready to
        keep it.
      </Text>
      <WriteButton to="/keys/new" leftSection={<IconPlus size={16} />}>
        Create API key
      </WriteButton>
    </EmptyStateCard>
  );
}
