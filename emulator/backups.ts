// A service's backups, computed from what is stored (its creation time, size and backup
// configuration's history) and the emulator's clock, so they are the same at every read and after
// a restart, and move only when the clock does.
//
// - The first backup (full) starts when the service is created; each next one a period later, or,
//   with a start time, at that time of day (UTC) at least 24 hours after the one before (the real
//   scheduler skips a day when a backup ran less than 24 hours before). A change of the
//   configuration applies from the next backup on.
// - Every seventh backup is full, the others incremental; a full backup holds the service's data
//   (its memory x replicas, growing with its age), an incremental a small part of it.
// - A backup runs 60 s plus 150 MiB/s of its size; until then it is `in_progress`. About one in
//   23 incremental backups fails (`error`, nothing kept); the first backup never does.
// - A backup is listed until the retention period in force has passed since it finished.
import { BACKUP_CONFIGURATION_DEFAULTS, type Backup, type BackupSource } from '../src/contract/index.js';
import { createHash } from 'node:crypto';
import { nowIso } from './http.js';
import { stableUuid, type BackupSchedule, type StoredService } from './state.js';
import type { Store } from './store.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GIB = 2 ** 30;
const MIB = 2 ** 20;
/** A service's data per GB of its memory, before growth. */
const DATA_PER_MEMORY_GB = GIB / 4;
const FULL_EVERY = 7;
const FAIL_ONE_IN = 23;
/** More backups than any retention shows (1080 h every 6 h is 180): a bound on the walk. */
const MAX_SLOTS = 50_000;

/** The configuration in force now (the defaults until one was changed). */
export function backupConfigurationOf(svc: StoredService): { backupPeriodInHours: number; backupRetentionPeriodInHours: number; backupStartTime?: string } {
  return svc.backupConfiguration ?? { ...BACKUP_CONFIGURATION_DEFAULTS };
}

function schedules(svc: StoredService): (BackupSchedule & { at: number })[] {
  const created = Date.parse(svc.createdAt);
  const first = { from: svc.createdAt, backupPeriodInHours: BACKUP_CONFIGURATION_DEFAULTS.backupPeriodInHours, at: created };
  return [first, ...(svc.backupSchedules ?? []).map((s) => ({ ...s, at: Date.parse(s.from) }))];
}

function nextAfter(t: number, s: BackupSchedule): number {
  if (s.backupStartTime === undefined) return t + s.backupPeriodInHours * HOUR;
  const [h, m] = s.backupStartTime.split(':').map(Number);
  const earliest = t + DAY;
  const day = new Date(earliest);
  const candidate = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h, m);
  return candidate >= earliest ? candidate : candidate + DAY;
}

/** When each backup started, oldest first, up to `now`. */
function slots(svc: StoredService, now: number): number[] {
  const plans = schedules(svc);
  const out: number[] = [];
  let t = plans[0].at;
  while (t <= now && out.length < MAX_SLOTS) {
    out.push(t);
    let inForce = plans[0];
    for (const p of plans) if (p.at <= t) inForce = p;
    let next = nextAfter(t, inForce);
    for (const p of plans) {
      if (p.at <= t || p.at >= next) continue;
      next = nextAfter(t, p);
      while (next < p.at) next = nextAfter(next, p);
    }
    t = next;
  }
  return out;
}

const fraction = (seed: string) => createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;

function backupAt(svc: StoredService, index: number, startedAt: number, now: number): Backup & { id: string; status: string } {
  const id = stableUuid(`backup:${svc.id}:${startedAt}`);
  const ageDays = (startedAt - Date.parse(svc.createdAt)) / DAY;
  const data = svc.maxReplicaMemoryGb * svc.numReplicas * DATA_PER_MEMORY_GB * (1 + ageDays / 30);
  const full = index % FULL_EVERY === 0;
  const failed = !full && fraction(`${id}:fail`) < 1 / FAIL_ONE_IN;
  const size = failed ? 0 : Math.round(full ? data : data * (0.04 + 0.08 * fraction(`${id}:size`)));
  const seconds = Math.round(60 + (failed ? data / 20 : size) / (150 * MIB));
  const finishedAt = startedAt + seconds * 1000;
  const common = { id, serviceId: svc.id, startedAt: nowIso(startedAt), type: full ? ('full' as const) : ('incremental' as const) };
  if (now < finishedAt) {
    const elapsed = Math.floor((now - startedAt) / 1000);
    return { ...common, status: 'in_progress', sizeInBytes: Math.round((size * elapsed) / seconds), durationInSeconds: elapsed };
  }
  return { ...common, status: failed ? 'error' : 'done', finishedAt: nowIso(finishedAt), sizeInBytes: size, durationInSeconds: seconds };
}

/** The service's backups at `now`, newest first (as the real list is). */
export function backupsOf(svc: StoredService, now: number): (Backup & { id: string; status: string })[] {
  const retention = backupConfigurationOf(svc).backupRetentionPeriodInHours * HOUR;
  const out = [];
  const starts = slots(svc, now);
  for (let i = starts.length - 1; i >= 0; i--) {
    const b = backupAt(svc, i, starts[i], now);
    if (b.finishedAt !== undefined && Date.parse(b.finishedAt) + retention <= now) break;
    out.push(b);
  }
  return out;
}

/** A backup of any of the organization's services, with where its service runs (the restore rule). */
export function findOrgBackup(store: Store, organizationId: string, backupId: string, now: number): (BackupSource & { serviceId: string }) | undefined {
  const wanted = backupId.toLowerCase();
  for (const svc of store.services.inGroup(organizationId)) {
    const backup = backupsOf(svc, now).find((b) => b.id === wanted);
    if (backup) return { serviceId: svc.id, status: backup.status, region: svc.region, provider: svc.provider, tier: svc.tier };
  }
  return undefined;
}
