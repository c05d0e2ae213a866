import { Box, Button, Group, Modal } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { pendingConfirm, type PendingConfirm } from './confirmFirst';

/** Shows the confirmation asked by confirmFirst, in one place of the app shell (AppLayout). */
export function ConfirmDialogHost() {
  const asked = useSyncExternalStore(pendingConfirm.subscribe, pendingConfirm.current);
  // The last question stays shown while the dialog closes (its exit transition).
  const [shown, setShown] = useState<PendingConfirm | null>(null);
  if (asked && asked !== shown) setShown(asked);
  return (
    <Modal opened={asked !== null} onClose={() => asked?.answer(false)} title={shown?.title}>
      {shown && (
        <>
          <Box mb="md">{shown.children}</Box>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => shown.answer(false)}>
              {shown.labels.cancel}
            </Button>
            <Button color={shown.confirmProps?.color} onClick={() => shown.answer(true)}>
              {shown.labels.confirm}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
