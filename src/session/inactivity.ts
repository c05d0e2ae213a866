import { useEffect, useState } from 'react';
import { createSettleTimer } from '../components/settleTimer';

/**
 * Follows activity on `target` and reports when nothing happened for `timeout` ms, and when
 * activity comes back. An event only notes its time (no state update, no new timer: it runs on
 * every keystroke and mouse move; see createSettleTimer). Returns the function that stops following.
 */
export function watchInactivity(target: EventTarget, events: readonly string[], timeout: number, onIdleChange: (idle: boolean) => void): () => void {
  let idle = false;
  const settle = createSettleTimer(timeout, () => {
    idle = true;
    onIdleChange(true);
  });
  const onActivity = () => {
    settle.poke();
    if (!idle) return;
    idle = false;
    onIdleChange(false);
  };
  for (const event of events) target.addEventListener(event, onActivity, { passive: true });
  settle.poke();
  return () => {
    for (const event of events) target.removeEventListener(event, onActivity);
    settle.cancel();
  };
}

/** Whether the page saw none of `events` for `timeout` ms (`events`: a module constant). */
export function useInactivity(timeout: number, events: readonly string[]): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => watchInactivity(document, events, timeout, setIdle), [timeout, events]);
  return idle;
}
