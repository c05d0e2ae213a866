import type { Service, ServiceState } from '../contract';
import { STATE_POLL_MS, stateTable, type StateDisplay } from './stateDisplay';

/**
 * Every documented service state (contract SERVICE_STATES), displayed one way everywhere: the
 * services list, the service page and the pipes area's service picker. The type makes this
 * table list every state; `transitional` agrees with the contract's TRANSITIONAL_SERVICE_STATES
 * (a unit test holds both to it).
 */
export const SERVICE_STATE_DISPLAY: Record<ServiceState, StateDisplay> = {
  provisioning: { label: 'Provisioning', color: 'blue', transitional: true },
  starting: { label: 'Starting', color: 'blue', transitional: true },
  awaking: { label: 'Waking up', color: 'blue', transitional: true },
  stopping: { label: 'Stopping', color: 'blue', transitional: true },
  terminating: { label: 'Terminating', color: 'blue', transitional: true },
  softdeleting: { label: 'Soft-deleting', color: 'blue', transitional: true },
  running: { label: 'Running', color: 'green', transitional: false },
  partially_running: { label: 'Partially running', color: 'yellow', transitional: false },
  degraded: { label: 'Degraded', color: 'orange', transitional: false },
  failed: { label: 'Failed', color: 'red', transitional: false },
  idle: { label: 'Idle', color: 'gray', transitional: false },
  stopped: { label: 'Stopped', color: 'gray', transitional: false },
  terminated: { label: 'Terminated', color: 'gray', transitional: false },
  softdeleted: { label: 'Soft-deleted', color: 'gray', transitional: false },
};

export const SERVICE_POLL_MS = STATE_POLL_MS;

const services = stateTable(SERVICE_STATE_DISPLAY);
export const serviceStateDisplay = services.display;
export const isServiceTransitional = services.isTransitional;
/** For a list or detail query's refetchInterval: poll while some service is changing. */
export const servicePollInterval = services.pollInterval;

/** Pipe operations need a running service. A service read without a state (older servers) is not assumed down. */
export function isServiceRunning(service: Pick<Service, 'state'>): boolean {
  return service.state === undefined || service.state === 'running';
}
