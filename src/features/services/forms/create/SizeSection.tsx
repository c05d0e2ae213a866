import { Radio, SimpleGrid } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { ChoiceCard } from '../../../../components/ChoiceCard';
import { SectionCard } from '../../../../components/SectionCard';
import { PRESET_TITLES, presetLine, presetOffer, SIZE_PRESETS, type SizePreset } from './sizePresets';
import { useSizePreset } from './useSizePreset';
import type { CreateServiceValues } from './values';

/**
 * The service's size: a preset to start from (Development, Production) or Custom, each card
 * saying what it sets, then the scaling fields behind it (`children`, folded), every one editable.
 */
export function SizeSection({ form, children }: { form: UseFormReturn<CreateServiceValues, unknown, unknown>; children: ReactNode }) {
  const { field } = useController({ control: form.control, name: 'sizePreset' });
  const preset = useSizePreset(form);
  const value: SizePreset = field.value ?? 'custom';
  const id = useId();
  return (
    <SectionCard title="Size" description="Start from a preset, or set each value yourself. The values a preset sets stay editable under Scaling.">
      <Radio.Group
        ref={field.ref}
        name={field.name}
        value={value}
        onChange={(v) => {
          field.onChange(v);
          preset.chosen(v as SizePreset);
        }}
        label="Size preset"
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          {SIZE_PRESETS.map((p) => {
            const checked = value === p;
            const disabled = p !== 'custom' && 'unavailable' in presetOffer(p, preset.context);
            return (
              <ChoiceCard
                key={p}
                value={p}
                title={PRESET_TITLES[p].title}
                line={presetLine(p, preset.context)}
                checked={checked}
                disabled={disabled}
                lineId={`${id}-${p}`}
                p="sm"
              />
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      {children}
    </SectionCard>
  );
}
