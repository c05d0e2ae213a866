import { ActionIcon, Menu, Text } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import { IconDots, IconLock, IconTrash } from '@tabler/icons-react';
import type { Service, ServiceCommand } from '../../../contract';
import { SERVICE_COMMAND_DISPLAY, serviceActions } from '../../../entities/serviceState';
import { SERVICE_COMMAND_ICONS } from './ServiceCommandButtons';
import { revealedName } from '../../../components/displayName';

export type ServiceAction = ServiceCommand | 'delete';

/**
 * A service's row actions: the state commands its state offers, then Delete (disabled with the
 * reason unless the service is stopped). With a read-only key every action is disabled and the
 * menu says why first.
 */
export function ServiceRowMenu({
  service,
  onAction,
  writeReason,
}: {
  service: Service;
  onAction: (action: ServiceAction) => void;
  writeReason: string | undefined;
}) {
  const name = revealedName(service.name || service.id);
  // The Menu (a Popover with its floating-ui hooks) is created by the first click (or Enter or
  // Space) on the button, and opens then: a list of 1,000 services paid for one Menu per rendered
  // row while it opened and scrolled.
  const [armed, setArmed] = useState(false);
  const button = (
    <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`} aria-haspopup="menu" onClick={armed ? undefined : () => setArmed(true)}>
      <IconDots size={18} />
    </ActionIcon>
  );
  if (!armed) return button;
  return <ArmedMenu service={service} onAction={onAction} writeReason={writeReason} button={button} />;
}

function ArmedMenu({
  service,
  onAction,
  writeReason,
  button,
}: {
  service: Service;
  onAction: (action: ServiceAction) => void;
  writeReason: string | undefined;
  button: ReactElement;
}) {
  const { commands, deleteRefusal } = serviceActions(service);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={280} defaultOpened>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {writeReason && (
          <Menu.Label>
            <Text size="xs" c="dimmed" component="span">
              <IconLock size={12} style={{ verticalAlign: 'middle' }} /> {writeReason}
            </Text>
          </Menu.Label>
        )}
        {commands.length === 0 && <Menu.Label>No state command in this state</Menu.Label>}
        {commands.map((command) => {
          const Icon = SERVICE_COMMAND_ICONS[command];
          return (
            <Menu.Item key={command} leftSection={<Icon size={14} />} disabled={writeReason !== undefined} onClick={() => onAction(command)}>
              {SERVICE_COMMAND_DISPLAY[command].label}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={writeReason !== undefined || deleteRefusal !== undefined}
          onClick={() => onAction('delete')}
          aria-description={deleteRefusal}
        >
          Delete
          {deleteRefusal && writeReason === undefined && (
            <Text size="xs" c="dimmed" component="div">
              {deleteRefusal}
            </Text>
          )}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
