import { Stack, Text, type AutocompleteProps } from '@mantine/core';
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { ControlledAutocomplete, type FormControl } from '../../../../components/form';
import { SERVICE_FIELD_HELP as HELP } from '../fieldHelp';
import type { CreateServiceValues } from './values';
import type { WarehouseOption } from './warehouseOptions';

/**
 * The warehouse to join: typed or pasted as before, or chosen from the organization's warehouses,
 * each shown with its services (searched by a service's name or the ID). An ID that is not one of
 * them is said so beside the field (the server refuses a warehouse it does not know), once the
 * person leaves the field or submits, never while a search is being typed; a value the form
 * starts with (a kept draft) is judged at once.
 */
export function WarehouseChoice({
  control,
  options,
  loaded,
}: {
  control: FormControl<CreateServiceValues>;
  options: readonly WarehouseOption[];
  loaded: boolean;
}) {
  const value = (useWatch({ control, name: 'dataWarehouseId' }) ?? '').trim();
  // The value judged (on leaving the field, or at a submit): what is typed after it is a search until then.
  const [judged, setJudged] = useState<string | null>(() => (value === '' ? null : value));
  const { submitCount } = useFormState({ control, name: 'dataWarehouseId', exact: true });
  const [judgedAt, setJudgedAt] = useState(submitCount);
  if (submitCount !== judgedAt) {
    setJudgedAt(submitCount);
    setJudged(value);
  }
  const servicesOf = new Map(options.map((o) => [o.value, o.services]));
  const renderOption: AutocompleteProps['renderOption'] = ({ option }) => (
    <Stack gap={0}>
      <Text size="sm">{servicesOf.get(option.value)}</Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {option.value}
      </Text>
    </Stack>
  );
  const filter: AutocompleteProps['filter'] = ({ options: shown, search }) => {
    const words = search.trim().toLowerCase();
    return shown.filter((o) => 'value' in o && `${servicesOf.get(o.value) ?? ''} ${o.value}`.toLowerCase().includes(words));
  };
  const unknown = loaded && value !== '' && value === judged && !servicesOf.has(value);
  const chosen = servicesOf.get(value);
  return (
    <ControlledAutocomplete
      control={control}
      name="dataWarehouseId"
      label="Warehouse ID"
      description={
        unknown ? (
          <Text component="span" size="xs" c="orange.9" inherit>
            Not one of this organization&apos;s warehouses: check the ID.
          </Text>
        ) : chosen ? (
          `Joins the warehouse of ${chosen}.`
        ) : (
          HELP.dataWarehouseId
        )
      }
      placeholder={options.length > 0 ? 'Choose a warehouse or paste its ID' : 'Not set (new warehouse)'}
      data={options.map((o) => o.value)}
      renderOption={renderOption}
      filter={filter}
      limit={100}
      onBlur={() => setJudged(value)}
    />
  );
}
