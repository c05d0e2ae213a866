import { Text, type TextProps } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { dateTimeTitle, formatDateTime, formatRelative, toTime } from './dateTime';

/**
 * One clock for every relative time on screen: ticks every 30 s while at least one is shown,
 * so "2 minutes ago" does not stay "just now" on an idle page.
 */
const TICK_MS = 30_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}

interface Props extends Omit<TextProps, 'children'> {
  value: string | number | Date | null | undefined;
  /** Shown when there is no value ("—" by default; "Never" for a key never used). */
  fallback?: string;
}

function TimeText({ value, shown, ...text }: Omit<Props, 'fallback'> & { shown: string }) {
  const time = toTime(value);
  return (
    <Text
      component="time"
      size="sm"
      dateTime={time === undefined ? undefined : new Date(time).toISOString()}
      title={dateTimeTitle(value)}
      c={time === undefined ? 'dimmed' : undefined}
      {...text}
    >
      {shown}
    </Text>
  );
}

/** A date and time with its time zone; hovering shows the ISO value as the API sent it. */
export function DateTime({ value, fallback = '—', ...text }: Props) {
  return <TimeText value={value} shown={formatDateTime(value, fallback)} {...text} />;
}

/** "3 minutes ago", for lists that show recency; hovering shows the absolute time and the ISO value. */
export function RelativeTime({ value, fallback = '—', ...text }: Props) {
  const current = useNow();
  // The shared clock ticks every 30 s; a time read after its last tick (a list refetched a moment
  // ago) is "now", not "in 12 seconds".
  const time = toTime(value);
  const reference = time !== undefined && time > current && time - current <= TICK_MS ? time : current;
  return <TimeText value={value} shown={formatRelative(value, reference, fallback)} style={{ whiteSpace: 'nowrap' }} {...text} />;
}
