import { describe, expect, it } from 'vitest';
import {
  appliedBackupConfiguration,
  BACKUP_MESSAGES as M,
  backupConfigurationPatchIssues,
  backupConfigurationPatchSchema,
  backupRestoreIssues,
  backupSchema,
} from './backup.js';
import { checkRow, issue, issuesOf, type Row } from './test-helpers.js';

describe('backupConfigurationPatchSchema', () => {
  it.each<Row>([
    ['every 6 hours (the shortest)', { backupPeriodInHours: 6 }, null],
    ['every 48 hours (the longest)', { backupPeriodInHours: 48 }, null],
    ['every 36 hours', { backupPeriodInHours: 36 }, null],
    ['every 5 hours (below the shortest)', { backupPeriodInHours: 5 }, issue('backupPeriodInHours', M.period)],
    ['every 49 hours (past the longest)', { backupPeriodInHours: 49 }, issue('backupPeriodInHours', M.period)],
    ['every 10 hours (not an offered step)', { backupPeriodInHours: 10 }, issue('backupPeriodInHours', M.period)],
    ['every 24.5 hours', { backupPeriodInHours: 24.5 }, issue('backupPeriodInHours', M.period)],
    ['retention 24 hours (1 day, the least)', { backupRetentionPeriodInHours: 24 }, null],
    ['retention 1080 hours (45 days, the most)', { backupRetentionPeriodInHours: 1080 }, null],
    ['retention 0 hours', { backupRetentionPeriodInHours: 0 }, issue('backupRetentionPeriodInHours', M.retention)],
    ['retention 23 hours (just below)', { backupRetentionPeriodInHours: 23 }, issue('backupRetentionPeriodInHours', M.retention)],
    ['retention 1104 hours (46 days, just past)', { backupRetentionPeriodInHours: 1104 }, issue('backupRetentionPeriodInHours', M.retention)],
    ['retention 36 hours (not whole days)', { backupRetentionPeriodInHours: 36 }, issue('backupRetentionPeriodInHours', M.retention)],
    ['start time 00:00', { backupStartTime: '00:00' }, null],
    ['start time 23:59', { backupStartTime: '23:59' }, null],
    ['start time 24:00', { backupStartTime: '24:00' }, issue('backupStartTime', M.startTime)],
    ['start time 12:60', { backupStartTime: '12:60' }, issue('backupStartTime', M.startTime)],
    ['start time 2:30 (one digit)', { backupStartTime: '2:30' }, issue('backupStartTime', M.startTime)],
    ['start time with seconds', { backupStartTime: '02:30:00' }, issue('backupStartTime', M.startTime)],
    ['a start time with 24 hours', { backupStartTime: '02:30', backupPeriodInHours: 24 }, null],
    ['a start time with 12 hours', { backupStartTime: '02:30', backupPeriodInHours: 12 }, issue('backupPeriodInHours', M.startTimeWithPeriod)],
    ['nulls reset to the defaults', { backupPeriodInHours: null, backupRetentionPeriodInHours: null, backupStartTime: null }, null],
    ['nothing to change', {}, issue('', M.nothingToChange)],
    [
      'unknown field',
      { backupRetention: 24 },
      [issue('backupRetention', 'Unknown field "backupRetention" is not accepted here.'), issue('', M.nothingToChange)],
    ],
  ])('%s', (...row) => checkRow(backupConfigurationPatchSchema, row));

  it('a typed text where hours belong says what to type', () => {
    expect(issuesOf(backupConfigurationPatchSchema, { backupRetentionPeriodInHours: '2 days' })[0].path).toBe('backupRetentionPeriodInHours');
  });

  it('trims the start time', () => {
    expect(backupConfigurationPatchSchema.parse({ backupStartTime: ' 02:30 ' }).backupStartTime).toBe('02:30');
  });
});

describe('backupConfigurationPatchIssues (against the stored start time)', () => {
  it('refuses another period while a stored start time stays', () => {
    expect(backupConfigurationPatchIssues({ backupStartTime: '02:00' }, { backupPeriodInHours: 12 })).toEqual([
      issue('backupPeriodInHours', M.startTimeWithPeriod),
    ]);
  });
  it('accepts another period when the start time is cleared with it', () => {
    expect(backupConfigurationPatchIssues({ backupStartTime: '02:00' }, { backupPeriodInHours: 12, backupStartTime: null })).toEqual([]);
  });
  it('accepts any offered period without a start time', () => {
    expect(backupConfigurationPatchIssues({}, { backupPeriodInHours: 6 })).toEqual([]);
  });
});

describe('appliedBackupConfiguration', () => {
  const current = { backupPeriodInHours: 12, backupRetentionPeriodInHours: 72 };
  it('changes what is sent and keeps the rest', () => {
    expect(appliedBackupConfiguration(current, { backupRetentionPeriodInHours: 48 })).toEqual({ backupPeriodInHours: 12, backupRetentionPeriodInHours: 48 });
  });
  it('null resets to the default', () => {
    expect(appliedBackupConfiguration(current, { backupPeriodInHours: null, backupRetentionPeriodInHours: null })).toEqual({
      backupPeriodInHours: 24,
      backupRetentionPeriodInHours: 24,
    });
  });
  it('a start time makes the period 24 hours; clearing it keeps that period', () => {
    const timed = appliedBackupConfiguration(current, { backupStartTime: '03:15' });
    expect(timed).toEqual({ backupPeriodInHours: 24, backupRetentionPeriodInHours: 72, backupStartTime: '03:15' });
    expect(appliedBackupConfiguration(timed, { backupStartTime: null })).toEqual({ backupPeriodInHours: 24, backupRetentionPeriodInHours: 72 });
  });
});

describe('backupRestoreIssues', () => {
  const source = { status: 'done', region: 'us-east-1', provider: 'aws', tier: 'production' };
  it('accepts the same region, tier and provider, or none given', () => {
    expect(backupRestoreIssues({ region: 'us-east-1', tier: 'production', provider: 'aws' }, source)).toEqual([]);
    expect(backupRestoreIssues({}, source)).toEqual([]);
  });
  it('refuses each one that differs, on its field', () => {
    expect(backupRestoreIssues({ region: 'us-west-2', tier: 'development', provider: 'gcp' }, source)).toEqual([
      issue('region', M.region('us-east-1')),
      issue('tier', M.tier('production')),
      issue('provider', M.provider('aws')),
    ]);
  });
  it('refuses a backup that is not done', () => {
    expect(backupRestoreIssues({}, { ...source, status: 'in_progress' })).toEqual([issue('backupId', M.notDone)]);
    expect(backupRestoreIssues({}, { ...source, status: 'error' })).toEqual([issue('backupId', M.notDone)]);
  });
});

describe('backupSchema (response)', () => {
  it('reads a backup with a status it does not know', () => {
    expect(backupSchema.safeParse({ id: 'b', status: 'queued', sizeInBytes: 1 }).success).toBe(true);
  });
});
