/**
 * What an alert can watch and notify, as the alert API lists it (HyperDX external API v2:
 * `../shared/reference/hyperdx-openapi.json`): `GET /api/v2/dashboards` (DashboardsListResponse,
 * `{data}` with each dashboard's tiles), `GET /api/v2/saved-searches` and `GET /api/v2/webhooks`
 * (`{data, meta}`, at most 1000 a page). Read leniently, as alert-read.ts reads alerts: an entry
 * without an id is skipped, anything else in an unexpected shape is read as absent. The alert
 * forms offer these in their pickers; the emulator serves them.
 */
import { z } from 'zod';
import { idText } from './common.js';

/** An optional field: absent, null, or in an unexpected shape, it is read as absent. */
const lenient = <T extends z.ZodType>(schema: T) => schema.nullish().catch(undefined);

/** A list whose readable items are kept (an item without an id is skipped). */
const readableList = <T extends z.ZodType>(item: T) =>
  z.array(item.nullable().catch(null)).transform((items) => items.filter((v): v is NonNullable<typeof v> => v !== null));

const pageMeta = lenient(z.object({ total: z.number(), limit: z.number(), offset: z.number() }));

/** TileOutput: `config.displayType` says which chart it is (TileConfig's discriminator). */
export const dashboardTileSchema = z.looseObject({
  id: z.string(),
  name: lenient(z.string()),
  config: lenient(z.looseObject({ displayType: lenient(z.string()) })),
});
export type DashboardTile = z.infer<typeof dashboardTileSchema>;

export const dashboardSchema = z.looseObject({
  id: z.string(),
  name: lenient(z.string()),
  tiles: lenient(readableList(dashboardTileSchema)),
  tags: lenient(z.array(z.string())),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** DashboardsListResponse: `{data}` (no paging: every dashboard of the team). */
export const dashboardListSchema = z.object({ data: readableList(dashboardSchema) });

/** SavedSearch (id, name, sourceId required; the rest is not needed to choose one). */
export const savedSearchSchema = z.looseObject({ id: z.string(), name: lenient(z.string()), where: lenient(z.string()), tags: lenient(z.array(z.string())) });
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.object({ data: readableList(savedSearchSchema), meta: pageMeta });

/** Webhook: SlackWebhook, IncidentIOWebhook or GenericWebhook (`service` says which). */
export const webhookSchema = z.looseObject({ id: z.string(), name: lenient(z.string()), service: lenient(z.string()), description: lenient(z.string()) });
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.object({ data: readableList(webhookSchema), meta: pageMeta });

/** `limit` of the saved-search and webhook lists: default and maximum 1000 (the document). */
export const CATALOGUE_PAGE_LIMIT = 1000;

/**
 * The tiles an alert can watch: "Must be a line, stacked bar, or number type tile" (the document's
 * `tileId`). These give one value per interval that a threshold can be compared with.
 */
export const WATCHABLE_DISPLAY_TYPES = ['line', 'stacked_bar', 'number'] as const;

/** Why each other chart type cannot be watched (TileConfig's display types). */
const UNWATCHABLE_REASONS: Record<string, string> = {
  table: 'a table lists rows; it has no single value to compare with a threshold',
  pie: 'a pie chart shares out one moment; it has no value over time to compare with a threshold',
  bar: 'a bar chart compares groups; it has no value over time to compare with a threshold',
  heatmap: 'a heatmap shows a distribution; it has no single value to compare with a threshold',
  search: 'a search tile lists events; it has no value to compare with a threshold',
  event_patterns: 'an event-patterns tile groups messages; it has no value to compare with a threshold',
  markdown: 'a markdown tile is text; it has no value to compare with a threshold',
};

const WATCHABLE_TEXT = 'Only line, stacked bar and number tiles can be watched';

/** Whether an alert can watch a tile, and when not, why (shown beside the disabled choice). */
export function tileWatchability(tile: Pick<DashboardTile, 'config'>): { watchable: true } | { watchable: false; reason: string } {
  const type = tile.config?.displayType ?? undefined;
  if (type !== undefined && (WATCHABLE_DISPLAY_TYPES as readonly string[]).includes(type)) return { watchable: true };
  if (type === undefined) return { watchable: false, reason: `${WATCHABLE_TEXT}: this tile does not say which chart it is.` };
  const why = UNWATCHABLE_REASONS[type];
  return { watchable: false, reason: why ? `${WATCHABLE_TEXT}: ${why}.` : `${WATCHABLE_TEXT}: this is a ${type} tile.` };
}

/** The refusals of a create or replace that names what the team does not have (the service's words). */
export const ALERT_REF_MESSAGES = {
  dashboard: 'Dashboard not found',
  tile: 'Tile not found',
  tileType: 'Tile must be a line, stacked bar, or number type tile',
  savedSearch: 'Saved search not found',
  webhook: 'Webhook not found',
} as const;

/** The warning beside a picker whose value is an id its list does not hold (a pasted id). */
export const notInListWarning = (id: string) => `not in the list: ${id}`;

const pastedIdSchema = idText('Paste an id.');

/** Whether an entry's name or id contains the search text (case-insensitive): how every picker searches. */
export function catalogueMatches(entry: { id: string; name?: string | null }, search: string): boolean {
  const s = search.trim().toLowerCase();
  return s === '' || entry.id.toLowerCase().includes(s) || (entry.name ?? '').toLowerCase().includes(s);
}

/**
 * The paste rule of the pickers: what a person typed is offered as an id of its own when it could
 * be one (no inner space, not empty) and the list shows nothing for it (no entry's name or id
 * contains it). Otherwise the list's matches are the choices.
 */
export function pastedId(search: string, entries: readonly { id: string; name?: string | null }[]): string | undefined {
  const parsed = pastedIdSchema.safeParse(search);
  if (!parsed.success) return undefined;
  return entries.some((e) => catalogueMatches(e, parsed.data)) ? undefined : parsed.data;
}
