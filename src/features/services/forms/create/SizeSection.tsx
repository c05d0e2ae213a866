import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { choiceCardStyles } from '../../../../components/choiceCard';
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
              <Radio.Card
                key={p}
                value={p}
                radius="md"
                p="sm"
                aria-label={PRESET_TITLES[p].title}
                aria-describedby={`${id}-${p}`}
                disabled={disabled}
                styles={choiceCardStyles(checked)}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={3} disabled={disabled} />
                  <Stack gap={4}>
                    <Text fw={600} c={disabled ? 'dimmed' : undefined}>
                      {PRESET_TITLES[p].title}
                    </Text>
                    <Text size="sm" c="dimmed" id={`${id}-${p}`}>
                      {presetLine(p, preset.context)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      {children}
    </SectionCard>
  );
}
