import { Badge, Group, Table } from '@mantine/core';
import { memo } from 'react';
import { timeValue, type ListColumn } from '../../../components/list/listView';
import { ListTable } from '../../../components/list/ListTable';
import { listCell } from '../../../components/list/listRows';
import { rowAttributes, type MeasureRow } from '../../../components/list/VirtualTbody';
import { Name } from '../../../components/Name';
import { DateTime } from '../../../components/DateTime';
import { formatDateTime } from '../../../components/dateTime';
import type { Backup } from '../../../contract';
import type { KeyRoleAccess } from '../../../session/keyRole';
import { WriteButtonFor } from '../../../session/WriteAccess';
import { durationText, isRestorable, sizeText, statusView } from './backupText';
import { restoreHref } from './restoreLink';

// A backup is named by when it started (as its Restore button is): that cell is the list's name, first.
const COLUMNS: ListColumn<Backup>[] = [
  { id: 'started', label: 'Started', sortValue: (b) => timeValue(b.startedAt) },
  { id: 'status', label: 'Status', sortValue: (b) => statusView(b.status).label },
  { id: 'duration', label: 'Duration', sortValue: (b) => b.durationInSeconds },
  { id: 'size', label: 'Size', sortValue: (b) => b.sizeInBytes },
  { id: 'type', label: 'Type', sortValue: (b) => b.type },
];

const searchText = (b: Backup) => [statusView(b.status).label, b.type ?? '', formatDateTime(b.startedAt), b.id].join(' ');

const NOT_DONE = 'Only a finished backup (status Done) can be restored.';

/** A service's backups, newest first as listed (sortable, filterable); only the rows in view are rendered. */
export function BackupsTable({ backups, access, serviceId }: { backups: readonly Backup[]; access: KeyRoleAccess; serviceId: string }) {
  return (
    <ListTable
      items={backups}
      searchText={searchText}
      columns={COLUMNS}
      label="Backups"
      filterLabel="Filter backups"
      filterPlaceholder="Status, type, date or ID"
      minWidth={900}
      rowHeight={68}
      rowKey={(b) => b.id}
      trailingHeader={
        <>
          <Table.Th>Backup ID</Table.Th>
          <Table.Th ta="right">Actions</Table.Th>
        </>
      }
      trailingColumns={2}
      renderRow={(b, index, measure) => <BackupRow key={b.id} backup={b} index={index} measure={measure} access={access} serviceId={serviceId} />}
    />
  );
}

const BackupRow = memo(function BackupRow({
  backup: b,
  index,
  measure,
  access,
  serviceId,
}: {
  backup: Backup;
  index: number;
  measure?: MeasureRow;
  access: KeyRoleAccess;
  serviceId: string;
}) {
  const status = statusView(b.status);
  return (
    <Table.Tr {...rowAttributes(index, measure)} data-backup-id={b.id}>
      <Table.Td {...listCell('Started', 'name')}>
        <DateTime value={b.startedAt} />
      </Table.Td>
      <Table.Td {...listCell('Status', 'keep')}>
        <Badge color={status.color} variant="light" tt="none">
          <Name value={status.label} size="xs" />
        </Badge>
      </Table.Td>
      <Table.Td {...listCell('Duration', 'keep')}>
        <Name value={durationText(b.durationInSeconds)} size="sm" />
      </Table.Td>
      <Table.Td {...listCell('Size', 'keep')}>
        <Name value={sizeText(b.sizeInBytes)} size="sm" />
      </Table.Td>
      <Table.Td {...listCell('Type', 'keep')}>
        <Name value={b.type ?? '—'} size="sm" />
      </Table.Td>
      <Table.Td {...listCell('Backup ID')}>
        {/* The whole ID in at most two lines of half a UUID each, never cut beside the button. */}
        <Name value={b.id} lines={2} miw="18.5ch" maw="36.5ch" size="xs" ff="monospace" c="dimmed" />
      </Table.Td>
      <Table.Td {...listCell('Actions', 'keep')}>
        <Group justify="flex-end" gap="xs" wrap="nowrap">
          <WriteButtonFor
            role={access}
            variant="light"
            size="xs"
            to={restoreHref(b.id, serviceId)}
            disabledReason={isRestorable(b) ? undefined : NOT_DONE}
            aria-label={`Restore the backup of ${formatDateTime(b.startedAt)} into a new service`}
          >
            Restore
          </WriteButtonFor>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
