import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { opQuery } from '../../api/queryKeys';
import { CATALOGUE_PAGE_LIMIT, operations, tileWatchability, type Dashboard } from '../../contract';

/** An entry a picker offers: its id, its name, and why it cannot be chosen (a tile no alert can watch). */
export interface CatalogueEntry {
  id: string;
  name?: string | null;
  disabledReason?: string;
}

/** A list as a picker uses it: its entries (none yet while loading or after a failure) and what happened. */
export interface CatalogueList {
  entries: CatalogueEntry[];
  loading: boolean;
  /** Why the list could not be read (the id can still be pasted). */
  error?: string;
  /** Whether the list was read: only then does an id it lacks get the "not in the list" warning. */
  loaded: boolean;
}

const PAGE = { limit: String(CATALOGUE_PAGE_LIMIT), offset: '0' };

/**
 * What an alert can watch and notify, from the alert API (alert-catalogue.ts): dashboards with
 * their tiles, saved searches, webhooks. The first 1000 saved searches and webhooks (the most a
 * page holds); an id beyond them can be pasted. Kept for a minute: the pickers of a form and the
 * alert's page share them.
 */
export const catalogueQueries = {
  dashboards: () => ({ ...opQuery(operations.listDashboards, {}), staleTime: 60_000 }),
  savedSearches: () => ({ ...opQuery(operations.listSavedSearches, PAGE), staleTime: 60_000 }),
  webhooks: () => ({ ...opQuery(operations.listWebhooks, PAGE), staleTime: 60_000 }),
};

const reason = (error: unknown) => (error instanceof Error ? error.message : 'The list could not be read.');

function listOf<D>(query: UseQueryResult<D>, entries: (data: D) => CatalogueEntry[]): CatalogueList {
  return {
    entries: query.data === undefined ? [] : entries(query.data),
    loading: query.isPending,
    loaded: query.data !== undefined,
    ...(query.isError && query.data === undefined ? { error: reason(query.error) } : {}),
  };
}

export function useDashboards() {
  const query = useQuery(catalogueQueries.dashboards());
  return { query, list: listOf(query, (d) => d.data.map(({ id, name }) => ({ id, name }))) };
}

/** The tiles of a dashboard, those no alert can watch with the reason (tileWatchability). */
export function tilesOf(dashboard: Dashboard | undefined): CatalogueEntry[] {
  return (dashboard?.tiles ?? []).map((tile) => {
    const can = tileWatchability(tile);
    return { id: tile.id, name: tile.name, ...(can.watchable ? {} : { disabledReason: can.reason }) };
  });
}

export function useSavedSearches(): CatalogueList {
  return listOf(useQuery(catalogueQueries.savedSearches()), (d) => d.data.map(({ id, name }) => ({ id, name })));
}

export function useWebhooks(): CatalogueList {
  return listOf(useQuery(catalogueQueries.webhooks()), (d) => d.data.map(({ id, name, service }) => ({ id, name: name ?? service })));
}

/** The names of what an alert watches and notifies, when the lists hold them (undefined otherwise: the id is shown alone). */
export interface RefNames {
  dashboard(id: string): string | undefined;
  tile(dashboardId: string | undefined, tileId: string): string | undefined;
  savedSearch(id: string): string | undefined;
  webhook(id: string): string | undefined;
}

const nameIn = (entries: readonly { id: string; name?: string | null }[] | undefined, id: string) => entries?.find((e) => e.id === id)?.name ?? undefined;

/** Names nothing: an alert shown without the lists. */
export const NO_NAMES: RefNames = { dashboard: () => undefined, tile: () => undefined, savedSearch: () => undefined, webhook: () => undefined };

/** The names of an alert's dashboard, tile, saved search and webhooks, from the lists (read once, shared with the forms' pickers). */
export function useRefNames(): RefNames {
  const dashboards = useQuery(catalogueQueries.dashboards()).data?.data;
  const searches = useQuery(catalogueQueries.savedSearches()).data?.data;
  const webhooks = useQuery(catalogueQueries.webhooks()).data?.data;
  return {
    dashboard: (id) => nameIn(dashboards, id),
    tile: (dashboardId, tileId) => nameIn(dashboards?.find((d) => d.id === dashboardId)?.tiles ?? undefined, tileId),
    savedSearch: (id) => nameIn(searches, id),
    webhook: (id) => nameIn(webhooks, id),
  };
}
