import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callOperation } from '../api/operations';
import { confirmFirst } from '../components/confirmFirst';
import { operations, type Service, type ServiceCommand } from '../contract';
import { putService } from './queries';
import { SERVICE_COMMAND_DISPLAY, serviceStateDisplay } from './serviceState';
import { quotedName } from '../components/displayName';

export interface ServiceCommandVariables {
  service: Pick<Service, 'id' | 'name'>;
  command: ServiceCommand;
}

/**
 * Start, stop or wake a service (`PATCH .../state`), from the services area or the pipes page.
 * Stop asks first (it drops connections). One request per intent: a second run while one is in
 * flight is refused at once (a ref, before React re-renders). The answer (the service, already in
 * its first transitional state) goes into the service's read and the list, so the page follows the
 * transition by polling that read until it settles. The caller shows `mutation.error` where it fits.
 */
export function useServiceCommand(organizationId: string) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ service, command }: ServiceCommandVariables) =>
      callOperation(operations.updateServiceState, { organizationId, serviceId: service.id }, { command }),
    onSuccess: (service, { command }) => {
      putService(queryClient, organizationId, service);
      notifications.show({
        color: 'green',
        title: `${SERVICE_COMMAND_DISPLAY[command].label} accepted`,
        message: `${quotedName(service.name)} is ${serviceStateDisplay(service.state).label.toLowerCase()}; its state refreshes until it settles.`,
      });
    },
  });

  const send = (variables: ServiceCommandVariables) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.reset();
    mutation.mutate(variables, { onSettled: () => (inFlight.current = false) });
  };

  /** Runs `command` on `service`, after a confirmation where the command has one. */
  const run = (service: ServiceCommandVariables['service'], command: ServiceCommand) => {
    const display = SERVICE_COMMAND_DISPLAY[command];
    if (!display.confirm) return send({ service, command });
    // One answer per dialog: the second click of a double click on the confirm button, landing
    // while the dialog fades out and after a fast reply settled the first request, sends nothing.
    void confirmFirst({
      title: `${display.label} ${quotedName(service.name)}?`,
      children: <Text size="sm">{display.confirm(quotedName(service.name))}</Text>,
      labels: { confirm: `${display.label} service`, cancel: 'Cancel' },
      confirmProps: { color: display.color },
    }).then((confirmed) => confirmed && send({ service, command }));
  };

  /** The command in flight for a service, if any (for a button's pending state). */
  const pendingFor = (serviceId: string): ServiceCommand | undefined =>
    mutation.isPending && mutation.variables.service.id === serviceId ? mutation.variables.command : undefined;

  /** Title of the failed command's alert ("Could not stop “prod”"), when the last command failed. */
  const failed = mutation.isError ? mutation.variables : undefined;
  const errorTitle = failed && `Could not ${SERVICE_COMMAND_DISPLAY[failed.command].label.toLowerCase()} ${quotedName(failed.service.name)}`;

  return { run, mutation, pendingFor, errorTitle };
}
