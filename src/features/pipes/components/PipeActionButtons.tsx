import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { Pipe, PipeCommand } from '../../../contract';
import { availablePipeCommands } from '../../../entities/pipeState';
import type { KeyRoleAccess } from '../../../session/keyRole';
import { WriteButtonFor } from '../../../session/WriteAccess';
import { COMMAND_LABELS } from './usePipeCommand';
import { revealedName } from '../../../components/displayName';

const ICONS: Record<PipeCommand, typeof IconPlayerPlay> = { start: IconPlayerPlay, stop: IconPlayerStop, resync: IconRefresh };

/**
 * The commands offered for a pipe in its state (start only when stopped, paused or failed; resync
 * only for Postgres), and Delete (any state) when the caller offers it. On a pipe's page the
 * buttons carry their icons; in the list's rows (`compact-sm`) the words alone: an icon is a
 * span, an svg and up to five paths, a third of a row's elements, laid out for every row that
 * scrolls into view (bench: pipes while scrolling).
 */
export function PipeActionButtons({
  pipe,
  onCommand,
  onDelete,
  pending,
  disabledReason,
  role,
  size = 'sm',
}: {
  pipe: Pipe;
  onCommand: (pipe: Pipe, command: PipeCommand) => void;
  /** When set, a Delete button opens the caller's typed confirmation. */
  onDelete?: (pipe: Pipe) => void;
  /** The command in flight for this pipe, if any. */
  pending?: PipeCommand;
  /** When set, every action is disabled and this explains why. */
  disabledReason?: string;
  /** The signed-in key's role (useKeyRole), read once by the page or list. */
  role: KeyRoleAccess;
  size?: 'compact-sm' | 'sm';
}) {
  const commands = availablePipeCommands(pipe);
  const withIcons = size === 'sm';
  if (commands.length === 0 && !onDelete) {
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
            leftSection={withIcons ? <Icon size={14} /> : undefined}
            loading={pending === command}
            disabled={Boolean(disabledReason) || (pending !== undefined && pending !== command)}
            onClick={() => onCommand(pipe, command)}
            aria-label={`${COMMAND_LABELS[command]} ${revealedName(pipe.name)}`}
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
      {onDelete && (
        // A pipe is deleted in any state, even while its service is not running: only the key's role stops it (WriteButton says so).
        <WriteButtonFor
          role={role}
          size={size}
          variant="subtle"
          color="red"
          leftSection={withIcons ? <IconTrash size={14} /> : undefined}
          disabled={pending !== undefined}
          onClick={() => onDelete(pipe)}
          aria-label={`Delete ${revealedName(pipe.name)}`}
        >
          Delete
        </WriteButtonFor>
      )}
    </Group>
  );
}
