import { SimpleGrid, TagsInput } from '@mantine/core';
import { useController } from 'react-hook-form';
import { ControlledNumberInput, ControlledSelect, type FormControl } from '../../../../components/form';
import { SERVICE_LIMITS as L, TIERS } from '../../../../contract';
import { SERVICE_FIELD_HELP as HELP } from '../fieldHelp';
import type { CreateServiceValues } from './values';

/** Deprecated request fields: tier, total memory and private endpoint IDs (folded away by the form). */
export function LegacyFields({ control }: { control: FormControl<CreateServiceValues> }) {
  return (
    <>
      <ControlledSelect
        control={control}
        name="tier"
        label="Tier (deprecated)"
        description={HELP.tier}
        data={[...TIERS]}
        clearable
        placeholder="Not set (recommended)"
        maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ControlledNumberInput
          control={control}
          name="minTotalMemoryGb"
          label="Minimum total memory (GB, deprecated)"
          description={HELP.minTotalMemoryGb}
          min={L.totalMemoryMin}
          max={L.totalMemoryMax}
          step={L.totalMemoryStep}
          placeholder="Not set"
        />
        <ControlledNumberInput
          control={control}
          name="maxTotalMemoryGb"
          label="Maximum total memory (GB, deprecated)"
          description={HELP.maxTotalMemoryGb}
          min={L.totalMemoryMin}
          max={L.totalMemoryMax}
          step={L.totalMemoryStep}
          placeholder="Not set"
        />
      </SimpleGrid>
      <PrivateEndpointIdsInput control={control} />
    </>
  );
}

function PrivateEndpointIdsInput({ control }: { control: FormControl<CreateServiceValues> }) {
  const { field, fieldState } = useController({ control, name: 'privateEndpointIds' });
  const itemErrors = fieldState.error as unknown as ({ message?: string } | undefined)[] | { message?: string } | undefined;
  const message = Array.isArray(itemErrors) ? itemErrors.find((e) => e?.message)?.message : itemErrors?.message;
  return (
    <TagsInput
      ref={field.ref}
      name={field.name}
      label="Private endpoint IDs (deprecated)"
      description={HELP.privateEndpointIds}
      placeholder="Type an ID and press Enter"
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={message}
      acceptValueOnBlur
      clearable
    />
  );
}
