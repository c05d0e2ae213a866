import { Button, Group, Modal, Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useInactivity } from './inactivity';
import { useOpenSecretCount } from '../session/openSecrets';

export const IDLE_AFTER_MS = 30 * 60 * 1000;
export const WARNING_SECONDS = 60;
const ACTIVITY = ['keydown', 'mousedown', 'touchstart', 'wheel', 'mousemove'] as const;

/**
 * After 30 minutes without activity, warn for 60 seconds with a way to stay signed in; then sign
 * out. The countdown runs against a deadline, so a throttled background tab still signs out on time.
 * While a one-time secret is on screen the sign-out waits until it is closed (never lose a secret
 * the person has not confirmed saving).
 */
export function IdleSignOut({ onSignOut }: { onSignOut: () => void }) {
  const idle = useInactivity(IDLE_AFTER_MS, ACTIVITY);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (idle && deadline === null) {
      const start = Date.now();
      setNow(start);
      setDeadline(start + WARNING_SECONDS * 1000);
    }
  }, [idle, deadline]);

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const left = deadline === null ? WARNING_SECONDS : Math.max(0, Math.ceil((deadline - now) / 1000));
  // A one-time secret on screen would be lost for good: the sign-out waits until it is closed.
  const secretsOpen = useOpenSecretCount();
  const waiting = deadline !== null && left <= 0 && secretsOpen > 0;
  useEffect(() => {
    if (deadline !== null && left <= 0 && secretsOpen === 0) {
      setDeadline(null);
      onSignOut();
    }
  }, [deadline, left, onSignOut, secretsOpen]);

  return (
    <Modal opened={deadline !== null} onClose={() => setDeadline(null)} title="Are you still there?" closeOnClickOutside={false} centered>
      {waiting ? (
        <Text size="sm" mb="sm">
          You have been inactive for 30 minutes. A one-time secret is still open: you will be signed out as soon as it is saved and closed.
        </Text>
      ) : (
        <Text size="sm" mb="sm">
          You have been inactive for 30 minutes. For your security you will be signed out in <b data-testid="idle-seconds-left">{left}</b> seconds.
        </Text>
      )}
      <Progress value={(left / WARNING_SECONDS) * 100} mb="md" aria-hidden />
      <Group justify="flex-end">
        <Button variant="default" onClick={onSignOut}>
          Sign out now
        </Button>
        <Button onClick={() => setDeadline(null)} data-autofocus>
          Stay signed in
        </Button>
      </Group>
    </Modal>
  );
}
