import { Alert, Button, Card, Group, Paper } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { mayHaveBeenApplied } from '../../api/errors';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { ITEM_COLUMN, ITEM_GAP } from '../itemGap';
import { LeaveGuard } from './LeaveGuard';
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
  /** The submit is not possible now, and why (shown on the button like a read-only key's reason; with keyRoleGated). */
  submitDisabledReason?: string;
  /** Keeps the buttons in view at the bottom of a long form. */
  stickyActions?: boolean;
  /** The form is a bordered card (the pipe wizard's steps). */
  card?: boolean;
  /** "Preview request" beside the submit button (default); false for a form that shows its request itself. */
  previewButton?: boolean;
  gap?: 'sm' | 'md' | 'lg';
  /**
   * The submit needs a management key that may write (default): a read-only key sees it
   * disabled with the reason (WriteButton). False for forms of the alert API (its own token).
   */
  keyRoleGated?: boolean;
  children: ReactNode;
}

/**
 * The frame every form of the console shares, one plain `<form onSubmit>`: the failed request
 * (ApiErrorAlert, unless it landed on a field), what a lost reply's lookup found, the fields, a
 * rule about the whole body (root error), then the actions: the form's own, "Preview request" and
 * the submit button with its pending state. A form of several steps (the shell's `steps`) has Back
 * and Next, and its submit button on the last step. When a submit fails without a field to point
 * at, the focus goes to the message that says why.
 */
export function FormShellForm<V extends FieldValues, B>({
  shell,
  label,
  submitLabel,
  errorTitle,
  actions,
  submitDisabled,
  submitDisabledReason,
  stickyActions,
  card,
  previewButton = true,
  gap = 'md',
  keyRoleGated = true,
  children,
}: Props<V, B>) {
  const { form, error, errorOnField, sending, onSubmit, previewRequest, lostReply, steps } = shell;
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

  const submit = keyRoleGated ? (
    <WriteButton type="submit" loading={sending} disabled={disabled} disabledReason={submitDisabledReason}>
      {submitLabel}
    </WriteButton>
  ) : (
    <Button type="submit" loading={sending} disabled={disabled}>
      {submitLabel}
    </Button>
  );
  const ending = (
    <>
      {actions}
      {previewButton && previewRequest && <RequestPreviewButton getRequest={previewRequest} />}
      {submit}
    </>
  );
  const buttons = steps ? (
    <Group justify="space-between">
      <Button variant="default" onClick={steps.back} disabled={steps.active === 0}>
        Back
      </Button>
      {steps.last ? <Group>{ending}</Group> : <Button type="submit">Next</Button>}
    </Group>
  ) : (
    <Group justify="flex-end">{ending}</Group>
  );

  const content = (
    <>
      {showAlert && (
        <div ref={alertRef} tabIndex={-1} style={{ outline: 'none' }}>
          {/* "The service was not created" would be wrong when the reply was lost: say it may have been applied. */}
          <ApiErrorAlert error={error} title={mayHaveBeenApplied(error) ? undefined : errorTitle} />
        </div>
      )}
      <LostReplyNotice lostReply={lostReply} submitLabel={submitLabel} />
      {shell.unsaved && <LeaveGuard when={shell.unsaved} onReload />}
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
    </>
  );

  // The form lays out its items itself, not through a Stack inside it (ITEM_GAP); a Card is a flex column already.
  return card ? (
    <Card withBorder radius="md" padding="lg" component="form" style={ITEM_GAP[gap]} onSubmit={onSubmit} noValidate aria-label={label}>
      {content}
    </Card>
  ) : (
    <form className={ITEM_COLUMN} style={ITEM_GAP[gap]} onSubmit={onSubmit} noValidate aria-label={label}>
      {content}
    </form>
  );
}
