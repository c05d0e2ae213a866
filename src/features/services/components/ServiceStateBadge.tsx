import { Badge, Loader } from '@mantine/core';
import { isTransitional, stateColor, stateLabel } from '../serviceState';

/** The service's state; a transitional state shows a spinner (the page polls until it settles). */
export function ServiceStateBadge({ state }: { state: string | undefined }) {
  const moving = isTransitional(state);
  return (
    <Badge
      color={stateColor(state)}
      variant="light"
      leftSection={moving ? <Loader size={10} color={stateColor(state)} /> : undefined}
      aria-label={`State: ${stateLabel(state)}`}
      miw="max-content"
    >
      {stateLabel(state)}
    </Badge>
  );
}
