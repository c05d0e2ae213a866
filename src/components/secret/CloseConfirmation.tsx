import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
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
    <Paper role="alertdialog" aria-labelledby={titleId} p="md" radius="md" bg="var(--mantine-color-red-light)">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="red" variant="transparent" size="sm" aria-hidden>
          <IconAlertTriangle size={18} />
        </ThemeIcon>
        <Text id={titleId} size="sm" fw={600}>
          Close without saving? The secret cannot be shown again.
        </Text>
      </Group>
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button ref={keepOpenRef} onClick={onKeepOpen}>
          Keep open
        </Button>
        <Button color="red" variant="outline" onClick={onCloseAnyway}>
          Close anyway
        </Button>
      </Group>
    </Paper>
  );
}
