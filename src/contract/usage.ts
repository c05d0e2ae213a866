/**
 * The organization's usage and cost (OpenAPI `GET /v1/organizations/{organizationId}/usageCost`,
 * tag Billing): a grand total and daily records per entity (a data warehouse's storage and
 * backups, a service's compute, a pipe's compute), in ClickHouse Credits (CHC). Query `from_date`
 * and `to_date` (both required, `format: date`, UTC days, the end included): at most 31 days, so
 * `to_date` is at most 30 days after `from_date`. The dialects rename keys and path words, not
 * values: `entityType` is the document's word (`clickpipe`) in both.
 */
import { z } from 'zod';
import { looseEnum, text } from './common.js';

/** The longest range one read may ask for, in days (both ends included). */
export const USAGE_MAX_DAYS = 31;

export const USAGE_MESSAGES = {
  date: 'Must be a day in the form YYYY-MM-DD, like 2026-06-01.',
  order: 'The end of the range must not be before its start.',
  tooLong: `The range can be at most ${USAGE_MAX_DAYS} days: the end at most ${USAGE_MAX_DAYS - 1} days after the start.`,
} as const;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of a `YYYY-MM-DD` UTC day's midnight, or NaN when it is not a day of the calendar. */
export function parseUtcDay(day: string): number {
  const m = DAY.exec(day);
  if (!m) return NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : NaN;
}

/** The `YYYY-MM-DD` UTC day of an instant. */
export const utcDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The days of a range in order, both ends included (empty when it is not a valid range). */
export function daysOfRange(from: string, to: string): string[] {
  const start = parseUtcDay(from);
  const end = parseUtcDay(to);
  const out: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) out.push(utcDayOf(t));
  return out;
}

/** A `from_date` / `to_date` value: a UTC day `YYYY-MM-DD`. */
export const usageDateSchema = text().refine((v) => Number.isFinite(parseUtcDay(v)), { error: USAGE_MESSAGES.date });

/** What is wrong with a range of two valid days (the message on `to_date`), or undefined. */
export function usageRangeIssue(from_date: string, to_date: string): string | undefined {
  const days = (parseUtcDay(to_date) - parseUtcDay(from_date)) / DAY_MS;
  if (days < 0) return USAGE_MESSAGES.order;
  if (days > USAGE_MAX_DAYS - 1) return USAGE_MESSAGES.tooLong;
  return undefined;
}

/** The query of a read: both days required, in order, at most 31 days. */
export const usageRangeSchema = z.object({ from_date: usageDateSchema, to_date: usageDateSchema }).superRefine((v, ctx) => {
  const issue = usageRangeIssue(v.from_date, v.to_date);
  if (issue) ctx.addIssue({ code: 'custom', path: ['to_date'], message: issue });
});

/** OpenAPI `UsageCostRecord.entityType`. */
export const USAGE_ENTITY_TYPES = ['datawarehouse', 'service', 'clickpipe'] as const;
export type UsageEntityType = (typeof USAGE_ENTITY_TYPES)[number];

/** OpenAPI `UsageCostMetrics`: every metric optional (each applies to some entity types). */
export const usageMetricsSchema = z.looseObject({
  storageCHC: z.number().optional(),
  backupCHC: z.number().optional(),
  computeCHC: z.number().optional(),
  dataTransferCHC: z.number().optional(),
  initialLoadCHC: z.number().optional(),
  publicDataTransferCHC: z.number().optional(),
  interRegionTier1DataTransferCHC: z.number().optional(),
  interRegionTier2DataTransferCHC: z.number().optional(),
  interRegionTier3DataTransferCHC: z.number().optional(),
  interRegionTier4DataTransferCHC: z.number().optional(),
});
export type UsageMetrics = z.infer<typeof usageMetricsSchema>;

export const usageRecordSchema = z.looseObject({
  dataWarehouseId: z.string().optional(),
  serviceId: z.string().nullable().optional(),
  date: z.string(),
  entityType: looseEnum(USAGE_ENTITY_TYPES),
  entityId: z.string(),
  entityName: z.string().optional(),
  metrics: usageMetricsSchema.optional(),
  totalCHC: z.number(),
  locked: z.boolean().optional(),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

export const usageCostSchema = z.looseObject({
  grandTotalCHC: z.number(),
  costs: z.array(usageRecordSchema),
});
export type UsageCost = z.infer<typeof usageCostSchema>;
