import { Card, Stack, Table, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListFilter, SortableTh } from './ListControls';
import type { ListColumn } from './listView';
import { useListView } from './useListView';
import { VirtualTbody, type MeasureRow } from './VirtualTbody';
import { listTableClass, useCardRows } from './listRows';

interface Props<T> {
  items: readonly T[];
  /** Module-level constants (see useListView): the search text of an item, and the sortable columns. */
  searchText: (item: T) => string;
  columns: readonly (ListColumn<T> & { align?: 'right' })[];
  /** The table's accessible name ("API keys"). */
  label: string;
  filterLabel: string;
  filterPlaceholder: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns (on a phone, its rows are cards instead). */
  minWidth: number;
  horizontalSpacing?: MantineSpacing;
  /** Header cells after the sortable columns (an "Actions" column), and how many there are. */
  trailingHeader?: ReactNode;
  trailingColumns?: number;
  rowKey: (item: T) => string;
  /**
   * The height of a row in px as it renders (measured in the browser at the default size). Rows
   * are still measured; when the guess is right, measuring changes nothing, instead of moving
   * the rows below (and the scroll position) for every row that comes into view.
   */
  rowHeight: number;
  /**
   * Renders one row: a memoized component whose Table.Tr spreads `rowAttributes(index, measure)`,
   * and each Table.Td `listCell(column label, kind)` (the name cell first), for the cards on a phone.
   */
  renderRow: (item: T, index: number, measure?: MeasureRow) => ReactNode;
}

/** Rows rendered beyond each edge of the viewport (VirtualTbody's `overscan`). */
const LIST_OVERSCAN = 4;

/**
 * A list on screen: a text filter, sortable column headers, and only the rows in view rendered. On
 * a phone each row is a card, its name first (listRows.module.css); the sort buttons stay above.
 */
export function ListTable<T>({
  items,
  searchText,
  columns,
  label,
  filterLabel,
  filterPlaceholder,
  minWidth,
  horizontalSpacing = 'md',
  trailingHeader,
  trailingColumns = 0,
  rowKey,
  rowHeight,
  renderRow,
}: Props<T>) {
  const view = useListView(items, searchText, columns);
  const cards = useCardRows();
  return (
    <Stack gap="sm">
      <ListFilter view={view} label={filterLabel} placeholder={filterPlaceholder} />
      {/* In a narrow window (not a phone, where rows are cards) the columns do not fit: say that the table scrolls. */}
      {!cards && (
        <Text hiddenFrom="md" size="xs" c="dimmed" data-testid="table-scroll-hint">
          The table scrolls sideways: swipe or scroll it to see every column.
        </Text>
      )}
      <Card withBorder padding={0} radius="md">
        <Table.ScrollContainer minWidth={cards ? 0 : minWidth}>
          <Table
            className={listTableClass(cards)}
            verticalSpacing="sm"
            horizontalSpacing={horizontalSpacing}
            highlightOnHover={!cards}
            aria-label={label}
            aria-rowcount={view.rows.length + 1}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <SortableTh key={c.id} column={c.id} label={c.label} sort={view.sort} onSort={view.toggleSort} align={c.align} />
                ))}
                {trailingHeader}
              </Table.Tr>
            </Table.Thead>
            <VirtualTbody
              rows={view.rows}
              rowKey={rowKey}
              columns={columns.length + trailingColumns}
              renderRow={renderRow}
              estimate={rowHeight}
              overscan={LIST_OVERSCAN}
              deferRows
            />
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
