import { alertSilence, type Alert } from '../../contract';
import { formatDateTime, toTime } from '../../components/dateTime';

/**
 * Whether an alert is silenced now: the contract's `silenced: true`, or HyperDX's silencing object
 * whose `until` has not passed (HyperDX keeps the object after the silence ends).
 */
export function isSilencedNow(alert: Pick<Alert, 'silenced'>, now: number = Date.now()): boolean {
  const silence = alertSilence(alert);
  if (!silence.silenced) return false;
  const until = toTime(silence.until);
  return until === undefined || until > now;
}

/**
 * "Yes, until Mar 20, 2026, 8:00 AM UTC, by 65f5…, since Mar 19, 2026, 8:00 AM UTC"; "No"; "No
 * (a silence ended …)". What the server did not say is left out.
 */
export function silenceSummary(alert: Pick<Alert, 'silenced'>, now: number = Date.now()): string {
  const silence = alertSilence(alert);
  if (!silence.silenced) return 'No';
  if (!isSilencedNow(alert, now)) return `No (a silence ended ${formatDateTime(silence.until)})`;
  const parts = ['Yes'];
  if (silence.until) parts.push(`until ${formatDateTime(silence.until)}`);
  if (silence.by) parts.push(`by ${silence.by}`);
  if (silence.at) parts.push(`since ${formatDateTime(silence.at)}`);
  return parts.join(', ');
}
