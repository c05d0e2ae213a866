import classes from './itemGap.module.css';

/**
 * The space between the items of an element that lays them out itself as a column (a Mantine
 * Card is a flex column; so is a FormShellForm's form) instead of through a Stack inside it: one
 * element fewer between each field and the page's root. Each such element costs on every
 * keystroke, in React's dispatch of the keystroke's events (it asks every element on the way for
 * its listeners) and in the browser's: about 0.05 ms each at 4x CPU, measured on the floor app
 * with the typing bench's method (docs/performance.md). Used by FormShellForm's form and the pipe
 * wizard's card; cards and groups elsewhere hold their items in a Mantine Stack.
 */
export const ITEM_GAP = {
  sm: { gap: 'var(--mantine-spacing-sm)' },
  md: { gap: 'var(--mantine-spacing-md)' },
  lg: { gap: 'var(--mantine-spacing-lg)' },
} as const;

/** The class of such an element that is not a Card already (a form, a fieldset): a flex column; its gap from ITEM_GAP. */
export const ITEM_COLUMN = classes.column;
