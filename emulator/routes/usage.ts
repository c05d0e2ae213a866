// GET /v1/organizations/{organizationId}/usageCost?from_date&to_date: the organization's daily
// usage and cost records per data warehouse, service and pipe, with their grand total, from what
// it ran (usage-ledger.ts, usage-cost.ts). Both days are required UTC days, in order, at most 31
// days apart counting both ends (usageRangeSchema); a read, so admin and developer keys.
import { usageRangeSchema } from '../../src/contract/index.js';
import type { Ctx, ManagementHandlers } from '../router.js';
import { sweepDeletedServices } from '../service-state.js';
import { usageCost, type UsageEntity } from '../usage-cost.js';
import { pipeSize, serviceSize, spansOf } from '../usage-ledger.js';
import { parseWith } from '../validate.js';
import { requireOrg } from './organizations.js';

/** Every service and pipe the organization has or had, with the spans they ran up to `now`. */
function entitiesOf(ctx: Ctx, organizationId: string): UsageEntity[] {
  const out: UsageEntity[] = [];
  for (const svc of ctx.store.services.eachInGroup(organizationId)) {
    const common = { serviceId: svc.id, dataWarehouseId: svc.dataWarehouseId };
    out.push({ ...common, entityType: 'service', id: svc.id, name: svc.name, isPrimary: svc.isPrimary, spans: spansOf(svc, serviceSize(svc), ctx.now) });
    for (const pipe of ctx.store.pipes.eachInGroup(svc.id)) {
      out.push({ ...common, entityType: 'clickpipe', id: pipe.id, name: pipe.name, isPrimary: false, spans: spansOf(pipe, pipeSize(pipe), ctx.now) });
    }
  }
  for (const retired of ctx.store.retired.eachInGroup(organizationId)) out.push(retired);
  return out;
}

function getUsageCost(ctx: Ctx) {
  const org = requireOrg(ctx);
  const query = new URL(ctx.req.url ?? '/', 'http://emulator.local').searchParams;
  const range = parseWith(usageRangeSchema, { from_date: query.get('from_date') ?? undefined, to_date: query.get('to_date') ?? undefined });
  sweepDeletedServices(ctx.store, org.id, ctx.now);
  return usageCost(entitiesOf(ctx, org.id), range.from_date, range.to_date, ctx.now, ctx.store.config.transitionMs);
}

export const usageHandlers = {
  getUsageCost: { access: 'read', description: 'reading usage and cost', handler: getUsageCost },
} satisfies Partial<ManagementHandlers>;
