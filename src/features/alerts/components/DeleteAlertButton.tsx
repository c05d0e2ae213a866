import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { TypedConfirmModal } from '../../../components/TypedConfirmModal';
import type { Alert } from '../../../contract';
import type { useDeleteAlert } from '../queries';
import { nameText, quotedName } from '../../../components/displayName';
import { CodeName } from '../../../components/Name';

/** Delete alert, after typing its name (its id when it has none): one DELETE, then back to the list. */
export function DeleteAlertButton({ alert, remove }: { alert: Alert; remove: ReturnType<typeof useDeleteAlert> }) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const word = alert.name || alert.id;
  const label = alert.name ? `${quotedName(alert.name)}` : 'this alert';
  return (
    <>
      <Button color="red" variant="light" size="xs" leftSection={<IconTrash size={14} />} onClick={open}>
        Delete
      </Button>
      <TypedConfirmModal
        opened={opened}
        onClose={close}
        title={`Delete ${label}?`}
        consequence={
          <Text size="sm">
            The alert <CodeName value={alert.id} /> stops watching and notifying its webhook, and is gone for everyone on the team.
          </Text>
        }
        word={word}
        what={alert.name ? 'the alert’s name' : 'the alert’s ID'}
        confirmLabel="Delete alert"
        errorTitle={`Could not delete ${label}`}
        onConfirm={async () => {
          await remove.mutateAsync();
          notifications.show({
            color: 'green',
            title: 'Alert deleted',
            message: `${alert.name ? `${quotedName(alert.name)}` : `The alert ${nameText(alert.id)}`} was deleted.`,
          });
          void navigate('/alerts', { replace: true });
        }}
      />
    </>
  );
}
