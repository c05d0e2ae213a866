import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FormControl } from './formControl';

/** What changed a value: `'change'` when a person typed or picked it, undefined when code set it (setValue, a field-array action). */
export type ValueChangeKind = 'change' | undefined;

/** Whether a change at `changed` (undefined: the whole form) touches the value at `name` (undefined: any value). */
function touches(name: string | undefined, changed: string | undefined): boolean {
  if (name === undefined || changed === undefined || changed === name) return true;
  return changed.startsWith(`${name}.`) || name.startsWith(`${changed}.`);
}

/**
 * Calls `listener` on each change to a value at `name` or under it (any value when undefined):
 * typed, picked, set from code, added or removed in a field array. It reads react-hook-form's
 * update stream as it is, where `watch(callback)`, `useWatch` and a `subscribe` asking for values
 * make react-hook-form copy every value of the form on every keystroke for them: with 200 pipe
 * columns that copy was about 2 ms of script per keystroke at 4x CPU. The listener reads what it
 * needs itself (getValues) when it needs it. Returns the unsubscribe.
 *
 * `reset()` is not reported: without a values subscriber its update carries nothing that tells it
 * from a change of errors or dirty state. Its users follow what a person or the page's own code
 * changes (drafts, error clearing, the wizard's column names), never a reset.
 */
export function subscribeValueChanges<T extends FieldValues>(
  control: FormControl<T>,
  name: FieldPath<T> | undefined,
  listener: (kind: ValueChangeKind) => void,
): () => void {
  const subscription = control._subjects.state.subscribe({
    next: (update) => {
      // A typed value comes as { name, type }; a value set from code always carries `values` (even
      // when undefined); updates of errors, dirty or touched state carry neither.
      const typed = update.type === 'change';
      if (!typed && !('values' in update)) return;
      if (touches(name, update.name)) listener(typed ? 'change' : undefined);
    },
  });
  return () => subscription.unsubscribe();
}
