import { describe, expect, it } from 'vitest';
import {
  catalogueMatches,
  dashboardListSchema,
  notInListWarning,
  pastedId,
  savedSearchListSchema,
  tileWatchability,
  WATCHABLE_DISPLAY_TYPES,
  webhookListSchema,
} from './alert-catalogue.js';

describe('the lists as read', () => {
  it("reads the document's dashboards example with its tiles", () => {
    const read = dashboardListSchema.parse({
      data: [
        {
          id: '65f5e4a3b9e77c001a567890',
          name: 'Infrastructure Monitoring',
          tiles: [{ id: '65f5e4a3b9e77c001a901234', name: 'Server CPU', x: 0, y: 0, w: 6, h: 3, config: { displayType: 'line', sourceId: 's', select: [] } }],
          tags: ['infrastructure'],
        },
      ],
    });
    expect(read.data[0].tiles?.[0]).toMatchObject({ id: '65f5e4a3b9e77c001a901234', config: { displayType: 'line' } });
  });

  it('skips an entry without an id and reads an odd field as absent, never refusing the list', () => {
    const read = dashboardListSchema.parse({ data: [{ name: 'no id' }, { id: 'd', name: 7, tiles: [{ id: 't', config: 'x' }, { name: 'no id' }] }] });
    expect(read.data).toHaveLength(1);
    expect(read.data[0].name).toBeUndefined();
    expect(read.data[0].tiles).toEqual([{ id: 't', config: undefined, name: undefined }]);
  });

  it('reads the saved searches and webhooks with their page', () => {
    const meta = { total: 1, limit: 1000, offset: 0 };
    expect(savedSearchListSchema.parse({ data: [{ id: 's', name: 'Errors', sourceId: 'x' }], meta }).data[0].name).toBe('Errors');
    const hooks = webhookListSchema.parse({ data: [{ id: 'w', name: 'Slack', service: 'slack', createdAt: '', updatedAt: '' }, { id: 3 }], meta });
    expect(hooks.data.map((w) => w.id)).toEqual(['w']);
  });
});

describe('tileWatchability: the tiles an alert can watch', () => {
  it.each(WATCHABLE_DISPLAY_TYPES)('a %s tile can be watched', (displayType) => {
    expect(tileWatchability({ config: { displayType } })).toEqual({ watchable: true });
  });

  it.each([
    ['table', /a table lists rows/],
    ['pie', /pie chart/],
    ['bar', /bar chart compares groups/],
    ['heatmap', /distribution/],
    ['search', /lists events/],
    ['event_patterns', /groups messages/],
    ['markdown', /is text/],
    ['gauge', /this is a gauge tile/],
  ])('a %s tile cannot, and says why', (displayType, why) => {
    const r = tileWatchability({ config: { displayType } });
    expect(r.watchable).toBe(false);
    if (!r.watchable) {
      expect(r.reason).toMatch(/^Only line, stacked bar and number tiles can be watched: /);
      expect(r.reason).toMatch(why);
    }
  });

  it('a tile that does not say its chart type cannot', () => {
    expect(tileWatchability({ config: undefined })).toMatchObject({ watchable: false, reason: expect.stringMatching(/does not say which chart/) });
    expect(tileWatchability({ config: { displayType: undefined } }).watchable).toBe(false);
  });
});

describe('the paste rule', () => {
  const entries = [
    { id: '65f5e4a3b9e77c001a567890', name: 'Service overview' },
    { id: 'abc', name: null },
  ];

  it('searches names and ids, case-insensitively', () => {
    expect(catalogueMatches(entries[0], 'SERVICE')).toBe(true);
    expect(catalogueMatches(entries[0], 'a567')).toBe(true);
    expect(catalogueMatches(entries[1], 'xyz')).toBe(false);
    expect(catalogueMatches(entries[1], '  ')).toBe(true);
  });

  it('offers what is typed as an id only when the list shows nothing for it', () => {
    expect(pastedId('65f5e4a3b9e77c001a000000', entries)).toBe('65f5e4a3b9e77c001a000000');
    expect(pastedId('  other-id\t', entries)).toBe('other-id');
    // Shown by the list (a name or an id contains it): chosen from the list instead.
    expect(pastedId('overview', entries)).toBeUndefined();
    expect(pastedId('65f5e4a3b9e77c001a567890', entries)).toBeUndefined();
    expect(pastedId('ab', entries)).toBeUndefined();
  });

  it('is no id when empty or with a space inside', () => {
    expect(pastedId('', entries)).toBeUndefined();
    expect(pastedId('   ', entries)).toBeUndefined();
    expect(pastedId('two words', entries)).toBeUndefined();
    expect(pastedId('x', [])).toBe('x');
  });

  it('warns with the id', () => {
    expect(notInListWarning('d-1')).toBe('not in the list: d-1');
  });
});
