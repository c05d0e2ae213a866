/**
 * What a state badge needs to know about a state, for services and pipes alike. Colours are
 * Mantine colour names: running green, changing blue, stopped or sleeping gray, partly working
 * yellow, degraded orange, failed red.
 */
export interface StateDisplay {
  label: string;
  color: 'green' | 'teal' | 'blue' | 'gray' | 'yellow' | 'orange' | 'red';
  /** On its way to a settled state: the page polls until it settles. */
  transitional: boolean;
}

/**
 * How often a page re-reads a resource while it is changing: 2 requests per 10 s, well under
 * the API's 10 requests / 10 s limit.
 */
export const STATE_POLL_MS = 5_000;

/** Shown for a state this console does not know (a newer server): its own name, gray, settled. */
export function unknownStateDisplay(label: string | undefined): StateDisplay {
  return { label: label || 'Unknown', color: 'gray', transitional: false };
}

/** One entry per known state, looked up safely (`toString` is not a state). */
export function lookupState<S extends string>(table: Record<S, StateDisplay>, state: string | undefined): StateDisplay {
  if (state !== undefined && Object.hasOwn(table, state)) return table[state as S];
  return unknownStateDisplay(state);
}

/** The poll interval for a list of resources: polling while any of them is changing. */
export function pollWhileTransitional<T>(items: readonly T[], isTransitional: (item: T) => boolean): number | false {
  return items.some(isTransitional) ? STATE_POLL_MS : false;
}
