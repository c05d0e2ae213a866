import { useMatches } from '@mantine/core';
import classes from './listRows.module.css';

/**
 * True on a phone (narrower than Mantine's `xs` breakpoint, 576 px): a list's rows are shown as
 * cards, the name first, instead of a table that scrolls sideways.
 */
export function useCardRows(): boolean {
  return useMatches({ base: true, xs: false }, { getInitialValueInEffect: false });
}

/** The class of a list's <table>: rows as cards on a phone, a table otherwise (listRows.module.css). */
export const listTableClass = (cards: boolean): string => (cards ? `${classes.table} ${classes.cards}` : classes.table);

/**
 * The attributes of a list cell: its column's name, shown beside it in a card (`label`); the name
 * cell (`name`: first, wider, breaking between words); or a cell of badges and dates (`keep`: never
 * wrapped nor shrunk).
 */
export function listCell(label: string, kind?: 'name' | 'keep'): Record<string, string> {
  return { ...(kind === 'name' ? { 'data-list-name': '' } : { 'data-label': label }), ...(kind === 'keep' ? { 'data-list-keep': '' } : {}) };
}
