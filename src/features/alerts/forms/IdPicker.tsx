import { MultiSelect, Select } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { get, useController, useFormState, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from '../../../components/form';
import type { CatalogueList } from '../catalogue';
import { PICKER_LIMIT, PickerNotes, pickerData, pickerFilter, renderPickerOption, typedChoice } from './pickerOptions';

interface PickerProps<T extends FieldValues> {
  control: FormControl<T>;
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
  list: CatalogueList;
  /** "dashboard": how the notes under the field name the list. */
  noun: string;
  withAsterisk?: boolean;
  /** Called with the id a person chose (not when the form is reset). */
  onPicked?: (id: string | undefined) => void;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One id chosen from a list (a dashboard, a tile, a saved search, a webhook): searchable by name
 * or id, each option showing its id, at most PICKER_LIMIT options rendered at once. An id the
 * list does not show can be pasted: it is offered as an option, and taken when the field is left
 * (pastedId), with "not in the list: …" under the field. While the list loads or after it failed,
 * pasting is the way, and the note says so.
 */
export function IdPicker<T extends FieldValues>({ control, name, label, description, list, noun, withAsterisk, onPicked }: PickerProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = trimmed(field.value);
  const [search, setSearch] = useState('');
  const typed = useRef('');
  const data = pickerData(list, value ? [value] : [], search);
  const choose = (id: string | undefined) => {
    field.onChange(id);
    onPicked?.(id);
  };
  const known = list.entries.some((e) => e.id === value);
  return (
    <div
      onBlurCapture={() => {
        const text = typed.current;
        const label = data.find((o) => o.value === value)?.label ?? '';
        if (text.trim() === '' || text === label) return;
        const id = typedChoice(list, text);
        if (id !== undefined && id !== value) choose(id);
      }}
    >
      <Select
        ref={field.ref}
        name={field.name}
        label={label}
        description={
          <>
            {description}
            <PickerNotes list={list} noun={noun} missing={value && !known ? [value] : []} />
          </>
        }
        withAsterisk={withAsterisk}
        error={fieldState.error?.message}
        placeholder={list.loading ? `Loading ${noun}s… or paste an ID` : `Search by name or ID, or paste an ID`}
        data={data}
        value={value || null}
        onChange={(id) => choose(id ?? undefined)}
        searchable
        clearable
        // Choosing the chosen entry again keeps it (the clear button empties the field).
        allowDeselect={false}
        searchValue={search}
        onSearchChange={(s) => {
          setSearch(s);
          typed.current = s;
        }}
        onBlur={field.onBlur}
        filter={pickerFilter}
        limit={PICKER_LIMIT}
        renderOption={renderPickerOption}
        selectFirstOptionOnChange
        nothingFoundMessage={list.loading ? `Loading ${noun}s…` : `No ${noun} has this name or ID`}
        maxDropdownHeight={320}
      />
    </div>
  );
}

/** `channels` of the form (HyperDX): the webhooks an alert notifies. */
interface Channel {
  type: 'webhook';
  webhookId: string;
}

/** The messages of `channels` and of its entries (`channels.1.webhookId`), as one text under the field. */
function channelsError(errors: unknown, ids: readonly string[]): string | undefined {
  const node = get(errors, 'channels') as (FieldError & { root?: FieldError; [index: number]: { webhookId?: FieldError } | undefined }) | undefined;
  if (!node) return undefined;
  const own = node.message ?? node.root?.message;
  const entries = ids.map((id, i) => (node[i]?.webhookId?.message ? `${id || `Webhook ${i + 1}`}: ${node[i]!.webhookId!.message}` : undefined)).filter(Boolean);
  return [own, ...entries].filter(Boolean).join(' ') || undefined;
}

/**
 * Several webhooks chosen from the list (HyperDX's `channels`, up to `max`), searchable, each
 * showing its id; a pasted id the list lacks is taken as in IdPicker, with the same warning.
 */
export function WebhooksPicker<T extends FieldValues>({
  control,
  name,
  label,
  description,
  list,
  max,
}: Omit<PickerProps<T>, 'noun' | 'onPicked' | 'withAsterisk'> & { max: number }) {
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const channels = (Array.isArray(field.value) ? field.value : []) as Channel[];
  const ids = channels.map((c) => trimmed(c?.webhookId)).filter((id) => id !== '');
  const [search, setSearch] = useState('');
  const typed = useRef('');
  const set = (next: string[]) => field.onChange(next.map((webhookId) => ({ type: 'webhook', webhookId })));
  const known = new Set(list.entries.map((e) => e.id));
  return (
    <div
      onBlurCapture={() => {
        const id = typedChoice(list, typed.current);
        if (id !== undefined && !ids.includes(id) && ids.length < max) set([...ids, id]);
      }}
    >
      <MultiSelect
        ref={field.ref}
        name={field.name}
        label={label}
        description={
          <>
            {description}
            <PickerNotes list={list} noun="webhook" missing={ids.filter((id) => !known.has(id))} />
          </>
        }
        withAsterisk
        error={channelsError(errors, ids)}
        placeholder={ids.length > 0 ? undefined : list.loading ? 'Loading webhooks… or paste an ID' : 'Search by name or ID, or paste an ID'}
        data={pickerData(list, ids, search)}
        value={ids}
        onChange={set}
        searchable
        searchValue={search}
        onSearchChange={(s) => {
          setSearch(s);
          typed.current = s;
        }}
        onBlur={field.onBlur}
        filter={pickerFilter}
        limit={PICKER_LIMIT}
        renderOption={renderPickerOption}
        maxValues={max}
        hidePickedOptions
        nothingFoundMessage={list.loading ? 'Loading webhooks…' : 'No webhook has this name or ID'}
        maxDropdownHeight={320}
      />
    </div>
  );
}
