import { Button, Group, Modal, Text } from '@mantine/core';
import type { RefObject } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import { type FormMethods, sameValues } from '../../../components/form';

const WIZARD_MESSAGE =
  "The pipe is not created yet. Your answers stay in this tab's draft (credentials excepted) and come back when you open the wizard again.";

/**
 * Leaving the wizard (or the edit form) with changes asks first (in-app links and Back). The
 * wizard's draft stays in this tab either way, so a reload needs no prompt. `released` is set once
 * the pipe is created (or saved).
 */
export function LeaveWizardGuard({
  when,
  released,
  title = 'Leave the pipe wizard?',
  message = WIZARD_MESSAGE,
}: {
  /** Whether leaving asks first: a value, or a question asked only when the person leaves. */
  when: boolean | (() => boolean);
  released: RefObject<boolean>;
  title?: string;
  message?: string;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !released.current && currentLocation.pathname !== nextLocation.pathname && (typeof when === 'function' ? when() : when),
  );
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={title}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
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
 * in the page re-rendered the whole wizard, 200 columns included).
 */
export function LeaveWhenDirtyGuard<T extends FieldValues>({
  form,
  defaultValues,
  released,
}: {
  form: Pick<FormMethods<T>, 'getValues'>;
  defaultValues: T;
  released: RefObject<boolean>;
}) {
  return <LeaveWizardGuard when={() => !sameValues(form.getValues(), defaultValues)} released={released} />;
}
