import { useEffect, useState } from 'react';

/**
 * Follows activity on `target` and reports when nothing happened for `timeout` ms, and when
 * activity comes back: each event starts the timeout again. Returns the function that stops
 * following.
 */
export function watchInactivity(target: EventTarget, events: readonly string[], timeout: number, onIdleChange: (idle: boolean) => void): () => void {
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      onIdleChange(true);
    }, timeout);
  };
  const onActivity = () => {
    restart();
    if (!idle) return;
    idle = false;
    onIdleChange(false);
  };
  for (const event of events) target.addEventListener(event, onActivity, { passive: true });
  restart();
  return () => {
    clearTimeout(timer);
    for (const event of events) target.removeEventListener(event, onActivity);
  };
}

/** Whether the page saw none of `events` for `timeout` ms (`events`: a module constant). */
export function useInactivity(timeout: number, events: readonly string[]): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => watchInactivity(document, events, timeout, setIdle), [timeout, events]);
  return idle;
}
