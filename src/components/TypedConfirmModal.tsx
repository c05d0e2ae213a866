import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { mayHaveBeenApplied } from '../api/errors';
import { ApiErrorAlert } from './ApiErrorAlert';
import { CodeName } from './Name';
import { useReturnFocusOnUnmount } from './focus/useReturnFocusOnUnmount';

export interface TypedConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  /** Dialog title, e.g. `Delete service “prod”?`. */
  title: string;
  /** What happens and what stays, shown in a red "cannot be undone" alert. */
  consequence: ReactNode;
  /** The exact text the person types to confirm (a name, a table, a key suffix). */
  word: string;
  /** How `word` is named in the label: "the service’s name", "the pipe’s name". */
  what: string;
  /** The confirm button's text, e.g. "Delete service". */
  confirmLabel: string;
  /** Title of the error alert when the request is refused, e.g. `Could not delete “prod”` (one that may have been applied has its own). */
  errorTitle: string;
  /** Sends the one request. Resolves on success (the caller closes or navigates), rejects with an ApiError. */
  onConfirm: () => Promise<unknown>;
}

/**
 * The one typed-confirmation dialog for destructive actions (delete a service, key, pipe or
 * alert). One request per intent: a second click or Enter while the first is in flight sends
 * nothing (a ref, so it holds before React re-renders). On failure the dialog stays open with the
 * server's error and request id, and the typed text is kept.
 */
export function TypedConfirmModal({ opened, onClose, title, consequence, word, what, confirmLabel, errorTitle, onConfirm }: TypedConfirmModalProps) {
  // Shown by mounting it open, it is closed by unmounting it: focus goes back to its opener all the same.
  useReturnFocusOnUnmount(opened);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const inFlight = useRef(false);
  // Set when the request succeeded: a second click of a double click that lands after a fast
  // reply, before the caller has closed the dialog, sends nothing. Cleared when it opens again.
  const done = useRef(false);
  useEffect(() => {
    if (opened) done.current = false;
  }, [opened]);
  const matches = typed.trim() === word;

  const close = () => {
    if (inFlight.current) return;
    setTyped('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || inFlight.current || done.current) return;
    inFlight.current = true;
    setPending(true);
    setError(undefined);
    try {
      await onConfirm();
      done.current = true;
      setTyped('');
    } catch (failure) {
      setError(failure);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} closeOnClickOutside={!pending} closeOnEscape={!pending}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="red" variant="light" title="This cannot be undone">
            {consequence}
          </Alert>
          <TextInput
            label={
              <>
                Type {what} <CodeName value={word} /> to confirm
              </>
            }
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            error={typed !== '' && !matches ? `Type ${word} exactly.` : undefined}
          />
          {/* A failure that may have been applied (a 5xx, a lost reply) is not "Could not delete". */}
          {error !== undefined && <ApiErrorAlert error={error} title={mayHaveBeenApplied(error) ? undefined : errorTitle} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
          {!matches && (
            <Text size="xs" c="dimmed">
              The {confirmLabel} button turns on once the text matches.
            </Text>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
