import { Code, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Pipe, PipeCommand } from '../../../contract';
import { pipeStateDisplay, sourceKind } from '../../../entities/pipeState';
import { useUpdatePipeState } from '../queries';

const COPY: Record<PipeCommand, { title: string; confirm: string; color: string; body: (table: string, postgres: boolean) => string }> = {
  start: {
    title: 'Start pipe',
    confirm: 'Start pipe',
    color: 'blue',
    body: (table) => `The pipe reads from its source again and loads new data into ${table}.`,
  },
  stop: {
    title: 'Stop pipe',
    confirm: 'Stop pipe',
    color: 'red',
    body: (table, postgres) =>
      postgres
        ? `The pipe pauses replication; no new changes reach ${table} until you start it again. Data already loaded stays.`
        : `The pipe stops reading from its source; no new data reaches ${table} until you start it again. Data already loaded stays.`,
  },
  resync: {
    title: 'Resync pipe',
    confirm: 'Resync pipe',
    color: 'orange',
    body: (table) =>
      `The pipe copies its source tables into ${table} again from a new snapshot, then continues with ongoing changes. On large tables this takes a while.`,
  },
};

export const COMMAND_LABELS: Record<PipeCommand, string> = { start: 'Start', stop: 'Stop', resync: 'Resync' };

function destinationOf(pipe: Pipe): string {
  const d = pipe.destination;
  return d?.database && d.table ? `${d.database}.${d.table}` : 'its destination table';
}

/**
 * Start / stop / resync with a confirmation and a notification. The mutation is returned so the
 * caller shows its error (ApiErrorAlert) where it fits.
 */
export function usePipeCommand(orgId: string, serviceId: string) {
  const mutation = useUpdatePipeState(orgId, serviceId);

  const confirm = (pipe: Pipe, command: PipeCommand) => {
    const copy = COPY[command];
    modals.openConfirmModal({
      title: `${copy.title} “${pipe.name}”?`,
      children: (
        <Text size="sm">
          {copy.body(destinationOf(pipe), sourceKind(pipe) === 'postgres')} Current state: <Code>{pipeStateDisplay(pipe.state).label}</Code>.
        </Text>
      ),
      labels: { confirm: copy.confirm, cancel: 'Cancel' },
      confirmProps: { color: copy.color },
      onConfirm: () =>
        mutation.mutate(
          { pipe, command },
          {
            onSuccess: (updated) =>
              notifications.show({
                color: 'green',
                title: `${COMMAND_LABELS[command]} command accepted`,
                message: `“${updated.name}” is ${pipeStateDisplay(updated.state).label.toLowerCase()}. The state refreshes until it settles.`,
              }),
          },
        ),
    });
  };

  return { confirm, mutation };
}
