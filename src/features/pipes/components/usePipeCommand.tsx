import { Code, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { confirmFirst } from '../../../components/confirmFirst';
import type { Pipe, PipeCommand } from '../../../contract';
import { pipeStateDisplay, sourceKind } from '../../../entities/pipeState';
import { useUpdatePipeState } from '../queries';
import { nameText, quotedName } from '../../../components/displayName';

interface Copy {
  title: string;
  confirm: string;
  color: string;
  /** What the command does, said before it is confirmed; `target` names where the pipe loads (targetOf). */
  body: (target: string, postgres: boolean) => string;
  /** The success notice: what the pipe is now doing (`name` is quoted). */
  accepted: (name: string, postgres: boolean) => string;
}

const COPY: Record<PipeCommand, Copy> = {
  start: {
    title: 'Start pipe',
    confirm: 'Start pipe',
    color: 'blue',
    body: (target, postgres) =>
      postgres
        ? `The pipe resumes replication and loads new changes into ${target}.`
        : `The pipe reads from its source again and loads new data into ${target}.`,
    accepted: (name) => `${name} is starting.`,
  },
  stop: {
    title: 'Stop pipe',
    confirm: 'Stop pipe',
    color: 'red',
    body: (target, postgres) =>
      postgres
        ? `The pipe pauses replication; no new changes reach ${target} until you start it again. Data already loaded stays.`
        : `The pipe stops reading from its source; no new data reaches ${target} until you start it again. Data already loaded stays.`,
    accepted: (name, postgres) => `${name} is ${postgres ? 'pausing' : 'stopping'}.`,
  },
  resync: {
    title: 'Resync pipe',
    confirm: 'Resync pipe',
    color: 'orange',
    body: (target) =>
      `The pipe copies its source tables into ${target} again from a new snapshot, then continues with ongoing changes. On large tables this takes a while.`,
    accepted: (name) => `Resync started for ${name}.`,
  },
};

export const COMMAND_LABELS: Record<PipeCommand, string> = { start: 'Start', stop: 'Stop', resync: 'Resync' };

/** Where the pipe loads: its destination table, or for a Postgres pipe the target tables of its table mappings. */
function targetOf(pipe: Pipe, postgres: boolean): string {
  if (postgres) return 'the target tables of its table mappings';
  const d = pipe.destination;
  return d?.database && d.table ? nameText(`${d.database}.${d.table}`) : 'its destination table';
}

/**
 * Start / stop / resync with a confirmation and a notification. The mutation is returned so the
 * caller shows its error (ApiErrorAlert) where it fits.
 */
export function usePipeCommand(orgId: string, serviceId: string) {
  const mutation = useUpdatePipeState(orgId, serviceId);

  const confirm = (pipe: Pipe, command: PipeCommand) => {
    const copy = COPY[command];
    const postgres = sourceKind(pipe) === 'postgres';
    // One answer per dialog: a double click on the confirm button sends one command.
    void confirmFirst({
      title: `${copy.title} ${quotedName(pipe.name)}?`,
      children: (
        <Text size="sm">
          {copy.body(targetOf(pipe, postgres), postgres)} Current state: <Code>{pipeStateDisplay(pipe.state).label}</Code>.
        </Text>
      ),
      labels: { confirm: copy.confirm, cancel: 'Cancel' },
      confirmProps: { color: copy.color },
    }).then((confirmed) => {
      if (!confirmed) return;
      mutation.mutate(
        { pipe, command },
        {
          onSuccess: (updated) =>
            notifications.show({
              color: 'green',
              // Routine, and the page shows the new state too: shorter than the shell's ten seconds, as the
              // notice sits over the page's actions at the top right (Edit, Stop, Resync, Delete).
              autoClose: 6_000,
              title: `${COMMAND_LABELS[command]} command accepted`,
              message: `${copy.accepted(`${quotedName(updated.name)}`, postgres)} Its state (now ${pipeStateDisplay(updated.state).label}) refreshes until it settles.`,
            }),
        },
      );
    });
  };

  return { confirm, mutation };
}
