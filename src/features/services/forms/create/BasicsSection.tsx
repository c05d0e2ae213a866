import { SimpleGrid } from '@mantine/core';
import { useEffect } from 'react';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { ControlledSelect } from '../../../../components/form/ControlledSelect';
import { ControlledSwitch } from '../../../../components/form/ControlledSwitch';
import { ControlledTextInput } from '../../../../components/form/ControlledTextInput';
import { PROVIDER_LABELS, PROVIDERS, REGIONS_BY_PROVIDER, RELEASE_CHANNELS, type Provider } from '../../../../contract';
import { SERVICE_FIELD_HELP as HELP } from '../fieldHelp';
import { SectionCard } from '../../../../components/SectionCard';
import type { CreateServiceValues } from './values';
import type { FormControl } from '../../../../components/form/formControl';

const providerOptions = PROVIDERS.map((p) => ({ value: p, label: PROVIDER_LABELS[p] }));

function regionOptions(provider: string | undefined) {
  if (provider && provider in REGIONS_BY_PROVIDER) return [...REGIONS_BY_PROVIDER[provider as Provider]];
  return PROVIDERS.map((p) => ({ group: PROVIDER_LABELS[p], items: [...REGIONS_BY_PROVIDER[p]] }));
}

/** Name, provider, region (offered for the chosen provider only), release channel, preview terms. */
export function BasicsSection({ control, setValue }: { control: FormControl<CreateServiceValues>; setValue: UseFormSetValue<CreateServiceValues> }) {
  const provider = useWatch({ control, name: 'provider' });
  const region = useWatch({ control, name: 'region' });

  // A region of another provider is cleared when the provider changes.
  useEffect(() => {
    if (!provider || !region) return;
    if (!(REGIONS_BY_PROVIDER[provider as Provider] as readonly string[] | undefined)?.includes(region)) {
      setValue('region', undefined, { shouldDirty: true });
    }
  }, [provider, region, setValue]);

  return (
    <SectionCard title="Basics" description="What the service is called and where it runs.">
      {/* No placeholder: Chrome restyles an input's placeholder on every keystroke, even once it is hidden (bench: typing). */}
      <ControlledTextInput control={control} name="name" label="Name" description={HELP.name} maxLength={80} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ControlledSelect
          control={control}
          name="provider"
          label="Cloud provider"
          description={HELP.provider}
          data={providerOptions}
          clearable
          placeholder="Choose a provider"
        />
        <ControlledSelect
          control={control}
          name="region"
          label="Region"
          description={`${provider ? `Regions offered by ${PROVIDER_LABELS[provider as Provider] ?? provider}.` : 'Choose a provider first to narrow the list.'} ${HELP.regionSources}`}
          data={regionOptions(provider)}
          clearable
          searchable
          placeholder="Choose a region"
        />
      </SimpleGrid>
      <ControlledSelect
        control={control}
        name="releaseChannel"
        label="Release channel"
        description={HELP.releaseChannel}
        data={[...RELEASE_CHANNELS]}
        clearable
        placeholder="Not set (default)"
        maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
      />
      <ControlledSwitch
        control={control}
        name="privatePreviewTermsChecked"
        label="I accept the private preview terms"
        description={HELP.privatePreviewTermsChecked}
      />
    </SectionCard>
  );
}
