import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { subscribeValueChanges } from '../../../components/form';
import type { EditValues } from './editValues';

/**
 * A column added in pipe edit is mapped as the wizard maps it (suggestedSourceFields): while its
 * source field is empty, or still the one set here, and the person never left it, the source
 * field is the column's own name, following the name as it is typed. A mapping the person chose,
 * or one the pipe already had, is never changed.
 */
export function useMappedFromName(form: Pick<UseFormReturn<EditValues>, 'subscribe' | 'getValues' | 'getFieldState' | 'setValue'>): void {
  useEffect(() => {
    // Row index -> the source field set here last.
    const set = new Map<number, string>();
    return subscribeValueChanges(form, 'columns', () => {
      form.getValues('columns').forEach((row, i) => {
        const name = row.name.trim();
        const ours = row.sourceField === '' || row.sourceField === set.get(i);
        if (!ours || name === '' || row.sourceField === name || form.getFieldState(`columns.${i}.sourceField`).isTouched) return;
        set.set(i, name);
        form.setValue(`columns.${i}.sourceField`, name, { shouldDirty: true });
      });
    });
  }, [form]);
}
