import { notifications } from '@mantine/notifications';
import { TypedConfirmModal } from '../../../components/TypedConfirmModal';
import type { Pipe } from '../../../contract';
import { sourceKind } from '../../../entities/pipeState';
import { useDeletePipe } from '../queries';
import { quotedName } from '../../../components/displayName';
import { CodeName } from '../../../components/Name';

/**
 * What the person types to confirm: the destination table the pipe loads into, or the pipe's name
 * for a Postgres pipe (it replicates into one table per mapping, so no single table names it).
 */
export function deleteConfirmationOf(pipe: Pick<Pipe, 'name' | 'source' | 'destination'>): { word: string; what: string } {
  const table = pipe.destination?.table;
  if (sourceKind(pipe) !== 'postgres' && table) return { word: table, what: 'the destination table' };
  return { word: pipe.name, what: 'the pipe’s name' };
}

/**
 * Delete pipe behind the typed confirmation (TypedConfirmModal: one DELETE per intent, the error
 * with its request id kept in the dialog). A notification says what stays; `onDeleted` runs after.
 */
export function DeletePipeModal({
  pipe,
  organizationId,
  serviceId,
  opened,
  onClose,
  onDeleted,
}: {
  pipe: Pipe;
  organizationId: string;
  serviceId: string;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const mutation = useDeletePipe(organizationId, serviceId);
  const { word, what } = deleteConfirmationOf(pipe);
  const d = pipe.destination;
  const table = d?.table && sourceKind(pipe) !== 'postgres' ? `${d.database ?? 'default'}.${d.table}` : undefined;
  return (
    <TypedConfirmModal
      opened={opened}
      onClose={onClose}
      title={`Delete pipe ${quotedName(pipe.name)}?`}
      consequence={
        <>
          The pipe stops and is removed, whatever its state.{' '}
          {table ? (
            <>
              Rows already loaded into <CodeName value={table} /> stay; no new data reaches it.
            </>
          ) : (
            'Tables it already loaded stay; no new data reaches them.'
          )}
        </>
      }
      word={word}
      what={what}
      confirmLabel="Delete pipe"
      errorTitle={`Could not delete ${quotedName(pipe.name)}`}
      onConfirm={async () => {
        await mutation.mutateAsync(pipe.id);
        notifications.show({ color: 'green', title: 'Pipe deleted', message: `${quotedName(pipe.name)} no longer loads data. Data already loaded stays.` });
        onDeleted();
      }}
    />
  );
}
