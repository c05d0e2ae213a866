import { useEffect, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { saveDraft } from './wizardDraft';
import type { WizardValues } from './wizardValues';

/** How long typing pauses before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * Keeps the wizard's draft in sessionStorage while the person types: written once changes pause
 * for DRAFT_SAVE_DELAY_MS (a debounce: the draft copies and serializes the whole form, 200
 * columns included), and at once when the page is hidden or unloaded (a reload) or the wizard
 * unmounts, so nothing typed is lost. Follows the form through react-hook-form's `subscribe`.
 * Nothing is written once `stopped` is set (the pipe was created and its draft cleared).
 */
export function useDraftSaving(
  form: UseFormReturn<WizardValues>,
  where: { organizationId: string; serviceId: string },
  stepRef: RefObject<number>,
  stopped: RefObject<boolean>,
): void {
  const { organizationId, serviceId } = where;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!stopped.current) saveDraft(organizationId, serviceId, { values: form.getValues(), step: stepRef.current });
    };
    /** Saves now if a change is waiting for its save. */
    const flush = () => {
      if (timer !== undefined) save();
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
      },
    });
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [form, organizationId, serviceId, stepRef, stopped]);
}
