import { Alert, Button, Group, Paper } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { mayHaveBeenApplied } from '../../api/errors';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { ITEM_COLUMN, ITEM_GAP } from '../itemGap';
import { LostReplyNotice } from './LostReplyNotice';
import { RequestPreviewButton } from '../RequestPreview';
import { WriteButton } from '../../session/WriteAccess';
import type { FormShell } from './useFormShell';

interface Props<V extends FieldValues, B> {
  shell: FormShell<V, B>;
  /** The form's accessible name, e.g. "Create service". */
  label: string;
  submitLabel: string;
  /** Title of the failed-request alert, e.g. "The key was not created" (default: by status). */
  errorTitle?: string;
  /** Buttons before "Preview request" and the submit button (Cancel, Reset…). */
  actions?: ReactNode;
  /** The submit button is disabled for a reason of the form's own (nothing changed yet…). */
  submitDisabled?: boolean;
  /** Keeps the buttons in view at the bottom of a long form. */
  stickyActions?: boolean;
  gap?: 'sm' | 'md' | 'lg';
  /**
   * The submit needs a management key that may write (default): a read-only key sees it
   * disabled with the reason (WriteButton). False for forms of the alert API (its own token).
   */
  keyRoleGated?: boolean;
  children: ReactNode;
}

/**
 * The frame every form of the console shares: the failed request (ApiErrorAlert, unless it
 * landed on a field), a rule about the whole body (root error), the fields, then the actions:
 * the form's own, "Preview request" and the submit button with its pending state. When a
 * submit fails without a field to point at, the focus goes to the message that says why. It is
 * one plain `<form onSubmit>`: Enter in a field submits it as a browser does.
 */
export function FormShellForm<V extends FieldValues, B>({
  shell,
  label,
  submitLabel,
  errorTitle,
  actions,
  submitDisabled,
  stickyActions,
  gap = 'md',
  keyRoleGated = true,
  children,
}: Props<V, B>) {
  const { form, error, errorOnField, sending, onSubmit, previewRequest, lostReply } = shell;
  const disabled = sending || submitDisabled || lostReply.blocksSubmit;
  const alertRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const rootMessage = form.formState.errors.root?.message;
  const showAlert = error !== null && error !== undefined && !errorOnField;

  useEffect(() => {
    if (!showAlert) return;
    alertRef.current?.focus({ preventScroll: true });
    alertRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [showAlert, error]);
  const submitCount = form.formState.submitCount;
  useEffect(() => {
    if (rootMessage) rootRef.current?.focus();
  }, [rootMessage, submitCount]);

  const buttons = (
    <Group justify="flex-end">
      {actions}
      {previewRequest && <RequestPreviewButton getRequest={previewRequest} />}
      {keyRoleGated ? (
        <WriteButton type="submit" loading={sending} disabled={disabled}>
          {submitLabel}
        </WriteButton>
      ) : (
        <Button type="submit" loading={sending} disabled={disabled}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );

  return (
    // The form lays out its items itself, not through a Stack inside it (ITEM_GAP).
    <form className={ITEM_COLUMN} style={ITEM_GAP[gap]} onSubmit={onSubmit} noValidate aria-label={label}>
      {showAlert && (
        <div ref={alertRef} tabIndex={-1} style={{ outline: 'none' }}>
          {/* "The service was not created" would be wrong when the reply was lost: say it may have been applied. */}
          <ApiErrorAlert error={error} title={mayHaveBeenApplied(error) ? undefined : errorTitle} />
        </div>
      )}
      <LostReplyNotice lostReply={lostReply} submitLabel={submitLabel} />
      {children}
      {rootMessage && (
        <Alert ref={rootRef} tabIndex={-1} color="yellow" variant="light" role="alert">
          {rootMessage}
        </Alert>
      )}
      {stickyActions ? (
        <Paper withBorder radius="md" p="md" pos="sticky" bottom={0} style={{ zIndex: 5 }} shadow="sm">
          {buttons}
        </Paper>
      ) : (
        buttons
      )}
    </form>
  );
}
