import { SimpleGrid } from '@mantine/core';
import { useEffect } from 'react';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { ControlledSelect, ControlledSwitch, ControlledTextInput, type FormControl } from '../../../../components/form';
import { PROVIDER_LABELS, PROVIDERS, REGIONS, REGIONS_BY_PROVIDER, RELEASE_CHANNELS, type ManagementDialect, type Provider } from '../../../../contract';
import { SERVICE_FIELD_HELP as HELP } from '../fieldHelp';
import { SectionCard } from '../../../../components/SectionCard';
import type { CreateServiceValues } from './values';
import { markedOptions, notInCloudNote } from './notInCloud';

const providerOptions = PROVIDERS.map((p) => ({ value: p, label: PROVIDER_LABELS[p] }));

const isProvider = (p: string | undefined): p is Provider => p !== undefined && p in REGIONS_BY_PROVIDER;

function regionOptions(provider: string | undefined, dialect: ManagementDialect) {
  if (isProvider(provider)) return markedOptions('region', REGIONS_BY_PROVIDER[provider], dialect);
  return PROVIDERS.map((p) => ({ group: PROVIDER_LABELS[p], items: markedOptions('region', REGIONS_BY_PROVIDER[p], dialect) }));
}

function regionDescription(provider: string | undefined, dialect: ManagementDialect): string {
  const offered = isProvider(provider) ? REGIONS_BY_PROVIDER[provider] : REGIONS;
  const scope = isProvider(provider) ? `Regions offered by ${PROVIDER_LABELS[provider]}.` : 'Choose a provider first to narrow the list.';
  return `${scope} ${notInCloudNote('region', dialect, offered)}`.trim();
}

interface Props {
  control: FormControl<CreateServiceValues>;
  setValue: UseFormSetValue<CreateServiceValues>;
  /** The management API's dialect: which values are marked, and how. */
  dialect: ManagementDialect;
}

/** Name, provider, region (offered for the chosen provider only), release channel, preview terms. */
export function BasicsSection({ control, setValue, dialect }: Props) {
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
          description={regionDescription(provider, dialect)}
          data={regionOptions(provider, dialect)}
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
