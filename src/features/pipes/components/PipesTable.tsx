import { Anchor, Card, Code, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PipeCommand } from '../../../api/management';
import type { Pipe } from '../../../contract';
import { formatDate, formatTime } from '../format';
import { SOURCE_KIND_LABELS, sourceKind } from '../pipeState';
import { PipeActionButtons } from './PipeActionButtons';
import { PipeStateBadge } from './PipeStateBadge';

export function pipeDetailPath(serviceId: string, pipeId: string): string {
  return `/pipes/${encodeURIComponent(serviceId)}/${encodeURIComponent(pipeId)}`;
}

/** Date over time, so the two date columns stay narrow. */
function DateCell({ value }: { value: string | undefined }) {
  if (!value) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <div style={{ whiteSpace: 'nowrap' }} title={value}>
      <Text size="sm">{formatDate(value)}</Text>
      <Text size="xs" c="dimmed">
        {formatTime(value)}
      </Text>
    </div>
  );
}

/** The pipes of one service: name, source kind, destination, state, dates and the commands. */
export function PipesTable({
  serviceId,
  pipes,
  onCommand,
  pending,
  actionsDisabledReason,
}: {
  serviceId: string;
  pipes: Pipe[];
  onCommand: (pipe: Pipe, command: PipeCommand) => void;
  pending?: { pipeId: string; command: PipeCommand };
  actionsDisabledReason?: string;
}) {
  return (
    <Card withBorder padding={0} radius="md">
      <Table.ScrollContainer minWidth={1000}>
        <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Source</Table.Th>
              <Table.Th>Destination</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Updated</Table.Th>
              <Table.Th ta="right">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pipes.map((pipe) => {
              const kind = sourceKind(pipe);
              const d = pipe.destination;
              return (
                <Table.Tr key={pipe.id} data-testid={`pipe-row-${pipe.name}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={pipeDetailPath(serviceId, pipe.id)} fw={500}>
                      {pipe.name || pipe.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{kind ? SOURCE_KIND_LABELS[kind] : <Text c="dimmed" size="sm">Unknown</Text>}</Table.Td>
                  <Table.Td>
                    {d?.database || d?.table ? (
                      <Code style={{ whiteSpace: 'nowrap' }}>{[d.database, d.table].filter(Boolean).join('.')}</Code>
                    ) : (
                      <Text c="dimmed" size="sm">Not set</Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ minWidth: 140 }}>
                    <PipeStateBadge state={pipe.state} />
                  </Table.Td>
                  <Table.Td>
                    <DateCell value={pipe.createdAt} />
                  </Table.Td>
                  <Table.Td>
                    <DateCell value={pipe.updatedAt} />
                  </Table.Td>
                  <Table.Td>
                    <PipeActionButtons
                      pipe={pipe}
                      onCommand={onCommand}
                      pending={pending?.pipeId === pipe.id ? pending.command : undefined}
                      disabledReason={actionsDisabledReason}
                      size="compact-sm"
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
