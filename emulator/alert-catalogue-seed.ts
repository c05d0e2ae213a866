// The dashboards (with tiles), saved searches and webhooks every alert team starts with: the
// same entries, with the same ids, in every team (each team has its own copy: a token sees its
// own team's only). Tests name them through SEEDED_ALERT_REFS; more are added per team through
// POST /__emulator/alert-catalogue (control-alert-catalogue.ts).
import type { z } from 'zod';
import type { dashboardSchema, savedSearchSchema, webhookSchema } from '../src/contract/index.js';

export type CatalogueDashboard = z.input<typeof dashboardSchema>;
export type CatalogueSavedSearch = z.input<typeof savedSearchSchema>;
export type CatalogueWebhook = z.input<typeof webhookSchema>;

const SEEDED_AT = '2025-01-01T00:00:00.000Z';
const SOURCE_ID = '65f5e4a3b9e77c001a111111';

const tile = (id: string, name: string, displayType: string, x: number, y: number) => ({
  id,
  name,
  x,
  y,
  w: 6,
  h: 3,
  config:
    displayType === 'markdown'
      ? { displayType, markdown: `## ${name}` }
      : { displayType, sourceId: SOURCE_ID, select: [{ aggFn: 'count', where: 'SeverityText:ERROR' }] },
});

export const SEEDED_DASHBOARDS: readonly CatalogueDashboard[] = [
  {
    id: '65f5e4a3b9e77c001a567890',
    name: 'Service overview',
    tags: ['production'],
    tiles: [
      tile('65f5e4a3b9e77c001a901234', 'Error rate', 'line', 0, 0),
      tile('65f5e4a3b9e77c001a901235', 'Requests by service', 'stacked_bar', 6, 0),
      tile('65f5e4a3b9e77c001a901236', 'p95 latency', 'number', 12, 0),
      tile('65f5e4a3b9e77c001a901237', 'Slowest endpoints', 'table', 0, 3),
      tile('65f5e4a3b9e77c001a901238', 'Runbook', 'markdown', 6, 3),
    ],
  },
  {
    id: '65f5e4a3b9e77c001a567891',
    name: 'Infrastructure',
    tags: ['infrastructure'],
    tiles: [tile('65f5e4a3b9e77c001a901239', 'Server CPU', 'line', 0, 0), tile('65f5e4a3b9e77c001a90123a', 'Hosts by region', 'pie', 6, 0)],
  },
  { id: '65f5e4a3b9e77c001a567892', name: 'Empty dashboard', tags: [], tiles: [] },
];

export const SEEDED_SAVED_SEARCHES: readonly CatalogueSavedSearch[] = [
  { id: '65f5e4a3b9e77c001a345678', name: 'Production errors', sourceId: SOURCE_ID, where: 'SeverityText:ERROR', whereLanguage: 'lucene', tags: ['errors'] },
  {
    id: '65f5e4a3b9e77c001a345679',
    name: 'Slow checkouts',
    sourceId: SOURCE_ID,
    where: 'ServiceName:checkout Duration:>2000',
    whereLanguage: 'lucene',
    tags: [],
  },
  {
    id: '65f5e4a3b9e77c001a34567a',
    name: 'Payment failures',
    sourceId: SOURCE_ID,
    where: 'ServiceName:payments SeverityText:ERROR',
    whereLanguage: 'lucene',
    tags: [],
  },
];

export const SEEDED_WEBHOOKS: readonly CatalogueWebhook[] = [
  {
    id: '65f5e4a3b9e77c001a789012',
    name: 'On-call Slack',
    service: 'slack',
    url: 'https://hooks.slack.com/services/T0/B0/X',
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  },
  {
    id: '65f5e4a3b9e77c001a789013',
    name: 'Incident response',
    service: 'incidentio',
    url: 'https://api.incident.io/v2/alert_events/http/abc',
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  },
  {
    id: '65f5e4a3b9e77c001a789014',
    name: 'Status page bridge',
    service: 'generic',
    url: 'https://example.com/webhooks/alerts',
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  },
];

/** Ids tests use for an alert the emulator accepts in any team: a watchable tile, a saved search, two webhooks. */
export const SEEDED_ALERT_REFS = {
  dashboardId: '65f5e4a3b9e77c001a567890',
  tileId: '65f5e4a3b9e77c001a901234',
  /** A table tile of that dashboard: not watchable. */
  tableTileId: '65f5e4a3b9e77c001a901237',
  savedSearchId: '65f5e4a3b9e77c001a345678',
  webhookId: '65f5e4a3b9e77c001a789012',
  secondWebhookId: '65f5e4a3b9e77c001a789013',
} as const;
