import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { dropDraft, offerDraft, takeDraft } from '../../session/formDrafts';
import { readSession } from '../../session/store';
import { subscribeValueChanges } from './valueChanges';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `over` laid on `base` object by object; arrays and scalars of `over` replace `base`'s. */
function merged(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = merged(base[k], v);
  return out;
}

/**
 * The form shell's part of "work kept across a sign-in" (session/formDrafts.ts): while mounted,
 * the form offers what was typed (only once something was typed), under its organization, route
 * and `name`; when it mounts after a sign-in, it takes that back (secrets were never kept: those
 * fields keep their defaults). `sent()` forgets it after a successful submit.
 */
export function useKeptDraft<V extends FieldValues, B>(form: UseFormReturn<V, unknown, B>, name: string | false) {
  const edited = useRef(false);
  const organizationId = readSession()?.organizationId ?? '';
  const key = name === false ? null : `${organizationId}:${window.location.pathname}:${name}`;

  useEffect(() => {
    if (key === null) return;
    const kept = takeDraft(key);
    if (isObject(kept)) {
      // The kept values over the current ones; the defaults stay the defaults, so the form is dirty.
      form.reset(merged(form.getValues(), kept) as V, { keepDefaultValues: true });
      edited.current = true;
    }
    const unsubscribe = subscribeValueChanges(form, undefined, (kind) => {
      if (kind === 'change') edited.current = true;
    });
    const unregister = offerDraft(key, () => (edited.current ? form.getValues() : undefined));
    return () => {
      unsubscribe();
      unregister();
    };
  }, [form, key]);

  return {
    sent: () => {
      edited.current = false;
      if (key !== null) dropDraft(key);
    },
  };
}
