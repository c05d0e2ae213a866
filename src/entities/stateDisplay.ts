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

/**
 * What a table of states answers: a state's display (looked up safely: `toString` is not a
 * state), whether it is changing, and the poll interval of a list or detail query (polling
 * while any resource shown is changing).
 */
export function stateTable<S extends string>(table: Record<S, StateDisplay>) {
  const display = (state: string | undefined): StateDisplay =>
    state !== undefined && Object.hasOwn(table, state) ? table[state as S] : unknownStateDisplay(state);
  const isTransitional = (state: string | undefined) => display(state).transitional;
  const pollInterval = (items: readonly { state?: string | null }[]): number | false =>
    items.some((item) => isTransitional(item.state ?? undefined)) ? STATE_POLL_MS : false;
  return { display, isTransitional, pollInterval };
}
