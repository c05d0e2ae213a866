import { nameText } from '../../components/displayName';
import { isRangeThresholdType, type Alert, type AlertInterval } from '../../contract';

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
  return INTERVAL_LABELS[interval as AlertInterval] ?? nameText(interval);
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
  const words = nameText(state).replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function sourceLabel(source: string): string {
  if (source === 'tile') return 'Dashboard tile';
  if (source === 'search') return 'Saved search'; // also the real service's saved_search, read as search
  return nameText(source);
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The threshold types of both dialects (HyperDX's eight; the contract's above and below among them). */
const THRESHOLD_TYPE_LABELS: Record<string, string> = {
  above: 'Above',
  below: 'Below',
  above_exclusive: 'Above (exclusive)',
  below_or_equal: 'Below or equal',
  equal: 'Equal to',
  not_equal: 'Not equal to',
  between: 'Between',
  not_between: 'Not between',
};

/** "Below or equal"; a type a server added later reads as its words ("Something new"). */
export function thresholdTypeLabel(thresholdType: string): string {
  return THRESHOLD_TYPE_LABELS[thresholdType] ?? capitalize(nameText(thresholdType).replace(/_/g, ' '));
}

const number = (n: number) => n.toLocaleString('en-US');

/** "Below 250", "Between 100 and 500" (a range without its upper bound says so). */
export function thresholdOf(alert: Pick<Alert, 'threshold' | 'thresholdType'> & Partial<Pick<Alert, 'thresholdMax'>>): string {
  const label = thresholdTypeLabel(alert.thresholdType);
  if (!isRangeThresholdType(alert.thresholdType)) return `${label} ${number(alert.threshold)}`;
  const max = alert.thresholdMax;
  return `${label} ${number(alert.threshold)} and ${typeof max === 'number' ? number(max) : 'no upper bound'}`;
}

/** "Below 250, checked every 15 minutes". */
export function conditionOf(alert: Pick<Alert, 'threshold' | 'thresholdType' | 'interval'> & Partial<Pick<Alert, 'thresholdMax'>>): string {
  return `${thresholdOf(alert)}, checked every ${intervalLabel(alert.interval)}`;
}
