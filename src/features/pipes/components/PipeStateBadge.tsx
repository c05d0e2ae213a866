import { Badge, Loader } from '@mantine/core';
import { isTransitionalPipe, pipeStateColor, pipeStateLabel } from '../pipeState';

/** The pipe's state, coloured by family; a changing state shows a spinner (the page polls until it settles). */
export function PipeStateBadge({ state }: { state: string | undefined }) {
  const color = pipeStateColor(state);
  return (
    <Badge
      color={color}
      variant="light"
      leftSection={isTransitionalPipe(state) ? <Loader size={10} color={color} /> : undefined}
      aria-label={`State: ${pipeStateLabel(state)}`}
      data-testid="pipe-state"
    >
      {pipeStateLabel(state)}
    </Badge>
  );
}
