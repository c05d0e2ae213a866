// GET /v1/organizations/{organizationId}/activities?from_date&to_date: the log, oldest first,
// within the range when one is given (both ends included).
import { activityRangeSchema, parseIsoDateTime } from '../../src/contract/index.js';
import type { Ctx, ManagementHandlers } from '../router.js';
import { parseWith } from '../validate.js';
import { requireOrg } from './organizations.js';

function listActivities(ctx: Ctx) {
  const org = requireOrg(ctx);
  const query = new URL(ctx.req.url ?? '/', 'http://emulator.local').searchParams;
  const range = parseWith(activityRangeSchema, Object.fromEntries([...query].filter(([k]) => k === 'from_date' || k === 'to_date')));
  const from = range.from_date === undefined ? -Infinity : parseIsoDateTime(range.from_date);
  const to = range.to_date === undefined ? Infinity : parseIsoDateTime(range.to_date);
  const out = [];
  for (const a of ctx.store.activities.eachInGroup(org.id)) {
    const at = Date.parse(a.createdAt);
    if (at >= from && at <= to) out.push({ ...a });
  }
  return out;
}

export const activityHandlers = {
  listActivities: { access: 'read', description: 'reading the activity log', handler: listActivities },
} satisfies Partial<ManagementHandlers>;
