import { Group, Table, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { timeValue, type ListColumn } from '../../../components/list/listView';
import { ListTable } from '../../../components/list/ListTable';
import { rowAttributes, type MeasureRow } from '../../../components/list/VirtualTbody';
import { Name } from '../../../components/Name';
import { revealedName } from '../../../components/displayName';
import { isLastAdmin, MEMBER_MESSAGES, type Member } from '../../../contract';
import { DateTime } from '../../../components/DateTime';
import type { KeyRoleAccess } from '../../../session/keyRole';
import { WriteButtonFor } from '../../../session/WriteAccess';
import { roleText } from '../memberForms';

const COLUMNS: ListColumn<Member>[] = [
  { id: 'name', label: 'Name', sortValue: (m) => m.name ?? '' },
  { id: 'email', label: 'Email', sortValue: (m) => m.email },
  { id: 'role', label: 'Role', sortValue: (m) => roleText(m) },
  { id: 'joined', label: 'Joined', sortValue: (m) => timeValue(m.joinedAt) },
];

const searchText = (m: Member) => [m.name, m.email, roleText(m)].join(' ');

export type MemberAction = 'change-role' | 'remove';

interface RowActions {
  onAction: (member: Member, action: MemberAction) => void;
  /** The signed-in key's role, read once for every row. */
  access: KeyRoleAccess;
}

/** The organization's members, filtered and sorted here; only the rows in view are rendered. */
export function MembersTable({ members, ...actions }: RowActions & { members: readonly Member[] }) {
  // The one member who may be neither removed nor demoted, found once for every row.
  const onlyAdmin = useMemo(() => members.find((m) => isLastAdmin(members, m.userId))?.userId, [members]);
  return (
    <ListTable
      items={members}
      searchText={searchText}
      columns={COLUMNS}
      label="Members"
      filterLabel="Filter members"
      filterPlaceholder="Name, email or role"
      minWidth={860}
      rowHeight={55}
      rowKey={(m) => m.userId}
      trailingHeader={<Table.Th ta="right">Actions</Table.Th>}
      trailingColumns={1}
      renderRow={(m, index, measure) => <MemberRow key={m.userId} member={m} lastAdmin={m.userId === onlyAdmin} index={index} measure={measure} {...actions} />}
    />
  );
}

const MemberRow = memo(function MemberRow({
  member: m,
  lastAdmin,
  onAction,
  access,
  index,
  measure,
}: RowActions & { member: Member; lastAdmin: boolean; index: number; measure?: MeasureRow }) {
  const who = revealedName(m.name || m.email);
  return (
    <Table.Tr {...rowAttributes(index, measure)} data-user-id={m.userId}>
      <Table.Td>{m.name ? <Name value={m.name} fw={500} size="sm" /> : <Text c="dimmed">—</Text>}</Table.Td>
      <Table.Td>
        <Name value={m.email} size="sm" />
      </Table.Td>
      <Table.Td>
        <Name value={roleText(m)} size="sm" lines={2} />
        {lastAdmin && (
          <Text size="xs" c="dimmed">
            Only admin
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <DateTime value={m.joinedAt} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <WriteButtonFor role={access} variant="default" size="xs" aria-label={`Change role of ${who}`} onClick={() => onAction(m, 'change-role')}>
            Change role
          </WriteButtonFor>
          <WriteButtonFor
            role={access}
            variant="light"
            color="red"
            size="xs"
            aria-label={`Remove ${who}`}
            disabledReason={lastAdmin ? MEMBER_MESSAGES.lastAdmin : undefined}
            onClick={() => onAction(m, 'remove')}
          >
            Remove
          </WriteButtonFor>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
