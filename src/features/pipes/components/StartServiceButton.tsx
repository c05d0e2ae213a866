import { Stack } from '@mantine/core';
import { IconPlayerPlay, IconSun } from '@tabler/icons-react';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import type { Service } from '../../../contract';
import { SERVICE_COMMAND_DISPLAY, serviceActions } from '../../../entities/serviceState';
import { useServiceCommand } from '../../../entities/useServiceCommand';
import { WriteButton } from '../../../session/WriteAccess';
import { nameText } from '../../../components/displayName';

/**
 * "Wake" for an idle service, "Start" for a stopped one, right where the pipes page says the
 * service is not running; nothing in other states (a changing service settles by itself). The
 * services list follows the transition, and the notice goes once the service runs.
 */
export function StartServiceButton({ organizationId, service }: { organizationId: string; service: Service }) {
  const command = useServiceCommand(organizationId);
  const offered = serviceActions(service).commands.find((c) => c === 'awake' || c === 'start');
  if (!offered) return null;
  const label = `${SERVICE_COMMAND_DISPLAY[offered].label} ${nameText(service.name) || 'the service'}`;
  return (
    <Stack gap="xs" align="flex-start">
      <WriteButton
        size="xs"
        leftSection={offered === 'awake' ? <IconSun size={14} /> : <IconPlayerPlay size={14} />}
        loading={command.pendingFor(service.id) !== undefined}
        onClick={() => command.run(service, offered)}
      >
        {label}
      </WriteButton>
      {command.errorTitle && <ApiErrorAlert error={command.mutation.error} title={command.errorTitle} />}
    </Stack>
  );
}
