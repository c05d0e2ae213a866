/**
 * Reading an answer that does not quite have its operation's shape.
 *
 * A server moves on (a field gains a new shape, an enum a new value): that must not turn a
 * success into a failure. The answer is parsed with the operation's schema; where a value breaks
 * it, that value is left out and the answer parsed again, so an optional field in a new shape
 * costs only that field (a required one still makes the read fail). The parts left out are returned, and callOperation remembers them with the result and its request id (`unreadNote`), so a
 * page can name what it could not read.
 *
 * A write answered 2xx was done, whatever its body holds: when even that does not make the answer
 * readable (a required field broken, a body that is not JSON), `readWriteAnswer` still resolves,
 * with what could be read, and `unreadParts` says so.
 */
import type { z } from 'zod';

/** What could not be read of an answer, and the request id to quote. */
export interface UnreadNote {
  parts: string[];
  requestId?: string;
}

const unread = new WeakMap<object, UnreadNote>();

/** What could not be read of a result (undefined when it was read whole). */
export function unreadNote(result: unknown): UnreadNote | undefined {
  return result !== null && typeof result === 'object' ? unread.get(result) : undefined;
}

/** Marks a result as read in part; `requestId` is added by the caller that knows it. */
export function remember<T>(result: T, parts: string[], requestId?: string): T {
  if (parts.length > 0 && result !== null && typeof result === 'object') {
    unread.set(result, requestId === undefined ? { parts } : { parts, requestId });
  }
  return result;
}

type Path = readonly PropertyKey[];
const describe = (path: Path) => (path.length === 0 ? 'the whole answer' : path.map(String).join('.'));

function parentOf(root: unknown, path: Path): Record<PropertyKey, unknown> | unknown[] | undefined {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>) : undefined;
}

function comparePaths(a: Path, b: Path): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    return typeof a[i] === 'number' && typeof b[i] === 'number' ? (a[i] as number) - (b[i] as number) : String(a[i]) < String(b[i]) ? -1 : 1;
  }
  return a.length - b.length;
}

/** Leaves out the value an issue names, if it is there (a missing required field cannot be helped). */
function leaveOut(root: unknown, path: Path, parts: string[]): boolean {
  const parent = parentOf(root, path);
  const key = path[path.length - 1];
  if (!parent || key === undefined || (parent as Record<PropertyKey, unknown>)[key] === undefined) return false;
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else delete (parent as Record<PropertyKey, unknown>)[key];
  parts.push(describe(path));
  return true;
}

/** What was read, with the parts left out (to `remember` with the request id); or the issue that kept it from being read. */
export type LenientRead<T> = { ok: true; data: T; unread: string[] } | { ok: false; issue: string };

/** Parses `value`, leaving out what breaks `schema` until the rest is read. */
export function readLeniently<S extends z.ZodType>(schema: S, value: unknown): LenientRead<z.output<S>> {
  const whole = schema.safeParse(value);
  if (whole.success) return { ok: true, data: whole.data, unread: [] };
  // Only an answer that breaks the schema is copied (the caller's value stays as it came).
  const current: unknown = value === undefined ? undefined : structuredClone(value);
  const parts: string[] = [];
  // What each path held first: a required field left out is reported as it was ("expected string, received number").
  const firstIssue = new Map<string, string>();
  // Each round leaves out at least one value, and an answer holds finitely many.
  for (;;) {
    const parsed = schema.safeParse(current);
    if (parsed.success) return { ok: true, data: parsed.data, unread: parts };
    let progressed = false;
    // Last paths first: taking an item out of a list must not move the items still to be taken out.
    for (const issue of [...parsed.error.issues].sort((a, b) => comparePaths(b.path, a.path))) {
      const at = describe(issue.path);
      if (!firstIssue.has(at)) firstIssue.set(at, `${at}: ${issue.message}`);
      if (leaveOut(current, issue.path, parts)) progressed = true;
    }
    if (!progressed) {
      const issue = parsed.error.issues[0];
      return { ok: false, issue: issue ? (firstIssue.get(describe(issue.path)) ?? describe(issue.path)) : 'unreadable' };
    }
  }
}

/** What a write answered 2xx resolves with when its answer cannot be read: what there is, marked unread. */
export function unreadableWriteAnswer(value: unknown, issue: string, requestId?: string): object {
  const base = value !== null && typeof value === 'object' ? value : {};
  return remember(base, [issue], requestId);
}
