/**
 * Whether two sets of form values hold the same data: plain objects and arrays compared by
 * content, key order aside, a missing key and an undefined one alike.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) if (!sameValues(x[key], y[key])) return false;
  return true;
}
