// A service's backups (computed: emulator/backups.ts) and its backup configuration. Reading is
// every role's; changing the configuration is an admin's (OpenAPI: "Requires ADMIN auth key role").
import { appliedBackupConfiguration, backupConfigurationPatchIssues } from '../../src/contract/index.js';
import { backupConfigurationOf, backupsOf } from '../backups.js';
import { noSuchId, nowIso } from '../http.js';
import type { Ctx, ManagementHandlers, OpCtx } from '../router.js';
import { rejectIssues } from '../validate.js';
import { requireService } from './service-lookup.js';

function getBackup(ctx: Ctx) {
  const svc = requireService(ctx);
  const wanted = ctx.params.backupId.toLowerCase();
  const backup = backupsOf(svc, ctx.now).find((b) => b.id === wanted);
  if (!backup) throw noSuchId(`backup ${ctx.params.backupId} does not exist for service ${ctx.params.serviceId}`);
  return backup;
}

function updateBackupConfiguration(ctx: OpCtx<'updateBackupConfiguration'>) {
  const svc = requireService(ctx);
  const current = backupConfigurationOf(svc);
  rejectIssues(backupConfigurationPatchIssues(current, ctx.body));
  const next = appliedBackupConfiguration(current, ctx.body);
  if (next.backupPeriodInHours !== current.backupPeriodInHours || next.backupStartTime !== current.backupStartTime) {
    const { backupPeriodInHours, backupStartTime } = next;
    svc.backupSchedules = [...(svc.backupSchedules ?? []), { from: nowIso(ctx.now), backupPeriodInHours, ...(backupStartTime ? { backupStartTime } : {}) }];
  }
  svc.backupConfiguration = next;
  ctx.store.save();
  return next;
}

export const backupHandlers = {
  listBackups: { access: 'read', description: 'listing backups', handler: (ctx) => backupsOf(requireService(ctx), ctx.now) },
  getBackup: { access: 'read', description: 'reading backups', handler: getBackup },
  getBackupConfiguration: {
    access: 'read',
    description: 'reading backup configurations',
    handler: (ctx) => backupConfigurationOf(requireService(ctx)),
  },
  updateBackupConfiguration: { access: 'write', description: 'changing backup configurations', handler: updateBackupConfiguration },
} satisfies Partial<ManagementHandlers>;
