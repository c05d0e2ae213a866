// One table: each figure, the floor's where one applies, the console against it (the ratio, or the
// difference where the budget bounds the difference), the budget (bench/budgets.json) and whether
// it is met. Printed as Markdown so docs/performance.md can show it as is.
import { readFileSync } from 'node:fs';

export interface Budget {
  /** Upper bound of the value. */
  max?: number;
  /** Lower bound of the value (throughput). */
  min?: number;
  /** Upper bound of value / floor. */
  maxRatio?: number;
  /** Upper bound of value − floor, in the row's unit (a keystroke: one frame, 16.7 ms, over the floor's). */
  maxOver?: number;
}

export interface Row {
  id: string;
  label: string;
  value: number | undefined;
  unit: string;
  floor?: number;
  /** Extra text after the value (requests, p50). */
  detail?: string;
}

const BOUNDS = ['max', 'min', 'maxRatio', 'maxOver'] as const;

/** bench/budgets.json's content, checked: a misspelt bound would otherwise hold nothing. */
export function parseBudgets(json: string): Record<string, Budget> {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('budgets: an object of figure ids');
  for (const [id, budget] of Object.entries(parsed)) {
    if (typeof budget !== 'object' || budget === null) throw new Error(`budgets: ${id} is not an object`);
    for (const [bound, value] of Object.entries(budget)) {
      if (!(BOUNDS as readonly string[]).includes(bound)) throw new Error(`budgets: ${id} has an unknown bound "${bound}" (known: ${BOUNDS.join(', ')})`);
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`budgets: ${id}.${bound} is not a number`);
    }
  }
  return parsed as Record<string, Budget>;
}

export function readBudgets(path: string): Record<string, Budget> {
  return parseBudgets(readFileSync(path, 'utf8'));
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(1));

// Figures are rounded to a tenth: a value at its bound (28.8 + 16.7 against 28.8) is within it,
// whatever the floating-point sum says.
const EPSILON = 1e-9;
const exceeds = (value: number, bound: number) => value > bound + EPSILON;

/**
 * Whether a row meets its budget: undefined when it has no budget or no value, or when a bound
 * against the floor cannot be judged for want of a floor (and no other bound fails).
 */
export function judge(row: Row, budget: Budget | undefined): { text: string; ok: boolean | undefined } {
  if (!budget) return { text: '', ok: undefined };
  const text = describe(budget, row.unit);
  const { value, floor } = row;
  if (value === undefined) return { text, ok: undefined };
  const fails = [
    budget.max !== undefined && exceeds(value, budget.max),
    budget.min !== undefined && exceeds(budget.min, value),
    budget.maxRatio !== undefined && !!floor && exceeds(value / floor, budget.maxRatio),
    budget.maxOver !== undefined && !!floor && exceeds(value - floor, budget.maxOver),
  ];
  if (fails.some(Boolean)) return { text, ok: false };
  const relative = budget.maxRatio !== undefined || budget.maxOver !== undefined;
  return { text, ok: relative && !floor ? undefined : true };
}

export function describe(budget: Budget, unit: string): string {
  const parts: string[] = [];
  if (budget.maxRatio !== undefined) parts.push(`≤ ${budget.maxRatio}x floor`);
  if (budget.maxOver !== undefined) parts.push(`≤ floor + ${budget.maxOver} ${unit}`);
  if (budget.max !== undefined) parts.push(`≤ ${budget.max} ${unit}`);
  if (budget.min !== undefined) parts.push(`≥ ${budget.min} ${unit}`);
  return parts.join(', ');
}

/** The console against the floor: the difference where the budget bounds it, the ratio otherwise. */
function againstFloor(row: Row, budget: Budget | undefined): string {
  if (!row.floor || row.value === undefined) return '';
  if (budget?.maxOver !== undefined) {
    const over = row.value - row.floor;
    return `${over < 0 ? '−' : '+'}${fmt(Math.abs(over))} ${row.unit}`;
  }
  return `${(row.value / row.floor).toFixed(2)}x`;
}

/** The table as Markdown, and how many figures are over budget. */
export function renderTable(rows: Row[], budgets: Record<string, Budget>): { text: string; over: string[] } {
  const over: string[] = [];
  const lines = ['| figure | console | floor | against floor | budget | |', '| --- | ---: | ---: | ---: | --- | --- |'];
  for (const row of rows) {
    const { text, ok } = judge(row, budgets[row.id]);
    if (ok === false) over.push(row.id);
    const value = row.value === undefined ? 'n/a' : `${fmt(row.value)} ${row.unit}${row.detail ? ` (${row.detail})` : ''}`;
    const floor = row.floor === undefined ? '' : `${fmt(row.floor)} ${row.unit}`;
    lines.push(`| ${row.label} | ${value} | ${floor} | ${againstFloor(row, budgets[row.id])} | ${text} | ${ok === undefined ? '' : ok ? 'ok' : '**over**'} |`);
  }
  return { text: lines.join('\n'), over };
}
