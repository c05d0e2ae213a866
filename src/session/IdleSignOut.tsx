import { Button, Group, Modal, Progress, Text } from '@mantine/core';
import { useIdle, useInterval } from '@mantine/hooks';
import { useEffect, useState } from 'react';

export const IDLE_AFTER_MS = 30 * 60 * 1000;
export const WARNING_SECONDS = 60;

/**
 * After 30 minutes without activity, warn for 60 seconds with a way to stay signed in;
 * then sign out.
 */
export function IdleSignOut({ onSignOut }: { onSignOut: () => void }) {
  const idle = useIdle(IDLE_AFTER_MS, { initialState: false, events: ['keydown', 'mousedown', 'touchstart', 'wheel', 'mousemove'] });
  const [warning, setWarning] = useState(false);
  const [left, setLeft] = useState(WARNING_SECONDS);
  const ticker = useInterval(() => setLeft((s) => s - 1), 1000);

  useEffect(() => {
    if (idle && !warning) {
      setLeft(WARNING_SECONDS);
      setWarning(true);
    }
  }, [idle, warning]);

  useEffect(() => {
    if (warning) ticker.start();
    else ticker.stop();
    return ticker.stop;
  }, [warning, ticker]);

  useEffect(() => {
    if (warning && left <= 0) {
      setWarning(false);
      onSignOut();
    }
  }, [warning, left, onSignOut]);

  return (
    <Modal
      opened={warning}
      onClose={() => setWarning(false)}
      title="Are you still there?"
      closeOnClickOutside={false}
      centered
    >
      <Text size="sm" mb="sm">
        You have been inactive for 30 minutes. For your security you will be signed out in{' '}
        <b data-testid="idle-seconds-left">{Math.max(left, 0)}</b> seconds.
      </Text>
      <Progress value={(Math.max(left, 0) / WARNING_SECONDS) * 100} mb="md" aria-hidden />
      <Group justify="flex-end">
        <Button variant="default" onClick={onSignOut}>
          Sign out now
        </Button>
        <Button onClick={() => setWarning(false)} data-autofocus>
          Stay signed in
        </Button>
      </Group>
    </Modal>
  );
}
