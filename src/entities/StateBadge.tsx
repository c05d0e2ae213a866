import { Badge, Loader, type BadgeProps } from '@mantine/core';
import type { StateDisplay } from './stateDisplay';
import { pipeStateDisplay } from './pipeState';
import { serviceStateDisplay } from './serviceState';

/** A state as a coloured badge; a changing state shows a spinner (the page polls until it settles). */
function StateBadge({ state: display, subject, ...props }: { state: StateDisplay; subject: string } & BadgeProps & { 'data-testid'?: string }) {
  return (
    <Badge
      color={display.color}
      variant="light"
      leftSection={display.transitional ? <Loader size={10} color={display.color} /> : undefined}
      aria-label={`${subject}: ${display.label}`}
      miw="max-content"
      {...props}
    >
      {display.label}
    </Badge>
  );
}

/** The service's state (label and colour from SERVICE_STATE_DISPLAY). */
export function ServiceStateBadge({ state, subject = 'State', ...props }: { state: string | undefined; subject?: string } & BadgeProps) {
  return <StateBadge state={serviceStateDisplay(state)} subject={subject} {...props} />;
}

/** The pipe's state (label and colour from PIPE_STATE_DISPLAY). */
export function PipeStateBadge({ state }: { state: string | undefined }) {
  return <StateBadge state={pipeStateDisplay(state)} subject="State" data-testid="pipe-state" />;
}
