import { Badge, Group, Table } from '@mantine/core';
import { memo } from 'react';
import { timeValue, type ListColumn } from '../../../components/list/listView';
import { ListTable } from '../../../components/list/ListTable';
import { rowAttributes, type MeasureRow } from '../../../components/list/VirtualTbody';
import { Name } from '../../../components/Name';
import { revealedName } from '../../../components/displayName';
import { isPendingInvitation, type Invitation } from '../../../contract';
import { DateTime, RelativeTime } from '../../../components/DateTime';
import type { KeyRoleAccess } from '../../../session/keyRole';
import { WriteButtonFor } from '../../../session/WriteAccess';
import { roleText } from '../memberForms';

const COLUMNS: ListColumn<Invitation>[] = [
  { id: 'email', label: 'Email', sortValue: (i) => i.email },
  { id: 'role', label: 'Role', sortValue: (i) => roleText(i) },
  { id: 'sent', label: 'Sent', sortValue: (i) => timeValue(i.createdAt) },
  { id: 'expires', label: 'Expires', sortValue: (i) => timeValue(i.expireAt) },
];

const searchText = (i: Invitation) => [i.email, roleText(i)].join(' ');

interface RowActions {
  onRevoke: (invitation: Invitation) => void;
  /** The invitation whose revocation is on its way (its button shows it; no second request). */
  revoking: string | undefined;
  access: KeyRoleAccess;
}

/** The organization's invitations, filtered and sorted here; only the rows in view are rendered. */
export function InvitationsTable({ invitations, ...actions }: RowActions & { invitations: readonly Invitation[] }) {
  return (
    <ListTable
      items={invitations}
      searchText={searchText}
      columns={COLUMNS}
      label="Invitations"
      filterLabel="Filter invitations"
      filterPlaceholder="Email or role"
      minWidth={760}
      rowHeight={51}
      rowKey={(i) => i.id}
      trailingHeader={<Table.Th ta="right">Actions</Table.Th>}
      trailingColumns={1}
      renderRow={(i, index, measure) => <InvitationRow key={i.id} invitation={i} index={index} measure={measure} {...actions} />}
    />
  );
}

const InvitationRow = memo(function InvitationRow({
  invitation: i,
  onRevoke,
  revoking,
  access,
  index,
  measure,
}: RowActions & { invitation: Invitation; index: number; measure?: MeasureRow }) {
  const expired = !isPendingInvitation(i, Date.now());
  return (
    <Table.Tr {...rowAttributes(index, measure)} data-invitation-id={i.id}>
      <Table.Td>
        <Name value={i.email} size="sm" fw={500} />
      </Table.Td>
      <Table.Td>
        <Name value={roleText(i)} size="sm" lines={2} />
      </Table.Td>
      <Table.Td>
        <RelativeTime value={i.createdAt} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <DateTime value={i.expireAt} />
          {expired && (
            <Badge color="gray" variant="light" tt="none">
              Expired
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group justify="flex-end">
          <WriteButtonFor
            role={access}
            variant="light"
            color="red"
            size="xs"
            aria-label={`Revoke the invitation of ${revealedName(i.email)}`}
            loading={revoking === i.id}
            disabled={revoking !== undefined}
            onClick={() => onRevoke(i)}
          >
            Revoke
          </WriteButtonFor>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
