import { Group, Loader, Stack, Text, type ComboboxItem, type ComboboxLikeRenderOptionInput, type OptionsFilter } from '@mantine/core';
import { catalogueMatches, notInListWarning, pastedId } from '../../../contract';
import type { CatalogueEntry, CatalogueList } from '../catalogue';
import { CodeName, Name } from '../../../components/Name';

/** At most this many options are rendered at once (the search narrows hundreds down). */
export const PICKER_LIMIT = 50;

/** An option's data: the entry it stands for, or none when it is an id the list does not hold. */
interface PickerItem extends ComboboxItem {
  entry?: CatalogueEntry;
}

/**
 * The options of a picker: the list's entries (the disabled ones too, with their reason), the
 * chosen ids the list does not hold, and what is typed when it could be an id the list shows
 * nothing for (the paste rule, pastedId), so that it can be chosen as it is.
 */
export function pickerData(list: CatalogueList, chosen: readonly string[], search: string): PickerItem[] {
  const known = new Set(list.entries.map((e) => e.id));
  const items: PickerItem[] = list.entries.map((entry) => ({
    value: entry.id,
    label: entry.name || entry.id,
    disabled: entry.disabledReason !== undefined,
    entry,
  }));
  const extra = chosen.filter((id) => id !== '' && !known.has(id));
  const pasted = pastedId(search, list.entries);
  if (pasted !== undefined && !extra.includes(pasted)) extra.unshift(pasted);
  return [...extra.map((id) => ({ value: id, label: id })), ...items];
}

/** Searches names and ids; an option that is not an entry (a pasted id) is always shown. */
export const pickerFilter: OptionsFilter = ({ options, search, limit }) => {
  const found = (options as PickerItem[]).filter((o) => !o.entry || catalogueMatches({ id: o.value, name: o.entry.name }, search));
  return found.slice(0, limit);
};

/** An option: the name with the id under it, and why it cannot be chosen; an id the list lacks says so. */
export function renderPickerOption({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) {
  const { entry } = option as PickerItem;
  if (!entry) {
    return (
      <Stack gap={0}>
        <Text size="sm">
          Use the id <CodeName value={option.value} />
        </Text>
        <Text size="xs" c="orange.8">
          {notInListWarning(option.value)}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm">
        <Name value={entry.name || entry.id} lines={1} />
      </Text>
      <Text size="xs" c="dimmed">
        <CodeName value={entry.id} />
      </Text>
      {entry.disabledReason && (
        <Text size="xs" c="dimmed" fs="italic">
          {entry.disabledReason}
        </Text>
      )}
    </Stack>
  );
}

/** What the typed text becomes on leaving the field: an entry's exact id, or a pasted id; else nothing. */
export function typedChoice(list: CatalogueList, search: string): string | undefined {
  const text = search.trim();
  const exact = list.entries.find((e) => e.id === text);
  if (exact) return exact.disabledReason === undefined ? exact.id : undefined;
  return pastedId(search, list.entries);
}

/**
 * Under a picker's description (so a screen reader reads it with the field): the list is loading,
 * or could not be read (paste the id), or a chosen id is not in it. Spans: a description is a paragraph.
 */
export function PickerNotes({ list, noun, missing }: { list: CatalogueList; noun: string; missing: readonly string[] }) {
  if (list.loading) {
    return (
      <Group gap={6} component="span" display="flex">
        <Loader size={12} />
        <Text span size="xs" c="dimmed">
          Loading the {noun}s… You can paste an ID meanwhile.
        </Text>
      </Group>
    );
  }
  if (list.error) {
    return (
      <Text span display="block" size="xs" c="orange.8">
        The {noun}s could not be read: {list.error} Paste the ID instead.
      </Text>
    );
  }
  if (!list.loaded || missing.length === 0) return null;
  return (
    <>
      {missing.map((id) => (
        <Text key={id} span display="block" size="xs" c="orange.8" data-testid="picker-warning">
          ⚠ {notInListWarning(id)}
        </Text>
      ))}
    </>
  );
}
