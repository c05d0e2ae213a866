/**
 * Service backups (OpenAPI "Backup", "BackupConfiguration"): `GET .../services/{serviceId}/backups`,
 * `GET .../backups/{backupId}`, `GET` / `PATCH .../services/{serviceId}/backupConfiguration`, and
 * the rule of a service created from a backup (`backupId` of the create request).
 *
 * The rules, from the OpenAPI document and ClickHouse Cloud's "Configurable backups" page:
 * - `backupPeriodInHours`: the hours between backups, one of 6, 8, 12, 16, 20, 24, 36, 48;
 * - `backupRetentionPeriodInHours`: a whole number of days in hours, 24 (1 day) to 1080 (45 days);
 * - `backupStartTime`: `HH:MM`, in UTC; when set, the period becomes 24 hours (start time and
 *   period are exclusive, the start time wins), so a body may not give both with another period;
 * - `null` resets a setting to its default (one backup a day, kept one day, no start time);
 * - the PATCH requires an admin key;
 * - a new service restored from a backup has the region, tier and provider of the service the
 *   backup was taken from, and only a finished backup (`done`) can be restored.
 */
import { z } from 'zod';
import type { ContractIssue } from './common.js';
import { looseEnum, numberRule, strictObject, text } from './common.js';

export const BACKUP_STATUSES = ['done', 'error', 'in_progress'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];
export const BACKUP_TYPES = ['full', 'incremental'] as const;

export const BACKUP_PERIODS_IN_HOURS = [6, 8, 12, 16, 20, 24, 36, 48] as const;
export const BACKUP_LIMITS = {
  retentionMinHours: 24,
  retentionMaxHours: 1080,
  retentionStepHours: 24,
  /** The period a start time implies. */
  startTimePeriodHours: 24,
} as const;

/** The configuration of a service nobody configured (ClickHouse Cloud: "one daily backup", kept 1 day). */
export const BACKUP_CONFIGURATION_DEFAULTS = {
  backupPeriodInHours: 24,
  backupRetentionPeriodInHours: 24,
} as const;

export const BACKUP_MESSAGES = {
  period: `Choose how often: every ${BACKUP_PERIODS_IN_HOURS.join(', ')} hours.`,
  retention: `Must be a whole number of days in hours: a multiple of ${BACKUP_LIMITS.retentionStepHours} between ${BACKUP_LIMITS.retentionMinHours} (1 day) and ${BACKUP_LIMITS.retentionMaxHours} (45 days).`,
  startTime: 'Enter a time of day in UTC as HH:MM, like 02:30.',
  startTimeWithPeriod: `With a start time, backups are taken every ${BACKUP_LIMITS.startTimePeriodHours} hours: clear the start time or choose ${BACKUP_LIMITS.startTimePeriodHours} hours.`,
  nothingToChange: 'Change at least one setting.',
  notDone: 'Only a finished backup (status done) can be restored; choose another backup.',
  region: (region: string) => `A service restored from a backup must be in the region of the service the backup was taken from: ${region}.`,
  tier: (tier: string) => `A service restored from a backup must have the tier of the service the backup was taken from: ${tier}.`,
  provider: (provider: string) => `A service restored from a backup must run on the provider of the service the backup was taken from: ${provider}.`,
} as const;

const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const backupPeriodSchema = numberRule(BACKUP_MESSAGES.period, (n) => (BACKUP_PERIODS_IN_HOURS as readonly number[]).includes(n), {
  unit: 'hours',
  example: 24,
});
export const backupRetentionSchema = numberRule(
  BACKUP_MESSAGES.retention,
  (n) => Number.isInteger(n / BACKUP_LIMITS.retentionStepHours) && n >= BACKUP_LIMITS.retentionMinHours && n <= BACKUP_LIMITS.retentionMaxHours,
  { unit: 'hours', example: 24 },
);
export const backupStartTimeSchema = text().trim().regex(START_TIME, { error: BACKUP_MESSAGES.startTime });

/**
 * `PATCH .../backupConfiguration`: each setting a value, `null` (back to its default), or left
 * out (unchanged). A start time fixes the period at 24 hours.
 */
export const backupConfigurationPatchSchema = strictObject({
  backupPeriodInHours: backupPeriodSchema.nullable().optional(),
  backupRetentionPeriodInHours: backupRetentionSchema.nullable().optional(),
  backupStartTime: backupStartTimeSchema.nullable().optional(),
}).superRefine((body, ctx) => {
  if (Object.values(body).every((v) => v === undefined)) ctx.addIssue({ code: 'custom', path: [], message: BACKUP_MESSAGES.nothingToChange });
  if (
    typeof body.backupStartTime === 'string' &&
    typeof body.backupPeriodInHours === 'number' &&
    body.backupPeriodInHours !== BACKUP_LIMITS.startTimePeriodHours
  ) {
    ctx.addIssue({ code: 'custom', path: ['backupPeriodInHours'], message: BACKUP_MESSAGES.startTimeWithPeriod });
  }
});
export type BackupConfigurationPatch = z.infer<typeof backupConfigurationPatchSchema>;
export type BackupConfigurationPatchInput = z.input<typeof backupConfigurationPatchSchema>;

export const backupConfigurationSchema = z.looseObject({
  backupPeriodInHours: z.number().optional(),
  backupRetentionPeriodInHours: z.number().optional(),
  backupStartTime: z.string().nullable().optional(),
});
export type BackupConfiguration = z.infer<typeof backupConfigurationSchema>;

export const backupSchema = z.looseObject({
  id: z.string(),
  status: looseEnum(BACKUP_STATUSES).optional(),
  serviceId: z.string().optional(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  sizeInBytes: z.number().optional(),
  durationInSeconds: z.number().optional(),
  type: looseEnum(BACKUP_TYPES).optional(),
  backupName: z.string().optional(),
});
export type Backup = z.infer<typeof backupSchema>;

/** What the restore rule needs of a backup: its status, and where its service ran. */
export interface BackupSource {
  status?: string;
  region?: string;
  provider?: string;
  tier?: string;
}

/**
 * A create request with `backupId`: the backup must be finished, and the region, tier and provider
 * the request gives must be the original service's (one left out takes the original's). Each
 * issue is on the field it is about.
 */
export function backupRestoreIssues(body: { region?: string; tier?: string; provider?: string }, source: BackupSource): ContractIssue[] {
  const out: ContractIssue[] = [];
  if (source.status !== undefined && source.status !== 'done') out.push({ path: 'backupId', message: BACKUP_MESSAGES.notDone });
  if (body.region !== undefined && source.region !== undefined && body.region !== source.region) {
    out.push({ path: 'region', message: BACKUP_MESSAGES.region(source.region) });
  }
  if (body.tier !== undefined && source.tier !== undefined && body.tier !== source.tier) out.push({ path: 'tier', message: BACKUP_MESSAGES.tier(source.tier) });
  if (body.provider !== undefined && source.provider !== undefined && body.provider !== source.provider) {
    out.push({ path: 'provider', message: BACKUP_MESSAGES.provider(source.provider) });
  }
  return out;
}

/**
 * A PATCH against the configuration now: a period other than 24 hours while a start time stays
 * set (the one stored, or the one sent) is refused on the period.
 */
export function backupConfigurationPatchIssues(current: { backupStartTime?: string }, patch: BackupConfigurationPatch): ContractIssue[] {
  const startTime = patch.backupStartTime === undefined ? current.backupStartTime : (patch.backupStartTime ?? undefined);
  return startTime !== undefined && typeof patch.backupPeriodInHours === 'number' && patch.backupPeriodInHours !== BACKUP_LIMITS.startTimePeriodHours
    ? [{ path: 'backupPeriodInHours', message: BACKUP_MESSAGES.startTimeWithPeriod }]
    : [];
}

/** The configuration after a PATCH: `null` back to the default, a start time fixing the period at 24 hours. */
export function appliedBackupConfiguration(
  current: { backupPeriodInHours: number; backupRetentionPeriodInHours: number; backupStartTime?: string },
  patch: BackupConfigurationPatch,
): { backupPeriodInHours: number; backupRetentionPeriodInHours: number; backupStartTime?: string } {
  const pick = <T>(sent: T | null | undefined, now: T, fallback: T) => (sent === undefined ? now : sent === null ? fallback : sent);
  const startTime = patch.backupStartTime === undefined ? current.backupStartTime : (patch.backupStartTime ?? undefined);
  const period = pick(patch.backupPeriodInHours, current.backupPeriodInHours, BACKUP_CONFIGURATION_DEFAULTS.backupPeriodInHours);
  return {
    backupPeriodInHours: startTime !== undefined ? BACKUP_LIMITS.startTimePeriodHours : period,
    backupRetentionPeriodInHours: pick(
      patch.backupRetentionPeriodInHours,
      current.backupRetentionPeriodInHours,
      BACKUP_CONFIGURATION_DEFAULTS.backupRetentionPeriodInHours,
    ),
    ...(startTime !== undefined ? { backupStartTime: startTime } : {}),
  };
}
