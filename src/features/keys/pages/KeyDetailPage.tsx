import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { isNoSuchItem } from '../../../api/errors';
import { QueryState } from '../../../components/QueryState';
import { AsCodeCard, keyCreateRequest, keyTerraform } from '../../../entities/asCode';
import type { ApiKey } from '../../../contract';
import { DateTime, RelativeTime } from '../../../components/DateTime';
import { sessionKeyMatch } from '../../../session/keyRole';
import { useRequiredSession } from '../../../session/store';
import { ReadOnlyNotice } from '../../../session/WriteAccess';
import { KeyEditForm } from '../components/KeyEditForm';
import { KeyRoleBadges, KeyStateBadge, SessionKeyBadge } from '../components/KeyBadges';
import { KeyStateActions } from '../components/KeyStateActions';
import { isExpired } from '../format';
import { keyQueries } from '../queries';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { CodeName, Name } from '../../../components/Name';

/** /keys/:keyId: one key (GET .../keys/{keyId}), its edit form, Disable / Enable and Delete. */
export function KeyDetailPage() {
  const { keyId = '' } = useParams();
  const session = useRequiredSession();
  const key = useQuery(keyQueries.detail(session.organizationId, keyId));
  // The list tells this tab's key apart from another with the same ID ending (cached: the role check reads it too).
  const list = useQuery(keyQueries.list(session.organizationId));
  // A new edit form after each save (or a newer read while nothing is edited) starts from the key as it now is.
  const [formVersion, setFormVersion] = useState(0);
  const restartForm = useCallback(() => setFormVersion((v) => v + 1), []);
  const title = key.data ? key.data.name || `Key ending in ${key.data.keySuffix ?? '?'}` : 'Key';

  return (
    <Stack gap="lg" maw={1000}>
      <PageBreadcrumbs trail={[{ label: 'API keys', to: '/keys' }]} current={<Name value={title} maw={400} />} />
      <QueryState
        query={key}
        loadingLabel="Loading key"
        refreshLabel="key"
        errorTitle={isNoSuchItem(key.error) ? 'No key with this id in this organization' : undefined}
      >
        {(apiKey) => {
          const match = sessionKeyMatch(apiKey, list.data ?? [apiKey], session.keyId);
          return (
            <>
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <div style={{ minWidth: 0 }}>
                  <Group gap="sm">
                    <Title order={1} size="h2">
                      <Name value={title} lines={2} />
                    </Title>
                    <KeyStateBadge state={apiKey.state} />
                    <SessionKeyBadge match={match} />
                  </Group>
                  <Text c="dimmed" size="sm">
                    API key with the ID ending in <CodeName value={apiKey.keySuffix ?? '????'} />. Its secret is never shown again.
                  </Text>
                </div>
                <KeyStateActions apiKey={apiKey} organizationId={session.organizationId} session={match} />
              </Group>
              <ReadOnlyNotice />
              <KeyFacts apiKey={apiKey} />
              <KeyEditForm key={formVersion} apiKey={apiKey} organizationId={session.organizationId} onRestart={restartForm} />
              <AsCodeCard
                what="key"
                terraform={() => keyTerraform(apiKey)}
                curl={() => keyCreateRequest(session.organizationId, apiKey)}
                curlNote="The server makes the new key's ID and secret and answers them once."
              />
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function KeyFacts({ apiKey: key }: { apiKey: ApiKey }) {
  const ipList = key.ipAccessList ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Key details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label="Roles">
          <KeyRoleBadges roles={key.roles} />
        </Fact>
        <Fact label="Expires">
          {key.expireAt ? (
            <Group gap={6}>
              <DateTime value={key.expireAt} />
              {isExpired(key) && (
                <Badge color="red" variant="light" tt="none">
                  Expired
                </Badge>
              )}
            </Group>
          ) : (
            <Text size="sm">Never</Text>
          )}
        </Fact>
        <Fact label="IP access list">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {ipList.length === 0 ? 'No address: the key cannot be used' : <Name value={ipList.map((e) => e.source).join(', ')} lines={0} />}
          </Text>
        </Fact>
        <Fact label="Last used">
          <RelativeTime value={key.usedAt} fallback="Never" />
        </Fact>
        <Fact label="Created">
          <DateTime value={key.createdAt} />
        </Fact>
        <Fact label="Key id (in the API's paths)">
          <CodeName style={{ overflowWrap: 'anywhere' }} value={key.id} />
        </Fact>
      </SimpleGrid>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </div>
  );
}
