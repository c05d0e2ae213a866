import { ActionIcon, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { hiddenCodes } from '../displayName';
import { Name } from '../Name';
import { HiddenCopyNote, hiddenCopyReason } from '../SafeCopy';

export interface SecretItem {
  label: string;
  value: string;
  /** Masked until the person asks to see it; the masked value is not in the DOM at all. */
  secret?: boolean;
  /** Accessible name of the copy button, e.g. "Copy key secret". */
  copyLabel: string;
  /** Variable name in the downloaded .env file, e.g. "KEY_SECRET". */
  envName: string;
}

const MASK = '•'.repeat(24);

interface Props {
  item: SecretItem;
  shown: boolean;
  onToggleShown: () => void;
  /** Called once the clipboard really holds the value (announced by the dialog's live region). */
  onCopied: (label: string) => void;
  onCopyFailed: (label: string) => void;
}

/**
 * One value of the one-time dialog: its label, the value (masked for a secret, with a show
 * toggle), and a copy button named by the item. Copying works while masked: the value is taken
 * from memory, never read back from the page.
 */
export function SecretValueRow({ item, shown, onToggleShown, onCopied, onCopyFailed }: Props) {
  const clipboard = useClipboard({ timeout: 2000 });
  const labelId = useId();
  const visible = !item.secret || shown;

  useEffect(() => {
    if (clipboard.copied) onCopied(item.label);
  }, [clipboard.copied, item.label, onCopied]);
  useEffect(() => {
    if (clipboard.error) onCopyFailed(item.label);
  }, [clipboard.error, item.label, onCopyFailed]);

  // A value from the API (a host, a username) with hidden characters is not copied as it is; a
  // secret is copied exactly, since its exact characters are what signs in.
  const hidden = item.secret ? [] : hiddenCodes(item.value);
  const toggleLabel = `${shown ? 'Hide' : 'Show'} ${item.label.toLowerCase()}`;
  return (
    <Box>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        {item.label}
      </Text>
      <Group gap="xs" align="stretch">
        <Box
          aria-describedby={labelId}
          data-testid={`secret-value-${item.envName}`}
          data-masked={visible ? undefined : 'true'}
          ff="monospace"
          fz="sm"
          px="sm"
          py={6}
          bg="var(--mantine-color-default-hover)"
          bd="1px solid var(--mantine-color-default-border)"
          style={{ flex: '1 1 260px', minWidth: 0, borderRadius: 'var(--mantine-radius-sm)', wordBreak: 'break-all', userSelect: visible ? 'all' : 'none' }}
        >
          {visible ? <Name value={item.value} lines={0} /> : <span aria-label={`${item.label} (hidden)`}>{MASK}</span>}
        </Box>
        {item.secret && (
          <Tooltip label={toggleLabel} withArrow>
            <ActionIcon variant="default" size={36} onClick={onToggleShown} aria-label={toggleLabel} aria-pressed={shown}>
              {shown ? <IconEyeOff size={18} /> : <IconEye size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
        <Button
          variant={clipboard.copied ? 'light' : 'default'}
          color={clipboard.copied ? 'teal' : undefined}
          h={36}
          leftSection={clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={() => clipboard.copy(item.value)}
          aria-label={hidden.length > 0 ? `${item.copyLabel} (refused: it holds hidden characters)` : item.copyLabel}
          disabled={hidden.length > 0}
          title={hidden.length > 0 ? hiddenCopyReason(hidden) : undefined}
        >
          {clipboard.copied ? 'Copied' : 'Copy'}
        </Button>
      </Group>
      {!item.secret && <HiddenCopyNote value={item.value} label={item.label.toLowerCase()} />}
      {clipboard.error && (
        <Text size="xs" c="red" mt={4}>
          The browser did not allow copying. {item.secret && !shown ? 'Show the value, then ' : ''}select it and copy it by hand.
        </Text>
      )}
    </Box>
  );
}
