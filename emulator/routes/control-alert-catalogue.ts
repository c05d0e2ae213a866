// POST /__emulator/alert-catalogue {alertsToken, dashboards?, savedSearches?, webhooks?}: adds
// dashboards (with their tiles), saved searches and webhooks to the team of an alert API token,
// as HyperDX's lists answer them (each entry needs an `id` and a `name`; a dashboard's tiles each
// an `id`, a `name` and a `config.displayType`). An entry with an id the team has replaces it.
// The alert API has no creates of its own for them here (the console only reads them).
// Answers how many of each the team now has.
import type { ServerResponse } from 'node:http';
import { teamOf } from '../callers.js';
import { sendJson, sendJsonWhenSaved } from '../http.js';
import { hashData, type StoredCatalogueEntry } from '../store.js';
import { catalogueKey, catalogueOf } from './alert-catalogue.js';
import type { ControlEnv } from './control.js';

const err = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { error: message });

/** At most this many entries per request (the real lists answer 1000 a page). */
const MAX_ENTRIES = 2000;

const LISTS = { dashboards: 'dashboard', savedSearches: 'savedSearch', webhooks: 'webhook' } as const;
type ListName = keyof typeof LISTS;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const named = (v: unknown) => isObject(v) && typeof v.id === 'string' && v.id.trim() !== '' && !/\s/.test(v.id) && typeof v.name === 'string';

/** An error text for an entry that is not as the lists answer it, else undefined. */
function entryProblem(list: ListName, entry: unknown, index: number): string | undefined {
  if (!named(entry)) return `${list}[${index}] needs an id (no spaces) and a name`;
  if (list !== 'dashboards') return undefined;
  const tiles = (entry as Record<string, unknown>).tiles;
  if (tiles === undefined) return undefined;
  if (!Array.isArray(tiles)) return `${list}[${index}].tiles must be an array`;
  const bad = tiles.findIndex((t) => !named(t) || !isObject(t.config) || typeof t.config.displayType !== 'string');
  return bad >= 0 ? `${list}[${index}].tiles[${bad}] needs an id, a name and config.displayType` : undefined;
}

export function handleAlertCatalogueControl(env: ControlEnv, res: ServerResponse, method: string, json: () => unknown, allow: (methods: string[]) => void) {
  if (method !== 'POST') return allow(['POST']);
  const input = json();
  if (!isObject(input)) return err(res, 400, 'body must be a JSON object {alertsToken, dashboards?, savedSearches?, webhooks?}');
  const { alertsToken, ...lists } = input;
  if (typeof alertsToken !== 'string') return err(res, 400, 'alertsToken must be the alert API token of the team');
  const known = alertsToken === env.config.alertsToken || env.store.alertTokenByHash(hashData(alertsToken)) !== undefined;
  if (!known) return err(res, 404, 'no team has this alerts token');
  const unknown = Object.keys(lists).find((k) => !(k in LISTS));
  if (unknown !== undefined) return err(res, 400, `unknown field "${unknown}"`);
  const team = teamOf(alertsToken);
  const entries: StoredCatalogueEntry[] = [];
  for (const [list, kind] of Object.entries(LISTS) as [ListName, StoredCatalogueEntry['kind']][]) {
    const given = lists[list];
    if (given === undefined) continue;
    if (!Array.isArray(given)) return err(res, 400, `${list} must be an array`);
    for (const [index, entry] of given.entries()) {
      const problem = entryProblem(list, entry, index);
      if (problem) return err(res, 400, problem);
      const e = entry as StoredCatalogueEntry['entry'];
      entries.push({ id: catalogueKey(team, kind, e.id), team, kind, entry: e });
    }
  }
  if (entries.length > MAX_ENTRIES) return err(res, 400, `at most ${MAX_ENTRIES} entries a request`);
  for (const e of entries) env.store.alertCatalogue.put(e);
  return sendJsonWhenSaved(res, env.store.save(), {
    dashboards: catalogueOf(env.store, team, 'dashboard').length,
    savedSearches: catalogueOf(env.store, team, 'savedSearch').length,
    webhooks: catalogueOf(env.store, team, 'webhook').length,
  });
}
