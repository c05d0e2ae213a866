import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import type { Pipe, PipeCommand } from '../../../contract';
import { availablePipeCommands } from '../../../entities/pipeState';
import { COMMAND_LABELS } from './usePipeCommand';

const ICONS: Record<PipeCommand, typeof IconPlayerPlay> = { start: IconPlayerPlay, stop: IconPlayerStop, resync: IconRefresh };

/** The commands offered for a pipe in its state (start only when stopped, paused or failed; resync only for Postgres). */
export function PipeActionButtons({
  pipe,
  onCommand,
  pending,
  disabledReason,
  size = 'sm',
}: {
  pipe: Pipe;
  onCommand: (pipe: Pipe, command: PipeCommand) => void;
  /** The command in flight for this pipe, if any. */
  pending?: PipeCommand;
  /** When set, every action is disabled and this explains why. */
  disabledReason?: string;
  size?: 'compact-sm' | 'sm';
}) {
  const commands = availablePipeCommands(pipe);
  if (commands.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="right" aria-label="No command available in this state">
        —
      </Text>
    );
  }
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {commands.map((command) => {
        const Icon = ICONS[command];
        const button = (
          <Button
            key={command}
            size={size}
            variant={command === 'stop' ? 'default' : 'light'}
            color={command === 'resync' ? 'orange' : undefined}
            leftSection={<Icon size={14} />}
            loading={pending === command}
            disabled={Boolean(disabledReason) || (pending !== undefined && pending !== command)}
            onClick={() => onCommand(pipe, command)}
            aria-label={`${COMMAND_LABELS[command]} ${pipe.name}`}
          >
            {COMMAND_LABELS[command]}
          </Button>
        );
        return disabledReason ? (
          <Tooltip key={command} label={disabledReason} withArrow>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Group>
  );
}
