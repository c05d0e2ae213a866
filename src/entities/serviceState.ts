import {
  isServiceDeletable,
  SERVICE_COMMAND_LABELS,
  SERVICE_LIFECYCLE_MESSAGES,
  serviceCommandsFor,
  type Service,
  type ServiceCommand,
  type ServiceState,
} from '../contract';
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

/**
 * The lifecycle actions a service offers in its state: the state commands (start a stopped
 * service, stop a running one, wake an idle one: the contract's SERVICE_COMMAND_FROM) and delete
 * (only a stopped service). Buttons and menus show exactly these, and say why delete is not offered.
 */
export interface ServiceActions {
  commands: ServiceCommand[];
  /** Why the service cannot be deleted now (undefined when it can). */
  deleteRefusal: string | undefined;
}

export function serviceActions(service: Pick<Service, 'state'>): ServiceActions {
  const state = service.state;
  let deleteRefusal: string | undefined;
  if (state === 'terminating') deleteRefusal = 'This service is already being deleted.';
  else if (!isServiceDeletable(state)) deleteRefusal = SERVICE_LIFECYCLE_MESSAGES.deleteNotStopped(serviceStateDisplay(state).label.toLowerCase());
  return { commands: serviceCommandsFor(state), deleteRefusal };
}

/** How each state command is offered: its label, what it does (for the confirmation), and whether it asks first. */
export const SERVICE_COMMAND_DISPLAY: Record<ServiceCommand, { label: string; color: string; confirm?: (name: string) => string }> = {
  start: { label: SERVICE_COMMAND_LABELS.start, color: 'green' },
  stop: {
    label: SERVICE_COMMAND_LABELS.stop,
    color: 'red',
    confirm: (name) => `${name} stops accepting connections: running queries fail and its pipes stop loading data until you start it again. Its data is kept.`,
  },
  awake: { label: SERVICE_COMMAND_LABELS.awake, color: 'blue' },
};
