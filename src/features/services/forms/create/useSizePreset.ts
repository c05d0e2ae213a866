import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { subscribeValueChanges } from '../../../../components/form';
import { presetOffer, holdsSizes, sameSizeContext, SCALING_FIELDS, sizeContextOf, type SizeContext, type SizePreset } from './sizePresets';
import type { CreateServiceValues } from './values';

type Form = Pick<UseFormReturn<CreateServiceValues, unknown, unknown>, 'getValues' | 'setValue' | 'subscribe' | 'formState'>;

const CONTEXT_FIELDS = ['tier', 'byocId', 'dataWarehouseId'] as const;

/**
 * The size preset of the create-service form, kept in its values (`sizePreset`, so the draft in
 * the tab keeps it): choosing one fills the scaling fields; a person changing one of them so that
 * it no longer holds the preset's value turns the choice into Custom; a change to what the
 * preset's values depend on (tier, BYOC ID, warehouse) sets them again as that context allows,
 * or turns the choice into Custom when the preset is not offered in it.
 */
export function useSizePreset(form: Form) {
  const [context, setContext] = useState<SizeContext>(() => sizeContextOf(form.getValues()));
  const contextNow = useRef(context);

  const fill = (preset: SizePreset, ctx: SizeContext) => {
    if (preset === 'custom') return;
    const offer = presetOffer(preset, ctx);
    // Validated again at once after a refused submit (the form re-validates on change then).
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if ('unavailable' in offer) {
      form.setValue('sizePreset', 'custom', { shouldDirty: true });
      return;
    }
    // A value the preset leaves out is set as an emptied field holds it (''): react-hook-form shows a
    // field set to undefined with the value it had when its input mounted.
    for (const name of SCALING_FIELDS) form.setValue(name, (offer.sizes[name] ?? '') as CreateServiceValues[typeof name], options);
  };
  const latestFill = useRef(fill);
  latestFill.current = fill;

  useEffect(() => {
    const current = () => form.getValues('sizePreset') ?? 'custom';
    const edited = () => {
      const preset = current();
      if (preset === 'custom') return;
      const offer = presetOffer(preset, contextNow.current);
      if ('sizes' in offer && holdsSizes(form.getValues(), offer.sizes)) return;
      form.setValue('sizePreset', 'custom', { shouldDirty: true });
    };
    const contextChanged = () => {
      const ctx = sizeContextOf(form.getValues());
      if (sameSizeContext(ctx, contextNow.current)) return;
      contextNow.current = ctx;
      setContext(ctx);
      latestFill.current(current(), ctx);
    };
    const stops = [
      ...SCALING_FIELDS.map((name) => subscribeValueChanges(form, name, (kind) => kind === 'change' && edited())),
      ...CONTEXT_FIELDS.map((name) => subscribeValueChanges(form, name, contextChanged)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [form]);

  return {
    context,
    /** A person chose a preset: its values go into the scaling fields (Custom leaves them as they are). */
    chosen: (preset: SizePreset) => fill(preset, contextNow.current),
  };
}
