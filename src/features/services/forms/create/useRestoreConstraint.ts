import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { BackupSource } from '../../../../contract';
import type { CreateServiceValues } from './values';

const WHERE = ['provider', 'region', 'tier'] as const;

/**
 * Choosing a backup sets the provider, region and tier to those of the service it was taken from
 * (the only ones a restore accepts), once per backup chosen; changing them afterwards is refused
 * next to the field before sending (restoringFormSchemaFor).
 */
export function useRestoreConstraint(form: UseFormReturn<CreateServiceValues, unknown, unknown>, sourceOf: (backupId: string) => BackupSource | undefined) {
  const backupId = useWatch({ control: form.control, name: 'backupId' });
  const source = backupId ? sourceOf(backupId) : undefined;
  const [provider, region, tier] = [source?.provider, source?.region, source?.tier];
  const applied = useRef<string | undefined>(undefined);
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!backupId || (!provider && !region && !tier) || applied.current === backupId) return;
    applied.current = backupId;
    const wanted = { provider, region, tier };
    for (const name of WHERE) {
      const value = wanted[name];
      if (value !== undefined && getValues(name) !== value) setValue(name, value, { shouldDirty: true });
    }
  }, [backupId, provider, region, tier, getValues, setValue]);
}
