import { useEffect, useState } from 'react';
import { createSettleTimer } from '../components/settleTimer';

/**
 * After noticing activity, how long the page stops listening for more: typing and mouse moves come
 * many times a second, and each one called a listener (a keystroke in every form paid for it).
 * Idle may thus be reported up to this much early, against a timeout of minutes.
 */
export const NOTICE_PAUSE_MS = 10_000;

/**
 * Follows activity on `target` and reports when nothing happened for `timeout` ms, and when
 * activity comes back. An event only notes its time (no state update, no new timer per event; see
 * createSettleTimer), and the listeners rest for NOTICE_PAUSE_MS after each one noticed.
 * Returns the function that stops following.
 */
export function watchInactivity(target: EventTarget, events: readonly string[], timeout: number, onIdleChange: (idle: boolean) => void): () => void {
  let idle = false;
  let resume: ReturnType<typeof setTimeout> | undefined;
  const settle = createSettleTimer(timeout, () => {
    idle = true;
    onIdleChange(true);
  });
  const listen = (on: boolean) => {
    for (const event of events) {
      if (on) target.addEventListener(event, onActivity, { passive: true });
      else target.removeEventListener(event, onActivity);
    }
  };
  function onActivity() {
    settle.poke();
    listen(false);
    resume = setTimeout(() => listen(true), NOTICE_PAUSE_MS);
    if (!idle) return;
    idle = false;
    onIdleChange(false);
  }
  listen(true);
  settle.poke();
  return () => {
    clearTimeout(resume);
    listen(false);
    settle.cancel();
  };
}

/** Whether the page saw none of `events` for `timeout` ms (`events`: a module constant). */
export function useInactivity(timeout: number, events: readonly string[]): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => watchInactivity(document, events, timeout, setIdle), [timeout, events]);
  return idle;
}
