import { describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES, REQUIRED_MESSAGE, issuesToFieldErrors } from '../../../contract';
import {
  backupConfigurationFormSchema,
  backupConfigurationValuesOf,
  changedBackupConfiguration,
  type BackupConfigurationValues,
} from './backupConfigurationValues';

const current: BackupConfigurationValues = { backupPeriodInHours: '24', backupRetentionPeriodInHours: 24, backupStartTime: '' };
const timed: BackupConfigurationValues = { ...current, backupStartTime: '02:00' };

const judge = (values: BackupConfigurationValues, baseline = current) => {
  const r = backupConfigurationFormSchema(() => baseline).safeParse(values);
  return r.success ? { body: r.data } : { issues: issuesToFieldErrors(r.error) };
};

describe('backupConfigurationValuesOf', () => {
  it('reads the configuration, with the defaults where it says nothing', () => {
    expect(backupConfigurationValuesOf({})).toEqual(current);
    expect(backupConfigurationValuesOf({ backupPeriodInHours: 12, backupRetentionPeriodInHours: 72, backupStartTime: '03:00' })).toEqual({
      backupPeriodInHours: '12',
      backupRetentionPeriodInHours: 72,
      backupStartTime: '03:00',
    });
  });
});

describe('changedBackupConfiguration', () => {
  it('sends only what changed; an emptied start time is null', () => {
    expect(changedBackupConfiguration({ ...current, backupPeriodInHours: '12' }, current)).toEqual({ backupPeriodInHours: 12 });
    expect(changedBackupConfiguration({ ...timed, backupStartTime: ' ' }, timed)).toEqual({ backupStartTime: null });
    expect(changedBackupConfiguration(current, current)).toEqual({});
  });
});

describe('backupConfigurationFormSchema', () => {
  it.each<[string, Partial<BackupConfigurationValues>, unknown]>([
    ['retention 24 hours (from 48)', { backupRetentionPeriodInHours: 24 }, { backupRetentionPeriodInHours: 24 }],
    ['retention 1080 hours', { backupRetentionPeriodInHours: 1080 }, { backupRetentionPeriodInHours: 1080 }],
    ['every 6 hours', { backupPeriodInHours: '6' }, { backupPeriodInHours: 6 }],
    ['a start time', { backupStartTime: '01:30' }, { backupStartTime: '01:30' }],
  ])('accepts %s', (_label, change, body) => {
    expect(judge({ ...current, backupRetentionPeriodInHours: 48, ...change }, { ...current, backupRetentionPeriodInHours: 48 })).toEqual({ body });
  });

  it.each<[string, Partial<BackupConfigurationValues>, string, string]>([
    ['retention 23 hours', { backupRetentionPeriodInHours: 23 }, 'backupRetentionPeriodInHours', BACKUP_MESSAGES.retention],
    ['retention 1104 hours', { backupRetentionPeriodInHours: 1104 }, 'backupRetentionPeriodInHours', BACKUP_MESSAGES.retention],
    ['retention 30 hours', { backupRetentionPeriodInHours: 30 }, 'backupRetentionPeriodInHours', BACKUP_MESSAGES.retention],
    ['retention cleared', { backupRetentionPeriodInHours: undefined }, 'backupRetentionPeriodInHours', REQUIRED_MESSAGE],
    ['start time 24:00', { backupStartTime: '24:00' }, 'backupStartTime', BACKUP_MESSAGES.startTime],
    ['a start time and 12 hours', { backupStartTime: '01:00', backupPeriodInHours: '12' }, 'backupPeriodInHours', BACKUP_MESSAGES.startTimeWithPeriod],
  ])('refuses %s, on the field', (_label, change, path, message) => {
    expect(judge({ ...current, ...change })).toEqual({ issues: [{ path, message }] });
  });

  it('refuses another period while the stored start time stays', () => {
    expect(judge({ ...timed, backupPeriodInHours: '12' }, timed)).toEqual({
      issues: [{ path: 'backupPeriodInHours', message: BACKUP_MESSAGES.startTimeWithPeriod }],
    });
  });

  it('nothing changed: the whole form says so', () => {
    expect(judge(current)).toEqual({ issues: [{ path: '', message: BACKUP_MESSAGES.nothingToChange }] });
  });
});
