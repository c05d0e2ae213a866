import { Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { confirmFirst } from '../../../components/confirmFirst';
import { createSubmitGate } from '../../../components/form';
import { TypedConfirmModal } from '../../../components/TypedConfirmModal';
import { KEY_UPDATE_MESSAGES, type ApiKey, type KeyState } from '../../../contract';
import type { SessionKeyMatch } from '../../../session/keyRole';
import { endSession } from '../../../session/signOut';
import { WriteButton } from '../../../session/WriteAccess';
import { useDeleteKey, useUpdateKey } from '../queries';
import { nameText, quotedName } from '../../../components/displayName';

const keyLabel = (key: ApiKey) => key.name || `the key ending in ${key.keySuffix ?? '?'}`;

/**
 * Disable / Enable and Delete for one key. Disabling is confirmed, and when it is this tab's own
 * key the dialog says the session will end, and it does once the server agreed. This tab's key
 * cannot be deleted (the server refuses a key deleting itself): the button says why before
 * anything is sent. Each action sends one request per intent.
 */
export function KeyStateActions({ apiKey, organizationId, session }: { apiKey: ApiKey; organizationId: string; session: SessionKeyMatch }) {
  const update = useUpdateKey(organizationId, apiKey.id);
  const queryClient = useQueryClient();
  const gate = useRef(createSubmitGate()).current;
  const [deleting, setDeleting] = useState(false);
  const enabled = apiKey.state !== 'disabled';

  const setState = (state: KeyState) =>
    gate.run(async () => {
      update.reset();
      if (state === 'disabled' && !(await confirmDisable(apiKey, session))) return;
      try {
        await update.mutateAsync({ state });
      } catch {
        return; // shown below from the mutation's state, with its request id
      }
      if (state === 'disabled' && session === 'yes') {
        endSession(
          queryClient,
          `You disabled ${nameText(keyLabel(apiKey))}, the key this tab was signed in with, so the session ended. Sign in with another key.`,
        );
        return;
      }
      notifications.show({
        color: 'teal',
        title: state === 'enabled' ? 'Key enabled' : 'Key disabled',
        message: `${quotedName(keyLabel(apiKey))} is ${state}.`,
      });
    });

  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="xs">
        {enabled ? (
          <WriteButton variant="default" leftSection={<IconPlayerPause size={16} />} loading={update.isPending} onClick={() => void setState('disabled')}>
            Disable
          </WriteButton>
        ) : (
          <WriteButton variant="default" leftSection={<IconPlayerPlay size={16} />} loading={update.isPending} onClick={() => void setState('enabled')}>
            Enable
          </WriteButton>
        )}
        {session === 'yes' ? (
          <SessionKeyDeleteButton />
        ) : (
          <WriteButton color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
            Delete
          </WriteButton>
        )}
      </Group>
      {session === 'yes' && (
        <Text id="session-key-delete-reason" size="xs" c="dimmed" ta="right" maw={300}>
          {KEY_UPDATE_MESSAGES.deleteSelf}
        </Text>
      )}
      {update.isError && <ApiErrorAlert error={update.error} title={enabled ? 'The key was not disabled' : 'The key was not enabled'} />}
      <DeleteKeyDialog apiKey={apiKey} organizationId={organizationId} session={session} opened={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}

/** Delete, refused before sending: a key cannot delete itself. */
function SessionKeyDeleteButton() {
  return (
    <Tooltip label={KEY_UPDATE_MESSAGES.deleteSelf} multiline maw={320} withArrow>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        data-disabled
        aria-disabled="true"
        aria-describedby="session-key-delete-reason"
        onClick={(event) => event.preventDefault()}
      >
        Delete
      </Button>
    </Tooltip>
  );
}

function confirmDisable(apiKey: ApiKey, session: SessionKeyMatch): Promise<boolean> {
  return confirmFirst({
    title: `Disable ${quotedName(keyLabel(apiKey))}?`,
    children: (
      <Stack gap="sm">
        <Text size="sm">A disabled key is refused from its next request on, until it is enabled again. Scripts and tools using it stop working.</Text>
        {session !== 'no' && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} title="Your session will end">
            {session === 'yes'
              ? KEY_UPDATE_MESSAGES.disableSelf
              : 'Another key has the same ID ending, so this may be the key you are signed in with; if it is, the session ends.'}
          </Alert>
        )}
      </Stack>
    ),
    labels: { confirm: session === 'yes' ? 'Disable and end session' : 'Disable key', cancel: 'Cancel' },
    confirmProps: { color: 'orange' },
  });
}

function DeleteKeyDialog({
  apiKey,
  organizationId,
  session,
  opened,
  onClose,
}: {
  apiKey: ApiKey;
  organizationId: string;
  session: SessionKeyMatch;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteKey(organizationId, apiKey.id);
  const word = apiKey.name || apiKey.keySuffix || apiKey.id;
  return (
    <TypedConfirmModal
      opened={opened}
      onClose={onClose}
      title={`Delete ${quotedName(keyLabel(apiKey))}?`}
      consequence={
        <>
          Scripts and tools using this key are refused from now on, and it leaves the list. Its secret cannot be used again.
          {session === 'maybe' && ' Another key has the same ID ending: if this is the key you are signed in with, the server refuses to delete it.'}
        </>
      }
      word={word}
      what={apiKey.name ? 'the key’s name' : 'the end of the key’s ID'}
      confirmLabel="Delete key"
      errorTitle={`Could not delete ${quotedName(keyLabel(apiKey))}`}
      onConfirm={async () => {
        await remove.mutateAsync();
        notifications.show({ color: 'teal', title: 'Key deleted', message: `${quotedName(keyLabel(apiKey))} no longer exists.` });
        void navigate('/keys', { replace: true });
      }}
    />
  );
}
