import { useEffect, useState } from 'react';

/**
 * Follows activity on `target` and reports when nothing happened for `timeout` ms, and when
 * activity comes back. An event only notes its time (no state update, no new timer: it runs on
 * every keystroke and mouse move); one timer looks at that time when it fires and waits again
 * for what is left. Returns the function that stops following.
 */
export function watchInactivity(target: EventTarget, events: readonly string[], timeout: number, onIdleChange: (idle: boolean) => void): () => void {
  let last = Date.now();
  let idle = false;
  let timer: ReturnType<typeof setTimeout>;
  const check = () => {
    const left = last + timeout - Date.now();
    if (left > 0) {
      timer = setTimeout(check, left);
      return;
    }
    idle = true;
    onIdleChange(true);
  };
  const onActivity = () => {
    last = Date.now();
    if (!idle) return;
    idle = false;
    onIdleChange(false);
    timer = setTimeout(check, timeout);
  };
  for (const event of events) target.addEventListener(event, onActivity, { passive: true });
  timer = setTimeout(check, timeout);
  return () => {
    for (const event of events) target.removeEventListener(event, onActivity);
    clearTimeout(timer);
  };
}

/** Whether the page saw none of `events` for `timeout` ms (`events`: a module constant). */
export function useInactivity(timeout: number, events: readonly string[]): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => watchInactivity(document, events, timeout, setIdle), [timeout, events]);
  return idle;
}
