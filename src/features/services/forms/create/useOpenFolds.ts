import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { sameValues } from '../../../../components/form';
import { createServiceDefaults, type CreateServiceValues } from './values';

export type FoldField = keyof CreateServiceValues;

/** Whether a field holds something other than its default (a cleared number input holds '', not undefined). */
export function isSet(name: FoldField, value: unknown): boolean {
  const initial = createServiceDefaults[name];
  return !sameValues(value, initial) && !(value === '' && initial === undefined);
}

/** A folded part of the form: its accordion value and the fields in it, in the order shown. */
export interface Fold {
  value: string;
  fields: readonly FoldField[];
}

type Errors = FieldErrors<CreateServiceValues>;

const foldsWithErrors = (folds: readonly Fold[], errors: Errors) =>
  folds.filter((fold) => fold.fields.some((name) => errors[name] !== undefined)).map((fold) => fold.value);

const union = (open: string[], more: string[]) => (more.every((v) => open.includes(v)) ? open : [...new Set([...open, ...more])]);

/**
 * Which folded parts of the form are open: the ones the person opened, the ones holding values
 * when the form comes back with what was typed (work kept across a sign-in), and every one
 * holding an error, so no message is ever hidden (a rule broken on submit, or a server error
 * placed on a field in it). After a submit with broken rules react-hook-form focuses the first
 * invalid field; when every invalid field is folded away it cannot, so the first of them gets the
 * focus once its part is open. `onInvalid` goes to the form shell. Called after the form shell,
 * so that its first effect sees the kept values the shell's own effect put back.
 */
export function useOpenFolds(folds: readonly Fold[], form: Pick<UseFormReturn<CreateServiceValues, unknown, unknown>, 'formState' | 'getValues' | 'setFocus'>) {
  const { formState, getValues, setFocus } = form;
  const [open, setOpen] = useState<string[]>([]);
  useEffect(() => {
    const holding = folds.filter((fold) => fold.fields.some((name) => isSet(name, getValues(name)))).map((fold) => fold.value);
    if (holding.length > 0) setOpen((current) => union(current, holding));
  }, [folds, getValues]);

  const errors = formState.errors;
  const erring = foldsWithErrors(folds, errors).join(' ');
  useEffect(() => {
    if (erring) setOpen((current) => union(current, erring.split(' ')));
  }, [erring]);

  // The field to focus once the part holding it is open (set by a refused submit, taken by the next render).
  const focusNext = useRef<FoldField | null>(null);
  const openNow = useRef(open);
  openNow.current = open;
  useEffect(() => {
    const name = focusNext.current;
    focusNext.current = null;
    if (name) setFocus(name);
  }, [open, setFocus]);

  const onInvalid = (submitted: Errors) => {
    const toOpen = foldsWithErrors(folds, submitted).filter((value) => !openNow.current.includes(value));
    if (toOpen.length === 0) return; // every error is in view, and react-hook-form focused the first
    const folded = new Set<string>(folds.flatMap((fold) => fold.fields));
    const shownError = Object.keys(submitted).some((name) => !folded.has(name));
    const first = folds.find((fold) => fold.fields.some((name) => submitted[name] !== undefined));
    // Focus only what react-hook-form could not: the first error is in a part about to open.
    if (!shownError && first && toOpen.includes(first.value)) focusNext.current = first.fields.find((name) => submitted[name] !== undefined) ?? null;
    setOpen((current) => union(current, toOpen));
  };

  return { open, setOpen, onInvalid };
}
