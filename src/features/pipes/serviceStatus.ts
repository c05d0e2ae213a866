import type { Service } from '../../contract';

/** What the pipes area needs to know about a service's state (pipe operations need it running). */

export function isServiceRunning(service: Pick<Service, 'state'>): boolean {
  // A service read without a state (older servers) is not assumed to be down.
  return service.state === undefined || service.state === 'running';
}

export function serviceStateColor(state: string | undefined): string {
  if (state === 'running') return 'green';
  if (state === 'failed') return 'red';
  if (state === 'degraded' || state === 'partially_running') return 'orange';
  if (state === 'provisioning' || state === 'starting' || state === 'awaking' || state === 'stopping') return 'blue';
  return 'gray';
}

/** "partially_running" -> "Partially running". */
export function serviceStateLabel(state: string | undefined): string {
  if (!state) return 'Unknown';
  const words = state.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
