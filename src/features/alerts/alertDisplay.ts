import type { Alert, AlertInterval } from '../../contract';

/** Display helpers of the alerts pages. */

export const INTERVAL_LABELS: Record<AlertInterval, string> = {
  '1m': '1 minute',
  '5m': '5 minutes',
  '15m': '15 minutes',
  '30m': '30 minutes',
  '1h': '1 hour',
  '6h': '6 hours',
  '12h': '12 hours',
  '1d': '1 day',
};

export function intervalLabel(interval: string): string {
  return INTERVAL_LABELS[interval as AlertInterval] ?? interval;
}

const STATE_COLORS: Record<string, string> = {
  ALERT: 'red',
  OK: 'green',
  INSUFFICIENT_DATA: 'yellow',
  DISABLED: 'gray',
  PENDING: 'blue',
  active: 'green',
  inactive: 'gray',
};

export function alertStateColor(state: string | undefined): string {
  return (state && STATE_COLORS[state]) ?? 'gray';
}

/** "INSUFFICIENT_DATA" -> "Insufficient data". */
export function alertStateLabel(state: string | undefined): string {
  if (!state) return 'Unknown';
  const words = state.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function sourceLabel(source: string): string {
  if (source === 'tile') return 'Dashboard tile';
  if (source === 'search') return 'Saved search'; // also the real service's saved_search, read as search
  return source;
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Below 250". */
export function thresholdOf(alert: Pick<Alert, 'threshold' | 'thresholdType'>): string {
  return `${capitalize(alert.thresholdType)} ${alert.threshold.toLocaleString('en-US')}`;
}

/** "Below 250, checked every 15 minutes". */
export function conditionOf(alert: Pick<Alert, 'threshold' | 'thresholdType' | 'interval'>): string {
  return `${thresholdOf(alert)}, checked every ${intervalLabel(alert.interval)}`;
}
