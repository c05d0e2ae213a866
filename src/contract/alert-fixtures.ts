/**
 * Alerts as the services answer them (used by the contract's tests, the alert forms' and the
 * emulator's; not exported from index.ts).
 */

/** An alert as HyperDX answers it today, with every field of its AlertResponse. */
export const REAL_ALERT = {
  id: '65f5e4a3b9e77c001a123456',
  name: 'Checkout errors',
  message: 'Errors {{value}}',
  note: 'See the runbook.',
  threshold: 100,
  thresholdMax: 500,
  interval: '15m',
  thresholdType: 'between',
  source: 'saved_search',
  state: 'ALERT',
  channel: { type: 'webhook', webhookId: 'w1' },
  channels: [
    { type: 'webhook', webhookId: 'w1' },
    { type: 'webhook', webhookId: 'w2' },
  ],
  teamId: 'team1',
  dashboardId: null,
  tileId: null,
  savedSearchId: 'ss1',
  groupBy: 'ServiceName',
  numConsecutiveWindows: 3,
  scheduleOffsetMinutes: 2,
  scheduleStartAt: '2026-02-08T10:00:00.000Z',
  silenced: { by: 'user1', at: '2026-03-19T08:00:00.000Z', until: '2026-03-20T08:00:00.000Z' },
  executionErrors: [{ timestamp: '2026-04-17T12:00:00.000Z', type: 'QUERY_ERROR', message: 'Query timed out after 30s' }],
  createdAt: '2023-01-01T00:00:00.000Z',
  updatedAt: null,
};
