import { Tooltip, type TooltipProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Mantine's Tooltip for something in a list row. A Tooltip runs its floating-ui hooks from its
 * first render, open or not, which every rendered row paid while a long list opened and scrolled;
 * here it is created when the pointer first enters its target (and opens then). Until that, only
 * the target is rendered. For targets that do not take the focus (a label, a code): the hint is
 * extra, what it says is also in the target's accessible name.
 */
export function RowTooltip({ children, ...props }: TooltipProps) {
  const [armed, setArmed] = useState(false);
  return (
    <span style={{ display: 'contents' }} onPointerEnter={armed ? undefined : () => setArmed(true)}>
      {armed ? (
        <Tooltip defaultOpened {...props}>
          {children}
        </Tooltip>
      ) : (
        children
      )}
    </span>
  );
}
