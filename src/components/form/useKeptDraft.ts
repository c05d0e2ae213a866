import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { dropDraft, offerDraft, saveDraft, takeDraft } from '../../session/formDrafts';
import { readSession } from '../../session/store';
import { sameValues } from './sameValues';
import { subscribeValueChanges } from './valueChanges';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `over` laid on `base` object by object; arrays and scalars of `over` replace `base`'s. */
function merged(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = merged(base[k], v);
  return out;
}

/** How long typing pauses before a form kept in the tab writes its draft. */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * The form shell's part of "work kept across a sign-in" (session/formDrafts.ts): while mounted,
 * the form offers what was typed (only once something was typed), under its organization, route
 * and `name`; when it mounts after a sign-in, it takes that back (secrets were never kept: those
 * fields keep their defaults). `sent()` forgets it after a successful submit.
 *
 * `inTab`: the form also writes its draft to this tab's sessionStorage as the person types (once
 * typing pauses, and at once when the page is hidden or unloaded, or the form unmounts), so a
 * reload or a visit elsewhere in the console brings it back; nothing is written once it was sent.
 */
export function useKeptDraft<V extends FieldValues, B>(form: UseFormReturn<V, unknown, B>, name: string | false, inTab = false) {
  const edited = useRef(false);
  const done = useRef(false);
  // The values the form showed before anything was typed or handed back: unsaved input differs from them.
  const baseline = useRef<unknown>(undefined);
  const organizationId = readSession()?.organizationId ?? '';
  const key = name === false ? null : `${organizationId}:${window.location.pathname}:${name}`;

  useEffect(() => {
    baseline.current = structuredClone(form.getValues());
    if (key === null) return;
    const kept = takeDraft(key);
    if (isObject(kept)) {
      // The kept values over the current ones; the defaults stay the defaults, so the form is dirty.
      form.reset(merged(form.getValues(), kept) as V, { keepDefaultValues: true });
      edited.current = true;
      // Taken from storage as it was handed back: kept again at once, for the next reload.
      if (inTab) saveDraft(key, form.getValues());
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      // Signed out meanwhile (the storage cleared): nothing is written back.
      if (!done.current && readSession() !== null) saveDraft(key, form.getValues());
    };
    const flush = () => {
      if (timer !== undefined) save();
    };
    const unsubscribe = subscribeValueChanges(form, undefined, (kind) => {
      if (kind === 'change') edited.current = true;
      // Once a person changed something, any change is kept (a row added to a list too).
      if (!inTab || !edited.current) return;
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    if (inTab) {
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', onHidden);
    }
    const unregister = offerDraft(key, () => (edited.current ? form.getValues() : undefined));
    return () => {
      unsubscribe();
      unregister();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [form, key, inTab]);

  return {
    /** A person changed something that was not sent, and it differs from what the form showed at first. */
    unsaved: () => !done.current && edited.current && !sameValues(form.getValues(), baseline.current),
    sent: () => {
      edited.current = false;
      done.current = true;
      if (key !== null) dropDraft(key);
    },
  };
}
