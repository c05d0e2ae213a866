import { z } from 'zod';
import {
  BACKUP_CONFIGURATION_DEFAULTS,
  backupConfigurationPatchIssues,
  backupConfigurationPatchSchema,
  REQUIRED_MESSAGE,
  type BackupConfiguration,
  type BackupConfigurationPatch,
} from '../../../contract';

/** The backup configuration form's values: the period is a choice (its text), the start time a text ('' = none). */
export interface BackupConfigurationValues {
  backupPeriodInHours?: string;
  backupRetentionPeriodInHours?: number;
  backupStartTime: string;
}

export const BACKUP_CONFIGURATION_FIELDS = ['backupPeriodInHours', 'backupRetentionPeriodInHours', 'backupStartTime'] as const;

/** The form's starting point: the configuration as read (the defaults where the server says nothing). */
export function backupConfigurationValuesOf(configuration: BackupConfiguration): BackupConfigurationValues {
  return {
    backupPeriodInHours: String(configuration.backupPeriodInHours ?? BACKUP_CONFIGURATION_DEFAULTS.backupPeriodInHours),
    backupRetentionPeriodInHours: configuration.backupRetentionPeriodInHours ?? BACKUP_CONFIGURATION_DEFAULTS.backupRetentionPeriodInHours,
    backupStartTime: configuration.backupStartTime ?? '',
  };
}

/**
 * The PATCH body: only what differs from the configuration now. A start time emptied is sent as
 * `null` (no start time: the period applies again); a value that is not a number is handed to the
 * contract as it is, which says what to type.
 */
export function changedBackupConfiguration(values: BackupConfigurationValues, current: BackupConfigurationValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (values.backupPeriodInHours !== undefined && values.backupPeriodInHours !== current.backupPeriodInHours) {
    body.backupPeriodInHours = Number(values.backupPeriodInHours);
  }
  if (values.backupRetentionPeriodInHours !== undefined && values.backupRetentionPeriodInHours !== current.backupRetentionPeriodInHours) {
    body.backupRetentionPeriodInHours = values.backupRetentionPeriodInHours;
  }
  const startTime = values.backupStartTime.trim();
  if (startTime !== current.backupStartTime) body.backupStartTime = startTime === '' ? null : startTime;
  return body;
}

/**
 * Resolver schema: the values against the configuration now (`baseline`, read at validation time
 * so a saved configuration becomes the next baseline) to the PATCH body, judged by the contract:
 * each setting's bounds, a start time with another period than 24 hours (sent, or stored and kept).
 */
export function backupConfigurationFormSchema(baseline: () => BackupConfigurationValues) {
  return z
    .custom<BackupConfigurationValues>()
    .superRefine((values, ctx) => {
      if (values.backupPeriodInHours === undefined) ctx.addIssue({ code: 'custom', path: ['backupPeriodInHours'], message: REQUIRED_MESSAGE });
      if (values.backupRetentionPeriodInHours === undefined)
        ctx.addIssue({ code: 'custom', path: ['backupRetentionPeriodInHours'], message: REQUIRED_MESSAGE });
    })
    .transform((values) => changedBackupConfiguration(values, baseline()))
    .pipe(backupConfigurationPatchSchema)
    .superRefine((body, ctx) => {
      // A start time sent was judged with the period by the contract's schema; here, the stored one kept.
      const stored = baseline().backupStartTime;
      if (body.backupStartTime !== undefined) return;
      for (const issue of backupConfigurationPatchIssues(stored === '' ? {} : { backupStartTime: stored }, body)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    }) as unknown as z.ZodType<BackupConfigurationPatch, BackupConfigurationValues>;
}
