import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FormMethods } from './formControl';

/** What changed a value: `'change'` when a person typed or picked it, undefined otherwise (code, a field-array action, a reset). */
export type ValueChangeKind = 'change' | undefined;

/** Whether a change at `changed` (undefined: the whole form) touches the value at `name` (undefined: any value). */
function touches(name: string | undefined, changed: string | undefined): boolean {
  if (name === undefined || changed === undefined || changed === name) return true;
  return changed.startsWith(`${name}.`) || name.startsWith(`${changed}.`);
}

/**
 * Calls `listener` on each change to a value at `name`, under it or above it (any value when
 * undefined): typed, picked, set from code, added or removed in a field array, or a reset(). It
 * is react-hook-form's public `subscribe` asking for values; for it react-hook-form copies the
 * form's values on each keystroke (about 2 ms of script at 4x CPU with 200 pipe columns, within
 * the keystroke budget). The listener reads what it needs itself (getValues). Returns the
 * unsubscribe.
 *
 * The kind is `'change'` for a value a person typed or picked, undefined for the rest: a value set
 * from code, a field-array action, a reset(), and the second notice react-hook-form sends after a
 * keystroke into a field some useWatch follows. Its users either follow what a person changes
 * (`'change'` only: drafts kept across a sign-in, error clearing) or any change at all.
 */
export function subscribeValueChanges<T extends FieldValues>(
  form: Pick<FormMethods<T>, 'subscribe'>,
  name: FieldPath<T> | undefined,
  listener: (kind: ValueChangeKind) => void,
): () => void {
  return form.subscribe({
    // react-hook-form matches names by prefix alone ('table' also wakes for 'tables'): `touches` decides.
    name,
    formState: { values: true },
    callback: (update) => {
      if (touches(name, update.name)) listener(update.type === 'change' ? 'change' : undefined);
    },
  });
}
