import type { Backup } from '../../../contract';
import { formatDateTime } from '../../../components/dateTime';
import { nameText } from '../../../components/displayName';

/** How a backup's values read on screen: sizes in binary units, durations in h/min/s, statuses in words. */

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];

/** "1.5 GiB", "512 B"; a dash when the size is not known. */
export function sizeText(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${UNITS[unit]}`;
}

/** "45 s", "3 min 20 s", "2 h 5 min"; a dash when not known. */
export function durationText(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const minutes = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ''}`;
}

export const BACKUP_STATUS_VIEW: Record<string, { label: string; color: string }> = {
  done: { label: 'Done', color: 'green' },
  in_progress: { label: 'In progress', color: 'blue' },
  error: { label: 'Failed', color: 'red' },
};

export function statusView(status: string | undefined): { label: string; color: string } {
  return (status && BACKUP_STATUS_VIEW[status]) || { label: status ?? 'Unknown', color: 'gray' };
}

/** Only a finished backup can be restored into a new service. */
export const isRestorable = (b: Backup): boolean => b.status === 'done';

/** A backup as one line: "Analytics · 4 Dec 2026, 02:00 UTC · 1.5 GiB" (a choice's label). */
export function backupLabel(serviceName: string, backup: Backup): string {
  return [nameText(serviceName), formatDateTime(backup.startedAt), sizeText(backup.sizeInBytes)].join(' · ');
}
