import { Anchor, Card, Code, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Pipe, PipeCommand } from '../../../contract';
import { RelativeTime } from '../../../entities/DateTime';
import { SOURCE_KIND_LABELS, sourceKind } from '../../../entities/pipeState';
import { PipeStateBadge } from '../../../entities/StateBadge';
import { PipeActionButtons } from './PipeActionButtons';

export function pipeDetailPath(serviceId: string, pipeId: string): string {
  return `/pipes/${encodeURIComponent(serviceId)}/${encodeURIComponent(pipeId)}`;
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
                    <RelativeTime value={pipe.createdAt} />
                  </Table.Td>
                  <Table.Td>
                    <RelativeTime value={pipe.updatedAt} />
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
