import { revealedName } from '../../components/displayName';
/** Display helpers of the pipes pages. */
import type { PipeBound } from '../../contract';

/** A readable value for any scalar; lists joined by commas; empty as a dash. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => displayValue(v)).join(', ');
  return revealedName(String(value));
}

/** "replicaCpuMillicores" -> "Replica cpu millicores"; "db_max_threads" -> "Db max threads". */
export function humanize(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A bounded value with its unit: "5,000 ms", "2 GB", "60 seconds" (a unit in lower-case words is
 * made plural: the bounds name it in the singular, "at least 1 second"); other values as displayValue.
 */
export function valueWithUnit(value: unknown, bound: PipeBound | undefined): string {
  if (typeof value !== 'number') return displayValue(value);
  const unit = bound?.unit;
  const plural = unit && value !== 1 && /^[a-z ]+$/.test(unit) && !unit.endsWith('s') ? `${unit}s` : unit;
  return plural ? `${value.toLocaleString('en-US')} ${plural}` : value.toLocaleString('en-US');
}
