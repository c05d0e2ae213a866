// What an alert can watch and notify (GET /api/v2/dashboards, /saved-searches, /webhooks): the
// team's seeded entries (alert-catalogue-seed.ts) and those added for it through the control
// plane, answered in HyperDX's shapes in both dialects. A create or replace that names a
// dashboard, tile, saved search or webhook the team does not have is refused (checkAlertRefs).
import { ALERT_REF_MESSAGES, alertListQuerySchema, tileWatchability, type DashboardTile } from '../../src/contract/index.js';
import { SEEDED_DASHBOARDS, SEEDED_SAVED_SEARCHES, SEEDED_WEBHOOKS, type CatalogueDashboard } from '../alert-catalogue-seed.js';
import type { AlertCtxBase, AlertHandlers } from '../router.js';
import type { Store, StoredAlert, StoredCatalogueEntry } from '../store.js';
import { fieldError, parseWith } from '../validate.js';

type Kind = StoredCatalogueEntry['kind'];
type Entry = StoredCatalogueEntry['entry'];

const SEEDS: Record<Kind, readonly Entry[]> = {
  dashboard: SEEDED_DASHBOARDS as readonly Entry[],
  savedSearch: SEEDED_SAVED_SEARCHES as readonly Entry[],
  webhook: SEEDED_WEBHOOKS as readonly Entry[],
};

/** The key of an entry added to a team. */
export const catalogueKey = (team: string, kind: Kind, id: string) => `${team}/${kind}/${id}`;

/** A team's entries of one kind: the seeded ones, then those added (an added entry with a seeded id replaces it). */
export function catalogueOf(store: Store, team: string, kind: Kind): Entry[] {
  const added = store.alertCatalogue.inGroup(team).filter((e) => e.kind === kind);
  const addedIds = new Set(added.map((e) => e.entry.id));
  return [...SEEDS[kind].filter((e) => !addedIds.has(e.id)), ...added.map((e) => e.entry)];
}

const findIn = (store: Store, team: string, kind: Kind, id: string) => catalogueOf(store, team, kind).find((e) => e.id === id);

/** `?limit&offset` as the alert list reads them (1..1000, default 1000): `{data, meta}`. */
function page(ctx: AlertCtxBase, all: Entry[]) {
  const params = new URL(ctx.req.url ?? '/', 'http://emulator.local').searchParams;
  const { limit, offset } = parseWith(alertListQuerySchema, {
    ...(params.has('limit') ? { limit: params.get('limit') } : {}),
    ...(params.has('offset') ? { offset: params.get('offset') } : {}),
  });
  return { data: all.slice(offset, offset + limit), meta: { total: all.length, limit, offset } };
}

export const alertCatalogueHandlers = {
  /** Every dashboard of the team with its tiles (DashboardsListResponse: no paging). */
  listDashboards: { handler: (ctx) => ({ data: catalogueOf(ctx.store, ctx.caller.team, 'dashboard') }) },
  listSavedSearches: { handler: (ctx) => page(ctx, catalogueOf(ctx.store, ctx.caller.team, 'savedSearch')) },
  listWebhooks: { handler: (ctx) => page(ctx, catalogueOf(ctx.store, ctx.caller.team, 'webhook')) },
} satisfies Partial<AlertHandlers>;

/** Where each webhook of a body is (the form's field path): `channels.{i}.webhookId` when HyperDX's `channels` was sent, else `channel.webhookId`. */
function webhookPaths(fields: Pick<StoredAlert, 'channel' | 'channels'>, sentChannels: boolean): { path: string; webhookId: string }[] {
  if (sentChannels && fields.channels) return fields.channels.map((c, i) => ({ path: `channels.${i}.webhookId`, webhookId: c.webhookId }));
  return [{ path: 'channel.webhookId', webhookId: fields.channel.webhookId }];
}

/**
 * Refuses (400, naming the field) an alert on a dashboard, tile or saved search the team does not
 * have, on a tile no alert can watch, or notifying a webhook it does not have.
 */
export function checkAlertRefs(
  store: Store,
  team: string,
  fields: Pick<StoredAlert, 'source' | 'dashboard' | 'tileId' | 'savedSearch' | 'channel' | 'channels'>,
  sentChannels: boolean,
): void {
  if (fields.source === 'tile') {
    const dashboard = fields.dashboard === undefined ? undefined : (findIn(store, team, 'dashboard', fields.dashboard) as CatalogueDashboard | undefined);
    if (!dashboard) fieldError('dashboardId', ALERT_REF_MESSAGES.dashboard);
    const tile = (dashboard.tiles ?? []).find((t) => t?.id === fields.tileId) as DashboardTile | undefined;
    if (!tile) fieldError('tileId', ALERT_REF_MESSAGES.tile);
    if (!tileWatchability(tile).watchable) fieldError('tileId', ALERT_REF_MESSAGES.tileType);
  }
  if (fields.source === 'search' && fields.savedSearch !== undefined && !findIn(store, team, 'savedSearch', fields.savedSearch)) {
    fieldError('savedSearchId', ALERT_REF_MESSAGES.savedSearch);
  }
  for (const { path, webhookId } of webhookPaths(fields, sentChannels)) {
    if (!findIn(store, team, 'webhook', webhookId)) fieldError(path, ALERT_REF_MESSAGES.webhook);
  }
}
