import { Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { pollBudget } from '../api/pollBudget';

/** Waits shorter than this are not announced (a poll a few milliseconds late is not news). */
const SHOWN_FROM_MS = 500;

/**
 * "Waiting on the rate limit: next update in 4 s" while polling waits for the tab's request budget
 * (api/pollBudget): the budget is spent, or a 429 asked to wait. Nothing otherwise.
 */
export function RateLimitWait() {
  const { waitingUntil } = useSyncExternalStore(pollBudget.subscribe, pollBudget.getState);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (waitingUntil === 0) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [waitingUntil]);
  const left = waitingUntil - now;
  if (waitingUntil === 0 || now === 0 || left < SHOWN_FROM_MS) return null;
  return (
    <Text size="xs" c="dimmed" span role="status" data-testid="rate-limit-wait">
      Waiting on the rate limit: next update in {Math.ceil(left / 1000)} s ·
    </Text>
  );
}
