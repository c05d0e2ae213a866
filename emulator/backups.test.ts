import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES, CONTEXT_MESSAGES } from '../src/contract/index.js';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ clock: 'manual' });
});
afterAll(() => emu.close());

const HOUR = 3_600_000;
const backupsPath = (serviceId: string) => `${emu.orgPath}/services/${serviceId}/backups`;
const configPath = (serviceId: string) => `${emu.orgPath}/services/${serviceId}/backupConfiguration`;

async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 86_400_000) {
    const r = await emu.control('POST', '/clock', { advanceMs: Math.min(left, 86_400_000) });
    expect(r.status, r.text).toBe(200);
  }
}

interface BackupAnswer {
  id: string;
  status: string;
  startedAt: string;
  finishedAt?: string;
  sizeInBytes: number;
  durationInSeconds: number;
  type: string;
}
const list = async (serviceId: string): Promise<BackupAnswer[]> => (await emu.call('GET', backupsPath(serviceId))).json.result;

describe('backups', () => {
  it('a new service has its first, full backup under way; a period later it is done and the next one runs', async () => {
    const { id } = await emu.createService({ numReplicas: 2, maxReplicaMemoryGb: 16 });
    const [first] = await list(id);
    expect(first).toMatchObject({ status: 'in_progress', type: 'full', serviceId: id });
    expect(first.finishedAt).toBeUndefined();

    await advance(24 * HOUR + 1000);
    const backups = await list(id);
    expect(backups.map((b) => b.status)).toEqual(['in_progress', 'done']);
    const done = backups[1];
    expect(done.id).toBe(first.id);
    expect(Date.parse(done.finishedAt ?? '') - Date.parse(done.startedAt)).toBe(done.durationInSeconds * 1000);
    // A full backup holds the service's data: its memory × replicas.
    expect(done.sizeInBytes).toBeGreaterThan(2 * 16 * 2 ** 28 * 0.99);
    expect(Date.parse(backups[0].startedAt) - Date.parse(done.startedAt)).toBe(24 * HOUR);

    // The same backup read alone; an unknown one is a 404-like refusal.
    const one = await emu.call('GET', `${backupsPath(id)}/${done.id}`);
    expect(one.json.result).toEqual(done);
    const none = await emu.call('GET', `${backupsPath(id)}/00000000-0000-4000-8000-000000000000`);
    expect(none.status).not.toBe(200);
  });

  it('the same reads give the same backups (ids, sizes, times)', async () => {
    const { id } = await emu.createService();
    await advance(30 * HOUR);
    expect(await list(id)).toEqual(await list(id));
  });

  it('follows the configured period, newest first, and keeps them for the retention period', async () => {
    const { id } = await emu.createService();
    const patched = await emu.call('PATCH', configPath(id), { backupPeriodInHours: 6, backupRetentionPeriodInHours: 48 });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json.result).toEqual({ backupPeriodInHours: 6, backupRetentionPeriodInHours: 48 });
    await advance(72 * HOUR);
    const backups = await list(id);
    const starts = backups.map((b) => Date.parse(b.startedAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(starts[0] - starts[1]).toBe(6 * HOUR);
    // 48 hours kept: 8 a day for 2 days (and the one running).
    expect(backups.length).toBeGreaterThanOrEqual(8);
    expect(backups.length).toBeLessThanOrEqual(10);
  });

  it('a start time takes the backups at that time of day (UTC)', async () => {
    const { id } = await emu.createService();
    const r = await emu.call('PATCH', configPath(id), { backupStartTime: '02:30' });
    expect(r.json.result).toEqual({ backupPeriodInHours: 24, backupRetentionPeriodInHours: 24, backupStartTime: '02:30' });
    await advance(50 * HOUR);
    const [latest] = await list(id);
    expect(latest.startedAt.slice(11, 16)).toBe('02:30');
  });
});

describe('backup configuration', () => {
  it('starts with the defaults: every 24 hours, kept 24 hours', async () => {
    const { id } = await emu.createService();
    expect((await emu.call('GET', configPath(id))).json.result).toEqual({ backupPeriodInHours: 24, backupRetentionPeriodInHours: 24 });
  });

  it('null resets a setting to its default', async () => {
    const { id } = await emu.createService();
    await emu.call('PATCH', configPath(id), { backupRetentionPeriodInHours: 240 });
    const r = await emu.call('PATCH', configPath(id), { backupRetentionPeriodInHours: null });
    expect(r.json.result.backupRetentionPeriodInHours).toBe(24);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['retention 23 hours', { backupRetentionPeriodInHours: 23 }, 'backupRetentionPeriodInHours'],
    ['retention 1104 hours', { backupRetentionPeriodInHours: 1104 }, 'backupRetentionPeriodInHours'],
    ['period 5 hours', { backupPeriodInHours: 5 }, 'backupPeriodInHours'],
    ['start time 24:00', { backupStartTime: '24:00' }, 'backupStartTime'],
    ['start time with a 12-hour period', { backupStartTime: '01:00', backupPeriodInHours: 12 }, 'backupPeriodInHours'],
  ])('400 naming the field: %s', async (_label, body, field) => {
    const { id } = await emu.createService();
    const r = await emu.call('PATCH', configPath(id), body);
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.startsWith(`BAD_REQUEST: ${field}: `), r.json.error).toBe(true);
  });

  it('refuses another period while the stored start time stays', async () => {
    const { id } = await emu.createService();
    await emu.call('PATCH', configPath(id), { backupStartTime: '01:00' });
    const r = await emu.call('PATCH', configPath(id), { backupPeriodInHours: 12 });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(`BAD_REQUEST: backupPeriodInHours: ${BACKUP_MESSAGES.startTimeWithPeriod}`);
  });

  it('a developer key reads backups but may not change the configuration', async () => {
    const { id } = await emu.createService();
    const developer = await emu.newKey({ roles: ['developer'] });
    expect((await emu.call('GET', backupsPath(id), undefined, { auth: developer.auth })).status).toBe(200);
    expect((await emu.call('GET', configPath(id), undefined, { auth: developer.auth })).status).toBe(200);
    const r = await emu.call('PATCH', configPath(id), { backupRetentionPeriodInHours: 48 }, { auth: developer.auth });
    expect(r.status).toBe(403);
  });

  it('a change is in the activity log', async () => {
    const { id } = await emu.createService();
    await emu.call('PATCH', configPath(id), { backupRetentionPeriodInHours: 48 });
    const activities: { type: string; serviceId?: string }[] = (await emu.call('GET', `${emu.orgPath}/activities`)).json.result;
    expect(activities).toContainEqual(expect.objectContaining({ type: 'service_update_backup_configuration', serviceId: id }));
  });
});

describe('restoring a backup into a new service', () => {
  async function doneBackup() {
    const { id } = await emu.createService({ region: 'eu-west-1', provider: 'aws' });
    await advance(2 * HOUR);
    const [backup] = await list(id);
    expect(backup.status).toBe('done');
    return backup.id;
  }

  it('takes the region, provider and tier of the original when left out', async () => {
    const backupId = await doneBackup();
    const r = await emu.call('POST', `${emu.orgPath}/services`, { name: 'Restored', backupId });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.service).toMatchObject({ region: 'eu-west-1', provider: 'aws', tier: 'production' });
    const activities: { type: string }[] = (await emu.call('GET', `${emu.orgPath}/activities`)).json.result;
    expect(activities.map((a) => a.type)).toContain('service_restore_backup');
  });

  it('refuses another region or tier, on the field', async () => {
    const backupId = await doneBackup();
    const region = await emu.call('POST', `${emu.orgPath}/services`, { backupId, region: 'us-east-1' });
    expect(region.json.error).toBe(`BAD_REQUEST: region: ${BACKUP_MESSAGES.region('eu-west-1')}`);
    const tier = await emu.call('POST', `${emu.orgPath}/services`, { backupId, tier: 'development' });
    expect(tier.json.error).toBe(`BAD_REQUEST: tier: ${BACKUP_MESSAGES.tier('production')}`);
  });

  it('refuses a backup still in progress, and one of no service', async () => {
    const { id } = await emu.createService();
    const [running] = await list(id);
    const r = await emu.call('POST', `${emu.orgPath}/services`, { backupId: running.id });
    expect(r.json.error).toBe(`BAD_REQUEST: backupId: ${BACKUP_MESSAGES.notDone}`);
    const unknown = await emu.call('POST', `${emu.orgPath}/services`, { backupId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json.error).toBe(`BAD_REQUEST: backupId: ${CONTEXT_MESSAGES.unknownBackup}`);
  });
});
