import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { judge, parseBudgets, renderTable, type Row } from './table.js';

const keystroke = (value: number, floor: number): Row => ({ id: 'typing.create-key', label: 'Keystroke', value, floor, unit: 'ms' });

describe('budget check', () => {
  it('maxOver: a keystroke one frame (16.7 ms) over the floor is within budget, a tenth more is over', () => {
    const budget = { maxOver: 16.7 };
    expect(judge(keystroke(28.8 + 16.7, 28.8), budget).ok).toBe(true);
    expect(judge(keystroke(45.5, 28.8), budget).ok).toBe(true);
    expect(judge(keystroke(45.6, 28.8), budget).ok).toBe(false);
    expect(judge(keystroke(20, 28.8), budget).ok).toBe(true); // faster than the floor
    expect(judge(keystroke(45.5, 28.8), budget).text).toBe('≤ floor + 16.7 ms');
  });

  it('maxRatio at its bound and just past it', () => {
    const js = (value: number): Row => ({ id: 'signin.js', label: 'JS', value, floor: 100, unit: 'KiB' });
    expect(judge(js(105), { maxRatio: 1.05 }).ok).toBe(true);
    expect(judge(js(105.1), { maxRatio: 1.05 }).ok).toBe(false);
  });

  it('max and min at their bounds and just past them', () => {
    const row = (value: number): Row => ({ id: 'x', label: 'x', value, unit: 'ms' });
    expect(judge(row(100), { max: 100 }).ok).toBe(true);
    expect(judge(row(100.1), { max: 100 }).ok).toBe(false);
    expect(judge(row(300), { min: 300 }).ok).toBe(true);
    expect(judge(row(299.9), { min: 300 }).ok).toBe(false);
  });

  it('judges nothing without a budget, a value, or the floor a relative bound needs', () => {
    expect(judge(keystroke(50, 10), undefined).ok).toBeUndefined();
    expect(judge({ ...keystroke(0, 10), value: undefined }, { maxOver: 16.7 }).ok).toBeUndefined();
    expect(judge({ ...keystroke(50, 0), floor: undefined }, { maxOver: 16.7 }).ok).toBeUndefined();
    expect(judge({ ...keystroke(500, 0), floor: undefined }, { maxOver: 16.7, max: 100 }).ok).toBe(false);
  });

  it('the table shows the difference where the budget bounds it, the ratio otherwise, and lists what is over', () => {
    const rows: Row[] = [
      { id: 'typing.create-key', label: 'Keystroke p95', value: 45.6, floor: 28.8, unit: 'ms' },
      { id: 'signin.js', label: 'JS', value: 150, floor: 160, unit: 'KiB' },
    ];
    const { text, over } = renderTable(rows, { 'typing.create-key': { maxOver: 16.7 }, 'signin.js': { maxRatio: 1.05 } });
    expect(over).toEqual(['typing.create-key']);
    expect(text).toContain('| Keystroke p95 | 45.6 ms | 28.8 ms | +16.8 ms | ≤ floor + 16.7 ms | **over** |');
    expect(text).toContain('| JS | 150 KiB | 160 KiB | 0.94x | ≤ 1.05x floor | ok |');
  });
});

describe('bench/budgets.json', () => {
  it('holds the budgets a person can feel: a frame over the floor for every keystroke, 1.05x its first-visit JS, 1.15x its first paint', () => {
    const budgets = parseBudgets(readFileSync(new URL('../../bench/budgets.json', import.meta.url), 'utf8'));
    const typing = Object.entries(budgets).filter(([id]) => id.startsWith('typing.'));
    expect(typing.map(([id]) => id).sort()).toEqual([
      'typing.create-alert',
      'typing.create-key',
      'typing.create-service',
      'typing.pipe-wizard.columns',
      'typing.pipe-wizard.mappings',
    ]);
    for (const [, budget] of typing) expect(budget).toEqual({ maxOver: 16.7 });
    expect(budgets['signin.js']).toEqual({ maxRatio: 1.05 });
    expect(budgets['signin.fcp.1x']).toEqual({ maxRatio: 1.15 });
    expect(budgets['signin.fcp.4x']).toEqual({ maxRatio: 1.15 });
  });

  it('refuses a bound it does not know (a misspelt bound would hold nothing)', () => {
    expect(() => parseBudgets('{"typing.x": {"maxover": 16.7}}')).toThrow(/unknown bound "maxover"/);
    expect(() => parseBudgets('{"typing.x": {"maxOver": "16.7"}}')).toThrow(/not a number/);
    expect(parseBudgets('{"typing.x": {"maxOver": 16.7}}')).toEqual({ 'typing.x': { maxOver: 16.7 } });
  });
});
