import { Anchor, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { timeValue, type ListColumn } from '../../../components/list/listView';
import { ListTable } from '../../../components/list/ListTable';
import { rowAttributes, type MeasureRow } from '../../../components/list/VirtualTbody';
import { listCell } from '../../../components/list/listRows';
import type { Pipe, PipeCommand } from '../../../contract';
import type { KeyRoleAccess } from '../../../session/keyRole';
import { RelativeTime } from '../../../components/DateTime';
import { pipeStateDisplay, SOURCE_KIND_LABELS, sourceKind } from '../../../entities/pipeState';
import { PipeStateBadge } from '../../../entities/StateBadge';
import { PipeActionButtons } from './PipeActionButtons';
import { CodeName, Name } from '../../../components/Name';
import { pipeDetailPath } from '../paths';

const destinationText = (pipe: Pipe) => [pipe.destination?.database, pipe.destination?.table].filter(Boolean).join('.');
const kindLabel = (pipe: Pipe) => {
  const kind = sourceKind(pipe);
  return kind ? SOURCE_KIND_LABELS[kind] : '';
};

const COLUMNS: ListColumn<Pipe>[] = [
  { id: 'name', label: 'Name', sortValue: (p) => p.name || p.id },
  { id: 'source', label: 'Source', sortValue: kindLabel },
  { id: 'destination', label: 'Destination', sortValue: destinationText },
  { id: 'state', label: 'State', sortValue: (p) => pipeStateDisplay(p.state).label },
  { id: 'created', label: 'Created', sortValue: (p) => timeValue(p.createdAt) },
  { id: 'updated', label: 'Updated', sortValue: (p) => timeValue(p.updatedAt) },
];

const searchText = (p: Pipe) => [p.name, p.id, kindLabel(p), destinationText(p), pipeStateDisplay(p.state).label].join(' ');

interface RowActions {
  serviceId: string;
  onCommand: (pipe: Pipe, command: PipeCommand) => void;
  onDelete?: (pipe: Pipe) => void;
  pending?: { pipeId: string; command: PipeCommand };
  actionsDisabledReason?: string;
  /** The signed-in key's role, read once for every row. */
  role: KeyRoleAccess;
}

/** The pipes of one service: name, source kind, destination, state, dates and the commands; filtered and sorted here, only the rows in view rendered. */
export function PipesTable({ pipes, ...actions }: RowActions & { pipes: Pipe[] }) {
  return (
    <ListTable
      items={pipes}
      searchText={searchText}
      columns={COLUMNS}
      label="Pipes"
      filterLabel="Filter pipes"
      filterPlaceholder="Name, source, table or state"
      minWidth={1000}
      horizontalSpacing="sm"
      trailingHeader={<Table.Th ta="right">Actions</Table.Th>}
      trailingColumns={1}
      rowHeight={51}
      rowKey={(p) => p.id}
      renderRow={(pipe, index, measure) => <PipeRow key={pipe.id} pipe={pipe} index={index} measure={measure} {...actions} />}
    />
  );
}

const PipeRow = memo(function PipeRow({
  pipe,
  index,
  measure,
  serviceId,
  onCommand,
  onDelete,
  pending,
  actionsDisabledReason,
  role,
}: RowActions & { pipe: Pipe; index: number; measure?: MeasureRow }) {
  const kind = sourceKind(pipe);
  const d = pipe.destination;
  return (
    <Table.Tr {...rowAttributes(index, measure)} data-testid={`pipe-row-${pipe.name}`}>
      <Table.Td {...listCell('Name', 'name')}>
        <Anchor component={Link} to={pipeDetailPath(serviceId, pipe.id)} fw={500}>
          <Name value={pipe.name || pipe.id} lines={3} wrapAt="words" />
        </Anchor>
      </Table.Td>
      <Table.Td {...listCell('Source')}>
        {kind ? (
          SOURCE_KIND_LABELS[kind]
        ) : (
          <Text c="dimmed" size="sm">
            Unknown
          </Text>
        )}
      </Table.Td>
      <Table.Td {...listCell('Destination')}>
        {d?.database || d?.table ? (
          <CodeName value={destinationText(pipe)} />
        ) : (
          <Text c="dimmed" size="sm">
            Not set
          </Text>
        )}
      </Table.Td>
      <Table.Td {...listCell('State', 'keep')}>
        <PipeStateBadge state={pipe.state} />
      </Table.Td>
      <Table.Td {...listCell('Created', 'keep')}>
        <RelativeTime value={pipe.createdAt} />
      </Table.Td>
      <Table.Td {...listCell('Updated', 'keep')}>
        <RelativeTime value={pipe.updatedAt} />
      </Table.Td>
      <Table.Td {...listCell('Actions')}>
        <PipeActionButtons
          pipe={pipe}
          onCommand={onCommand}
          onDelete={onDelete}
          pending={pending?.pipeId === pipe.id ? pending.command : undefined}
          disabledReason={actionsDisabledReason}
          role={role}
          size="compact-sm"
        />
      </Table.Td>
    </Table.Tr>
  );
});
