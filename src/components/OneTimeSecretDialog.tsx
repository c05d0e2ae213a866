import { Alert, Button, Checkbox, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CloseConfirmation } from './secret/CloseConfirmation';
import { SecretLeaveGuard } from './secret/SecretLeaveGuard';
import { downloadTextFile } from './secret/downloadTextFile';
import { toEnvFile } from './secret/envFile';
import { hasHiddenCharacters, withoutHidden } from './displayName';
import { SecretValueRow, type SecretItem } from './secret/SecretValueRow';

export interface OneTimeSecretDialogProps {
  opened: boolean;
  title: string;
  intro?: ReactNode;
  items: SecretItem[];
  /** Label of the checkbox that enables "Done", e.g. "I have saved the secret". */
  acknowledgeLabel: string;
  /** Plain statement that the secret will not be shown again. */
  warning: string;
  /** Name of the downloaded .env file, e.g. "api-key.env". */
  envFileName: string;
  extraDownloads?: { label: string; fileName: string; content: string }[];
  extraActions?: ReactNode;
  onClose: () => void;
}

/**
 * Shows a secret exactly once (an API key secret, a service's initial password) and makes it hard
 * to lose by a slip: there is no close button, Escape and a click outside ask first, and "Done"
 * needs the acknowledgement ticked. Values can be copied (announced politely), downloaded as a
 * .env file, and secrets stay masked until shown.
 *
 * While open, leaving the page is guarded too (SecretLeaveGuard): Back, in-app links and
 * reload or closing the tab ask first.
 *
 * The content is rendered only while `opened`: once closed, no value is left in the DOM. The
 * parent keeps the values in component state and drops them in `onClose` (where it may also
 * navigate: the guard is lifted before `onClose` runs).
 */
export function OneTimeSecretDialog(props: OneTimeSecretDialogProps) {
  const { opened, title, onClose, acknowledgeLabel } = props;
  const [confirming, setConfirming] = useState(false);
  const released = useRef(false);
  useEffect(() => {
    if (opened) released.current = false;
  }, [opened]);
  // Every way of closing on purpose ("Done", "Close anyway") lifts the leave guard first.
  const close = () => {
    released.current = true;
    onClose();
  };
  const narrow = useMediaQuery('(max-width: 36em)');
  // Fresh state every time the dialog opens (render-time reset, no effect needed).
  const [openedBefore, setOpenedBefore] = useState(opened);
  if (opened !== openedBefore) {
    setOpenedBefore(opened);
    setConfirming(false);
  }

  // Escape and a click outside come here (the Modal has no close button): ask, never close.
  // While the question is shown, Escape means "keep open".
  const requestClose = () => setConfirming((asking) => !asking);

  return (
    <>
      {opened && <SecretLeaveGuard released={released} acknowledgeLabel={acknowledgeLabel} />}
      <Modal
        opened={opened}
        onClose={requestClose}
        title={title}
        size="lg"
        fullScreen={narrow}
        withCloseButton={false}
        closeOnEscape
        closeOnClickOutside
        trapFocus
        returnFocus
        keepMounted={false}
        data-testid="one-time-secret-dialog"
      >
        {opened && <SecretDialogBody {...props} onClose={close} confirming={confirming} onKeepOpen={() => setConfirming(false)} onCloseAnyway={close} />}
      </Modal>
    </>
  );
}

interface BodyProps extends OneTimeSecretDialogProps {
  confirming: boolean;
  onKeepOpen: () => void;
  onCloseAnyway: () => void;
}

function SecretDialogBody({
  intro,
  items,
  acknowledgeLabel,
  warning,
  envFileName,
  extraDownloads,
  extraActions,
  onClose,
  confirming,
  onKeepOpen,
  onCloseAnyway,
}: BodyProps) {
  const [acknowledged, setAcknowledged] = useState(false);
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [announcement, setAnnouncement] = useState('');
  const announceTimer = useRef<number | undefined>(undefined);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(confirming);

  useEffect(() => () => window.clearTimeout(announceTimer.current), []);
  // Back from "Close without saving?": put the focus where the person was heading.
  useEffect(() => {
    if (wasConfirming.current && !confirming) (acknowledged ? doneRef : checkboxRef).current?.focus();
    wasConfirming.current = confirming;
  }, [confirming, acknowledged]);

  // Clear first, then set: a screen reader announces a repeated "Copied" too.
  const announce = useCallback((message: string) => {
    setAnnouncement('');
    window.clearTimeout(announceTimer.current);
    announceTimer.current = window.setTimeout(() => setAnnouncement(message), 50);
  }, []);
  const onCopied = useCallback((label: string) => announce(`Copied: ${label}`), [announce]);
  const onCopyFailed = useCallback((label: string) => announce(`Could not copy ${label}`), [announce]);

  // A value from the API with hidden characters would land in the .env file unseen: that file is
  // offered only without them, on request (a secret is kept exactly).
  const hiddenInEnv = items.some((item) => !item.secret && hasHiddenCharacters(item.value));
  const envContent = hiddenInEnv ? toEnvFile(items.map((item) => (item.secret ? item : { ...item, value: withoutHidden(item.value) }))) : toEnvFile(items);
  const envLabel = hiddenInEnv ? 'Download .env file without the hidden characters' : 'Download .env file';
  const downloads = [{ label: envLabel, fileName: envFileName, content: envContent }, ...(extraDownloads ?? [])];

  return (
    <Stack gap="md">
      <div inert={confirming} style={{ opacity: confirming ? 0.45 : 1 }}>
        <Stack gap="md">
          {intro && <div>{intro}</div>}
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Save it now">
            <Text size="sm">{warning}</Text>
          </Alert>
          {items.map((item) => (
            <SecretValueRow
              key={item.envName}
              item={item}
              shown={Boolean(shown[item.envName])}
              onToggleShown={() => setShown((current) => ({ ...current, [item.envName]: !current[item.envName] }))}
              onCopied={onCopied}
              onCopyFailed={onCopyFailed}
            />
          ))}
          <Group gap="xs">
            {downloads.map((download) => (
              <Button
                key={download.fileName}
                variant="default"
                size="sm"
                leftSection={<IconDownload size={16} />}
                onClick={() => downloadTextFile(download.fileName, download.content)}
              >
                {download.label}
              </Button>
            ))}
          </Group>
          {hiddenInEnv && (
            <Text size="xs" c="orange.8" role="note">
              Some values hold hidden characters (shown as markers): the .env file is offered without them.
            </Text>
          )}
          {extraActions}
          <Checkbox ref={checkboxRef} label={acknowledgeLabel} checked={acknowledged} onChange={(event) => setAcknowledged(event.currentTarget.checked)} />
        </Stack>
      </div>
      {confirming ? (
        <CloseConfirmation onKeepOpen={onKeepOpen} onCloseAnyway={onCloseAnyway} />
      ) : (
        <Group justify="flex-end">
          {!acknowledged && (
            <Text size="xs" c="dimmed">
              Tick the box above to finish.
            </Text>
          )}
          <Button ref={doneRef} onClick={onClose} disabled={!acknowledged}>
            Done
          </Button>
        </Group>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="copy-announcement">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
