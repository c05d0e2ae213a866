import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ApiKey } from '../../../contract';
import { timeValue, type ListColumn } from '../../../components/list/listView';
import { ListTable } from '../../../components/list/ListTable';
import { RowTooltip } from '../../../components/list/RowTooltip';
import { rowAttributes, type MeasureRow } from '../../../components/list/VirtualTbody';
import { DateTime, RelativeTime } from '../../../components/DateTime';
import { listCell } from '../../../components/list/listRows';
import { sessionKeyMatcher, type SessionKeyMatch } from '../../../session/keyRole';
import { isExpired, ROLE_LABELS } from '../format';
import { KeyRoleBadges, KeyStateBadge, SessionKeyBadge } from './KeyBadges';
import { CodeName, Name } from '../../../components/Name';
import { revealedName } from '../../../components/displayName';

const COLUMNS: ListColumn<ApiKey>[] = [
  { id: 'name', label: 'Name', sortValue: (k) => k.name },
  { id: 'roles', label: 'Roles', sortValue: (k) => (k.roles ?? []).join(' ') },
  { id: 'state', label: 'State', sortValue: (k) => k.state },
  { id: 'key', label: 'Key', sortValue: (k) => k.keySuffix },
  { id: 'expires', label: 'Expires', sortValue: (k) => timeValue(k.expireAt) },
  { id: 'used', label: 'Last used', sortValue: (k) => timeValue(k.usedAt) },
  { id: 'created', label: 'Created', sortValue: (k) => timeValue(k.createdAt) },
];

const searchText = (k: ApiKey) => [k.name, ...(k.roles ?? []).map((r) => ROLE_LABELS[r] ?? r), k.state, k.keySuffix].join(' ');

/**
 * The organization's keys, filtered and sorted here; only the rows in view are rendered. Each name
 * links to the key's page; `highlightId` marks the key just created, `sessionKeyId` the key this tab signs with.
 */
export function KeysTable({ keys, highlightId, sessionKeyId }: { keys: ApiKey[]; highlightId?: string; sessionKeyId: string }) {
  const sessionMatch = useMemo(() => sessionKeyMatcher(keys, sessionKeyId), [keys, sessionKeyId]);
  return (
    <ListTable
      items={keys}
      searchText={searchText}
      columns={COLUMNS}
      label="API keys"
      filterLabel="Filter keys"
      filterPlaceholder="Name, role, state or key ending"
      minWidth={880}
      rowHeight={47}
      rowKey={(k) => k.id}
      renderRow={(key, index, measure) => (
        <KeyRow key={key.id} apiKey={key} highlighted={key.id === highlightId} session={sessionMatch(key)} index={index} measure={measure} />
      )}
    />
  );
}

const KeyRow = memo(function KeyRow({
  apiKey: key,
  highlighted,
  session,
  index,
  measure,
}: {
  apiKey: ApiKey;
  highlighted: boolean;
  session: SessionKeyMatch;
  index: number;
  measure?: MeasureRow;
}) {
  const expired = isExpired(key);
  return (
    <Table.Tr
      {...rowAttributes(index, measure)}
      bg={highlighted ? 'var(--mantine-color-yellow-light)' : undefined}
      aria-current={highlighted ? 'true' : undefined}
      data-key-id={key.id}
    >
      <Table.Td {...listCell('Name', 'name')}>
        <Anchor component={Link} to={`/keys/${encodeURIComponent(key.id)}`} fw={500} size="sm">
          <Name value={key.name || `Key ending in ${key.keySuffix ?? '?'}`} lines={3} wrapAt="words" />
        </Anchor>
        {session !== 'no' && (
          <div>
            <SessionKeyBadge match={session} />
          </div>
        )}
        {highlighted && (
          <Text size="xs" c="dimmed">
            Just created
          </Text>
        )}
      </Table.Td>
      <Table.Td {...listCell('Roles', 'keep')}>
        <KeyRoleBadges roles={key.roles} />
      </Table.Td>
      <Table.Td {...listCell('State', 'keep')}>
        <KeyStateBadge state={key.state} />
      </Table.Td>
      <Table.Td {...listCell('Key', 'keep')}>
        {key.keySuffix ? (
          <RowTooltip label="Last 4 characters of the key ID" withArrow>
            <CodeName aria-label={`Key ID ending in ${revealedName(key.keySuffix ?? '')}`} value={`…${key.keySuffix ?? ''}`} />
          </RowTooltip>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td {...listCell('Expires', 'keep')}>
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
      <Table.Td {...listCell('Last used', 'keep')}>
        <RelativeTime value={key.usedAt} fallback="Never" />
      </Table.Td>
      <Table.Td {...listCell('Created', 'keep')}>
        <RelativeTime value={key.createdAt} />
      </Table.Td>
    </Table.Tr>
  );
});
