import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';

/**
 * Asked when the one-time dialog is dismissed by Escape or a click outside. "Keep open" takes
 * the focus, so a second stray Escape or Enter keeps the secret on screen.
 */
export function CloseConfirmation({ onKeepOpen, onCloseAnyway }: { onKeepOpen: () => void; onCloseAnyway: () => void }) {
  const keepOpenRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => keepOpenRef.current?.focus(), []);
  return (
    <Alert
      role="alertdialog"
      aria-labelledby={titleId}
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
    >
      <Text id={titleId} size="sm" fw={600}>
        Close without saving? The secret cannot be shown again.
      </Text>
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button ref={keepOpenRef} onClick={onKeepOpen}>
          Keep open
        </Button>
        <Button color="red" variant="outline" onClick={onCloseAnyway}>
          Close anyway
        </Button>
      </Group>
    </Alert>
  );
}
