import { describe, expect, it } from 'vitest';
import { alertSchema } from '../../../contract';
import { REAL_ALERT } from '../../../contract/alert-fixtures';
import { alertRows } from './alertRows';

const labels = (raw: unknown) => alertRows(alertSchema.parse(raw)).map(([label]) => label);
const text = (raw: unknown, label: string) => alertRows(alertSchema.parse(raw)).find(([l]) => l === label)?.[1];

describe('alertRows: the card of an alert in either dialect', () => {
  it("a contract alert: the contract's rows, nothing of HyperDX's", () => {
    const contract = {
      id: 'a',
      threshold: 250,
      interval: '15m',
      thresholdType: 'above',
      source: 'tile',
      dashboard: 'd',
      tileId: 't',
      channel: { type: 'webhook', webhookId: 'w' },
      silenced: false,
      state: 'active',
    };
    expect(labels(contract)).toEqual([
      'Alert ID',
      'Threshold',
      'Threshold type',
      'Interval',
      'Source',
      'Dashboard',
      'Tile',
      'Group by',
      'Channel',
      'Webhook',
      'Message',
      'Team',
      'Silenced',
      'Created',
      'Updated',
    ]);
  });

  it('a HyperDX alert without its optional fields (they are absent, not read)', () => {
    const bare = {
      id: 'a',
      threshold: 5,
      interval: '5m',
      thresholdType: 'above',
      source: 'saved_search',
      savedSearchId: 's',
      channels: [{ type: 'webhook', webhookId: 'w' }],
    };
    expect(labels(bare)).toEqual([
      'Alert ID',
      'Threshold',
      'Threshold type',
      'Interval',
      'Source',
      'Saved search',
      'Group by',
      'Channel',
      'Webhook',
      'Message',
      'Team',
      'Silenced',
      'Created',
      'Updated',
    ]);
    expect(text(bare, 'Silenced')).toBe('No');
  });

  it('a HyperDX alert with every field', () => {
    expect(labels(REAL_ALERT)).toEqual([
      'Alert ID',
      'Threshold',
      'Upper bound',
      'Threshold type',
      'Interval',
      'Consecutive windows',
      'Schedule offset',
      'Schedule start',
      'Source',
      'Saved search',
      'Group by',
      'Webhooks',
      'Message',
      'Note',
      'Team',
      'Silenced',
      'Execution errors',
      'Created',
      'Updated',
    ]);
    expect(text(REAL_ALERT, 'Threshold')).toBe('100 (lower bound)');
    expect(text(REAL_ALERT, 'Upper bound')).toBe('500');
    expect(text(REAL_ALERT, 'Consecutive windows')).toBe('Fires after 3 windows in a row');
    expect(text(REAL_ALERT, 'Schedule offset')).toBe('2 minutes');
  });
});

describe('alertRows: what an alert watches and notifies, by name', () => {
  const names = {
    dashboard: (id: string) => (id === 'd' ? 'Service overview' : undefined),
    tile: (dashboardId: string | undefined, id: string) => (dashboardId === 'd' && id === 't' ? 'Error rate' : undefined),
    savedSearch: () => undefined,
    webhook: (id: string) => (id === 'w' ? 'On-call Slack' : undefined),
  };
  const alert = alertSchema.parse({
    id: 'a',
    threshold: 1,
    interval: '5m',
    thresholdType: 'above',
    source: 'tile',
    dashboard: 'd',
    tileId: 't',
    channel: { type: 'webhook', webhookId: 'w' },
  });
  const cell = (label: string) => {
    const value = alertRows(alert, names).find(([l]) => l === label)?.[1] as { props: { children: unknown[] } } | undefined;
    return value?.props.children;
  };

  it('names the dashboard, the tile and the webhook, with their ids', () => {
    for (const [label, name, id] of [
      ['Dashboard', 'Service overview', 'd'],
      ['Tile', 'Error rate', 't'],
      ['Webhook', 'On-call Slack', 'w'],
    ]) {
      const [nameNode, , idNode] = cell(label) as { props: { value: string } }[];
      expect([nameNode.props.value, idNode.props.value]).toEqual([name, id]);
    }
  });

  it('shows the id alone when the list does not name it', () => {
    const other = alertSchema.parse({ ...alert, tileId: 'gone' });
    const value = alertRows(other, names).find(([l]) => l === 'Tile')?.[1] as { props: { value: string } };
    expect(value.props.value).toBe('gone');
  });
});
