import { useEffect, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createSettleTimer } from '../../../components/settleTimer';
import { subscribeValueChanges } from '../../../components/form';
import { saveDraft } from './wizardDraft';
import type { WizardValues } from './wizardValues';

/** How long typing pauses before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * Keeps the wizard's draft in sessionStorage while the person types: written once typing pauses,
 * not per keystroke (it copies and serializes the whole form, 200 columns included; a keystroke
 * only notes its time, see createSettleTimer), and at once when the page is hidden or unloaded
 * (a reload) or the wizard unmounts, so nothing typed is lost.
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
    const settle = createSettleTimer(DRAFT_SAVE_DELAY_MS, () => {
      if (!stopped.current) saveDraft(organizationId, serviceId, { values: form.getValues(), step: stepRef.current });
    });
    const flush = () => void settle.flush();
    const unsubscribe = subscribeValueChanges(form, undefined, settle.poke);
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
