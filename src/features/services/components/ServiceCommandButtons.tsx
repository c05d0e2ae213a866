import { Group } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconSun } from '@tabler/icons-react';
import type { Service, ServiceCommand } from '../../../contract';
import { SERVICE_COMMAND_DISPLAY, serviceActions } from '../../../entities/serviceState';
import { WriteButton } from '../../../session/WriteAccess';

export const SERVICE_COMMAND_ICONS: Record<ServiceCommand, typeof IconPlayerPlay> = { start: IconPlayerPlay, stop: IconPlayerStop, awake: IconSun };

/** The state commands a service offers in its state (Start when stopped, Stop when running or idle, Wake when idle). */
export function ServiceCommandButtons({
  service,
  onCommand,
  pending,
}: {
  service: Service;
  onCommand: (command: ServiceCommand) => void;
  /** The command in flight for this service, if any. */
  pending: ServiceCommand | undefined;
}) {
  const { commands } = serviceActions(service);
  if (commands.length === 0) return null;
  return (
    <Group gap="xs">
      {commands.map((command) => {
        const { label, color } = SERVICE_COMMAND_DISPLAY[command];
        const Icon = SERVICE_COMMAND_ICONS[command];
        return (
          <WriteButton
            key={command}
            variant={command === 'stop' ? 'default' : 'filled'}
            color={command === 'stop' ? undefined : color}
            leftSection={<Icon size={16} />}
            loading={pending === command}
            disabled={pending !== undefined}
            onClick={() => onCommand(command)}
          >
            {label}
          </WriteButton>
        );
      })}
    </Group>
  );
}
