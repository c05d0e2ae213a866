/** Helpers for the contract's table-driven tests (not exported from index.ts). */
import { expect } from 'vitest';
import type { z } from 'zod';
import { issuesToFieldErrors, type ContractIssue } from './common.js';

export function issuesOf(schema: z.ZodType, value: unknown): ContractIssue[] {
  const r = schema.safeParse(value);
  return r.success ? [] : issuesToFieldErrors(r.error);
}

/** A row: label, value, and the expected issue or issues (`null` = valid). */
export type Row = [label: string, value: unknown, expected: ContractIssue | ContractIssue[] | null];

export function checkRow(schema: z.ZodType, [, value, expected]: Row): void {
  const issues = issuesOf(schema, value);
  if (expected === null) expect(issues).toEqual([]);
  else expect(issues).toEqual(Array.isArray(expected) ? expected : [expected]);
}

export const issue = (path: string, message: string): ContractIssue => ({ path, message });
