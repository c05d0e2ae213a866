import { Code, Stack, Text, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { ControlledSelect, type FormControl } from '../../../../components/form';
import { SERVICE_FIELD_HELP as HELP } from '../fieldHelp';
import type { CreateServiceValues } from './values';

export interface BackupOption {
  value: string;
  /** "Analytics · Dec 4, 2026, 2:00 AM UTC · 1.5 GiB" */
  label: string;
}

/** Each choice shows its label and, beneath it, the backup's ID. */
const renderOption: SelectProps['renderOption'] = ({ option }) => (
  <Stack gap={0}>
    <Text size="sm">{option.label}</Text>
    <Text size="xs" c="dimmed" ff="monospace">
      {option.value}
    </Text>
  </Stack>
);

/** A label or an ID typed in the search finds the backup. */
const filter: SelectProps['filter'] = ({ options, search }) => {
  const words = search.trim().toLowerCase();
  return (options as ComboboxItem[]).filter((o) => `${o.label} ${o.value}`.toLowerCase().includes(words));
};

/**
 * The create form's backup: a choice among the organization's finished backups (newest first),
 * not a typed ID. A backup chosen elsewhere (a restore link) that is not among them stays shown by its ID.
 */
export function BackupChoice({
  control,
  options,
  loading,
  onOpen,
}: {
  control: FormControl<CreateServiceValues>;
  options: readonly BackupOption[];
  loading: boolean;
  /** The organization's backups are read when the choice first opens. */
  onOpen: () => void;
}) {
  const chosen = useWatch({ control, name: 'backupId' });
  const data = chosen && !options.some((o) => o.value === chosen) ? [{ value: chosen, label: chosen }, ...options] : [...options];
  return (
    <ControlledSelect
      control={control}
      name="backupId"
      label="Backup"
      description={
        <>
          {HELP.backupId}
          {chosen ? (
            <>
              {' '}
              ID: <Code>{chosen}</Code>
            </>
          ) : null}
        </>
      }
      data={data}
      searchable
      clearable
      filter={filter}
      renderOption={renderOption}
      nothingFoundMessage={loading ? 'Loading the backups…' : 'No finished backup matches'}
      placeholder="Not set (an empty service)"
      comboboxProps={{ width: 'target' }}
      onDropdownOpen={onOpen}
    />
  );
}
