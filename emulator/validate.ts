// Request validation through the console's contract schemas (src/contract): no rule is copied here.
import type { z } from 'zod';
import { issueText, issuesToFieldErrors, type ContractIssue } from '../src/contract/index.js';
import { badRequest } from './http.js';

/** Parses a body with a contract schema; the first issue becomes `400 BAD_REQUEST: <path>: <message>`. */
export function parseWith<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const first = issuesToFieldErrors(r.error)[0];
  throw badRequest(first ? issueText(first) : 'body: The request is not valid.');
}

/** Server-only rules (contract context functions): the first issue becomes a 400. */
export function rejectIssues(issues: readonly ContractIssue[]): void {
  const first = issues[0];
  if (first) throw badRequest(issueText(first));
}

/** A server-side rule decided by the emulator (state the contract cannot see), as a 400 naming the field. */
export function fieldError(path: string, message: string): never {
  throw badRequest(issueText({ path, message }));
}
