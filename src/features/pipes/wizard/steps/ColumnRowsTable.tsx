import { Table } from '@mantine/core';
import { useCallback, useRef, type ReactNode } from 'react';
import { submitPageFormOnEnter, useRowErrorFocus, type ActiveRow, type FormControl } from '../../../../components/form';
import { VirtualTbody, type MeasureRow, type RowScroller } from '../../../../components/list/VirtualTbody';
import classes from './ColumnRowsTable.module.css';
import type { Columns, ColumnsValues } from './ColumnsEditor';

const CELL_STYLES = { td: { verticalAlign: 'top' } } as const;

/** The height of a row of these tables (xs inputs), as measured in the browser. */
const ROW_HEIGHT = 39;

/** Rows rendered above and below the viewport: enough for Tab to reach the next row before it scrolls in. */
const ROWS_BEYOND_VIEW = 2;

interface Props {
  control: FormControl<ColumnsValues>;
  fields: Columns['fields'];
  /** The table's accessible name. */
  label: string;
  /** The header cells, and how many columns they make. */
  header: ReactNode;
  columns: number;
  /** The fields of a row this table has inputs for (`['name', 'type']`): a refused submit focuses the first one in error. */
  rowFields: readonly string[];
  /** The row being edited (the only one with inputs): the table's owner keeps it (useActiveRow). */
  active: ActiveRow;
  /**
   * One row: a memoized component whose Table.Tr spreads `rowAttributes(index, measure)`, with
   * inputs when `editing`, its values as EditableCells otherwise.
   */
  renderRow: (id: string, index: number, editing: boolean, measure?: MeasureRow) => ReactNode;
}

/**
 * A table of one row per destination column (the columns editor, the field mappings): a long
 * list (a pasted sample of 200 fields) renders only the rows in view, one row at a time holds
 * inputs (useActiveRow), and after a refused Next or Save the first row in error is scrolled to,
 * made the row being edited and its field focused, even out of view. The editing row's inputs
 * belong to a form of the row's own (useRowForm): Enter in them submits the page's form all the same
 * (submitPageFormOnEnter, on the table).
 */
export function ColumnRowsTable({ control, fields, label, header, columns, rowFields, active, renderRow }: Props) {
  const table = useRef<HTMLTableElement>(null);
  const scroller = useRef<RowScroller>(null);
  const { activate } = active;
  const latestFields = useRef(fields);
  latestFields.current = fields;
  const edit = useCallback(
    (row: number, field: string) => {
      const id = latestFields.current[row]?.id;
      if (id) activate(id, field);
    },
    [activate],
  );
  useRowErrorFocus({ control, name: 'columns', fields: rowFields, table, scroller, edit });
  return (
    // Scrolls sideways on a phone only (ColumnRowsTable.module.css).
    <div className={classes.scroller}>
      {/* Cells aligned at the top: a field's error message under its input does not push the row's other inputs down to the middle.
          Laid out fixed: laid out automatically, the widths followed the values of the rows in view, so they changed as the list
          scrolled, and on a phone the inputs' own width made the table wider than its box. */}
      <Table
        ref={table}
        verticalSpacing={4}
        horizontalSpacing={6}
        layout="fixed"
        aria-label={label}
        aria-rowcount={fields.length + 1}
        styles={CELL_STYLES}
        onKeyDown={submitPageFormOnEnter}
      >
        <Table.Thead>
          <Table.Tr>{header}</Table.Tr>
        </Table.Thead>
        <VirtualTbody
          rows={fields}
          rowKey={(f) => f.id}
          columns={columns}
          estimate={ROW_HEIGHT}
          overscan={ROWS_BEYOND_VIEW}
          scroller={scroller}
          renderRow={(f, i, measure) => renderRow(f.id, i, f.id === active.id, measure)}
        />
      </Table>
    </div>
  );
}
