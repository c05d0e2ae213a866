import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, type RefObject } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import type { FormMethods } from './formControl';
import { sameValues } from './sameValues';

const KEPT_MESSAGE =
  "Nothing was sent yet. What you typed stays in this tab's draft (passwords and secrets excepted) and comes back when you open this page again.";

type When = boolean | (() => boolean);

function asks(when: RefObject<When>, released: RefObject<boolean> | undefined): boolean {
  const w = when.current;
  return !released?.current && (typeof w === 'function' ? w() : w);
}

/**
 * Leaving a form with unsaved input asks first: a link in the app or Back (React Router's
 * blocker, with a dialog: Stay or Leave), and with `onReload` a reload or a closed tab too (the
 * browser's own question, `beforeunload`). `released` is set once the form's work is done (created
 * or saved): leaving then asks nothing.
 */
export function LeaveGuard({
  when,
  released,
  title = 'Leave this page?',
  message = KEPT_MESSAGE,
  onReload = false,
}: {
  /** Whether leaving asks first: a value, or a question asked only when the person leaves. */
  when: When;
  /** Set once the work is done (created, saved); without it, `when` says it all. */
  released?: RefObject<boolean>;
  title?: string;
  message?: string;
  onReload?: boolean;
}) {
  const whenRef = useRef(when);
  useEffect(() => {
    whenRef.current = when;
  });
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && asks(whenRef, released));
  useEffect(() => {
    if (!onReload) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!asks(whenRef, released)) return;
      event.preventDefault();
      // Older Chrome and Safari ask only with returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [onReload, released]);
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={title}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * The guard of a form whose page should not render when the form turns dirty: whether the values
 * differ from `defaultValues` (those the form was made with) is asked only when the person leaves,
 * through the form's getValues, so no keystroke renders anything here (following the dirty state
 * re-rendered this guard and its dialog on the first keystroke, about 10 ms at 4x CPU; reading it
 * in the page re-rendered the whole pipe wizard, 200 columns included).
 */
export function LeaveWhenDirtyGuard<T extends FieldValues>({
  form,
  defaultValues,
  released,
  title,
  message,
  onReload,
}: {
  form: Pick<FormMethods<T>, 'getValues'>;
  defaultValues: T;
  released: RefObject<boolean>;
  title?: string;
  message?: string;
  onReload?: boolean;
}) {
  return <LeaveGuard when={() => !sameValues(form.getValues(), defaultValues)} released={released} title={title} message={message} onReload={onReload} />;
}
