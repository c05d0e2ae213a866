import { Badge, Card, Code, Group, Table, Text, Tooltip } from '@mantine/core';
import type { ApiKey } from '../../../contract';
import { DateTime, RelativeTime } from '../../../entities/DateTime';
import { isExpired, ROLE_LABELS } from '../format';

/** The organization's keys; `highlightId` marks the key just created. */
export function KeysTable({ keys, highlightId }: { keys: ApiKey[]; highlightId?: string }) {
  return (
    <Card withBorder padding={0} radius="md">
      <Table.ScrollContainer minWidth={880}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="API keys">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Roles</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Key</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((key) => (
              <KeyRow key={key.id} apiKey={key} highlighted={key.id === highlightId} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function KeyRow({ apiKey: key, highlighted }: { apiKey: ApiKey; highlighted: boolean }) {
  const expired = isExpired(key);
  return (
    <Table.Tr bg={highlighted ? 'var(--mantine-color-yellow-light)' : undefined} aria-current={highlighted ? 'true' : undefined} data-key-id={key.id}>
      <Table.Td>
        <Text fw={500} size="sm">
          {key.name}
        </Text>
        {highlighted && (
          <Text size="xs" c="dimmed">
            Just created
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {(key.roles ?? []).map((role) => (
            <Badge key={role} variant="light" color={role === 'admin' ? 'grape' : 'blue'} tt="none">
              {ROLE_LABELS[role] ?? role}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="dot" color={key.state === 'enabled' ? 'teal' : 'gray'} tt="none">
          {key.state === 'enabled' ? 'Enabled' : key.state === 'disabled' ? 'Disabled' : (key.state ?? 'Unknown')}
        </Badge>
      </Table.Td>
      <Table.Td>
        {key.keySuffix ? (
          <Tooltip label="Last 4 characters of the key ID" withArrow>
            <Code aria-label={`Key ID ending in ${key.keySuffix}`}>…{key.keySuffix}</Code>
          </Tooltip>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>
        {key.expireAt ? (
          <Group gap={6} wrap="nowrap">
            <DateTime value={key.expireAt} />
            {expired && (
              <Badge color="red" variant="light" tt="none">
                Expired
              </Badge>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Never
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <RelativeTime value={key.usedAt} fallback="Never" />
      </Table.Td>
      <Table.Td>
        <RelativeTime value={key.createdAt} />
      </Table.Td>
    </Table.Tr>
  );
}
