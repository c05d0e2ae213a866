import { TRANSITIONAL_SERVICE_STATES, type Service } from '../../contract';

/** Poll every 5 s while a service is in a transitional state: 2 requests per 10 s, well under the 10 / 10 s limit. */
export const TRANSITIONAL_POLL_MS = 5_000;

export function isTransitional(state: string | undefined): boolean {
  return state !== undefined && (TRANSITIONAL_SERVICE_STATES as readonly string[]).includes(state);
}

export function pollIntervalFor(services: readonly Service[]): number | false {
  return services.some((s) => isTransitional(s.state)) ? TRANSITIONAL_POLL_MS : false;
}

const STATE_COLORS: Record<string, string> = {
  running: 'green',
  idle: 'gray',
  stopped: 'gray',
  terminated: 'gray',
  softdeleted: 'gray',
  partially_running: 'yellow',
  degraded: 'orange',
  failed: 'red',
};

export function stateColor(state: string | undefined): string {
  if (state === undefined) return 'gray';
  if (isTransitional(state)) return 'blue';
  return STATE_COLORS[state] ?? 'gray';
}

/** "partially_running" -> "Partially running". */
export function stateLabel(state: string | undefined): string {
  if (!state) return 'Unknown';
  const words = state.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
