// One table: each figure, the floor's where one applies, the ratio, the budget (bench/budgets.json)
// and whether it is met. Printed as Markdown so the README can show it as is.
import { readFileSync } from 'node:fs';

export interface Budget {
  /** Upper bound of the value. */
  max?: number;
  /** Lower bound of the value (throughput). */
  min?: number;
  /** Upper bound of value / floor. */
  maxRatio?: number;
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

export function readBudgets(path: string): Record<string, Budget> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, Budget>;
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(1));

function judge(row: Row, budget: Budget | undefined): { text: string; ok: boolean | undefined } {
  if (!budget) return { text: '', ok: undefined };
  if (row.value === undefined) return { text: describe(budget, row.unit), ok: undefined };
  const ratio = row.floor ? row.value / row.floor : undefined;
  const fails = [
    budget.max !== undefined && row.value > budget.max,
    budget.min !== undefined && row.value < budget.min,
    budget.maxRatio !== undefined && ratio !== undefined && ratio > budget.maxRatio,
  ];
  return { text: describe(budget, row.unit), ok: !fails.some(Boolean) };
}

function describe(budget: Budget, unit: string): string {
  const parts: string[] = [];
  if (budget.maxRatio !== undefined) parts.push(`≤ ${budget.maxRatio}x floor`);
  if (budget.max !== undefined) parts.push(`≤ ${budget.max} ${unit}`);
  if (budget.min !== undefined) parts.push(`≥ ${budget.min} ${unit}`);
  return parts.join(', ');
}

/** The table as Markdown, and how many figures are over budget. */
export function renderTable(rows: Row[], budgets: Record<string, Budget>): { text: string; over: string[] } {
  const over: string[] = [];
  const lines = ['| figure | console | floor | ratio | budget | |', '| --- | ---: | ---: | ---: | --- | --- |'];
  for (const row of rows) {
    const { text, ok } = judge(row, budgets[row.id]);
    if (ok === false) over.push(row.id);
    const value = row.value === undefined ? 'n/a' : `${fmt(row.value)} ${row.unit}${row.detail ? ` (${row.detail})` : ''}`;
    const floor = row.floor === undefined ? '' : `${fmt(row.floor)} ${row.unit}`;
    const ratio = row.floor && row.value !== undefined ? `${(row.value / row.floor).toFixed(2)}x` : '';
    lines.push(`| ${row.label} | ${value} | ${floor} | ${ratio} | ${text} | ${ok === undefined ? '' : ok ? 'ok' : '**over**'} |`);
  }
  return { text: lines.join('\n'), over };
}
