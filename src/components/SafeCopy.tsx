import { ActionIcon, Button, CopyButton, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { hiddenCodes, withoutHidden } from './displayName';

/** Why a value holding hidden characters is not offered for copying as it is. */
export function hiddenCopyReason(codes: readonly string[]): string {
  return `Holds hidden characters (${codes.join(', ')}), shown as markers: what would be pasted differs from what is shown, so it is not offered for copying as it is.`;
}

/**
 * A copy button for a value that came from an API (a host, a command, a request). A value with a
 * hidden character (bidi override, zero-width…) is not copied as it is: the button is disabled
 * and says why (`HiddenCopyNote` beside the value offers a copy without them, on request).
 */
export function SafeCopyIcon({ value, label, size = 'md', block = false }: { value: string; label: string; size?: 'sm' | 'md'; block?: boolean }) {
  const codes = hiddenCodes(value, block);
  const icon = size === 'sm' ? 14 : 16;
  if (codes.length > 0) {
    return (
      <Tooltip label={hiddenCopyReason(codes)} withArrow multiline w={260}>
        <span>
          <ActionIcon variant="subtle" color="gray" size={size} disabled aria-label={`Copy ${label} (refused: it holds hidden characters)`}>
            <IconCopy size={icon} />
          </ActionIcon>
        </span>
      </Tooltip>
    );
  }
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} size={size} onClick={copy} aria-label={`Copy ${label}`}>
            {copied ? <IconCheck size={icon} /> : <IconCopy size={icon} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/**
 * Beside a value with hidden characters: says so, and copies the value without them only when the
 * person asks (nothing when the value has none).
 */
export function HiddenCopyNote({
  value,
  label,
  block = false,
}: {
  value: string;
  label: string;
  /** A block of text: line breaks and tabs are not hidden. */ block?: boolean;
}) {
  const codes = hiddenCodes(value, block);
  if (codes.length === 0) return null;
  return (
    <Text size="xs" c="orange.8" role="note" data-testid="hidden-copy-note">
      {hiddenCopyReason(codes)}{' '}
      <CopyButton value={withoutHidden(value, block)} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant="subtle"
            size="compact-xs"
            color={copied ? 'teal' : 'orange'}
            onClick={copy}
            aria-label={`Copy ${label} without the hidden characters`}
          >
            {copied ? 'Copied without them' : 'Copy without the hidden characters'}
          </Button>
        )}
      </CopyButton>
    </Text>
  );
}
