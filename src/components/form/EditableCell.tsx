import { useId } from 'react';
import classes from './EditableCell.module.css';

/** The classes of the cells' stylesheet a row uses beside them (`hoverOnly`: an action shown while the pointer is over the row). */
export const cellClasses = { hoverOnly: classes.hoverOnly };

/** Past this many characters a value may not fit its cell, and ends in an ellipsis (EditableCell.module.css). */
const LONG_VALUE = 20;

interface Props {
  /** The input's label ("Column 5 name"): the cell is named after it, with its value. */
  label: string;
  value: string;
  /** The field's error message, shown under the cell as under the input. */
  error?: string;
  /** Shown dimmed when the value is empty, as the input's placeholder would be. */
  placeholder?: string;
  /** Turns the row into inputs, this cell's input focused (useActiveRow). */
  onEdit: () => void;
}

/**
 * A value of a row that is not being edited, in a cell drawn as the input it becomes: clicked,
 * tapped or reached with Tab, its row turns into inputs and this one takes the focus, so typing
 * goes on where the person meant (useActiveRow). A plain button: a keyboard and a screen reader
 * reach it, and it paints with the table (no layer of its own, a clip only for a long value).
 */
export function EditableCell({ label, value, error, placeholder, onEdit }: Props) {
  const errorId = useId();
  return (
    <>
      <button
        type="button"
        className={classes.cell}
        data-error={error ? true : undefined}
        data-long={value.length > LONG_VALUE ? true : undefined}
        aria-label={`${label}: ${value || 'empty'}`}
        aria-describedby={error ? errorId : undefined}
        onFocus={onEdit}
        onClick={onEdit}
      >
        {value || <span className={classes.placeholder}>{placeholder}</span>}
      </button>
      {error && (
        <div id={errorId} className={classes.error}>
          {error}
        </div>
      )}
    </>
  );
}
