import { Group, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import type { SortState } from './listView';
import type { ListView } from './useListView';

/** The filter box of a list and how many rows it shows. */
export function ListFilter<T>({ view, label, placeholder }: { view: ListView<T>; label: string; placeholder?: string }) {
  const shown = view.rows.length;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <TextInput
        label={label}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} />}
        value={view.query}
        onChange={(e) => view.setQuery(e.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
        type="search"
      />
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {view.query ? `${shown.toLocaleString()} of ${view.total.toLocaleString()} shown` : `${view.total.toLocaleString()} in total`}
      </Text>
    </Group>
  );
}

/** A column header that sorts the list: ascending, descending, then the list's own order. */
export function SortableTh({
  column,
  label,
  sort,
  onSort,
  align,
}: {
  column: string;
  label: string;
  sort: SortState | null;
  onSort: (column: string) => void;
  align?: 'right';
}) {
  const active = sort?.column === column ? sort.direction : undefined;
  const Icon = active === 'asc' ? IconArrowUp : active === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'} ta={align}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
          {label}
          <Icon size={14} aria-hidden="true" style={{ opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
