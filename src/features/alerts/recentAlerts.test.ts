import { describe, expect, it } from 'vitest';
import { forgetAlert, parseRecentAlerts, readRecentAlerts, RECENT_ALERTS_MAX, rememberAlert, withRecent } from './recentAlerts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe('recent alerts of this tab', () => {
  it('puts the latest first, once, with its current name', () => {
    let list = withRecent([], { id: 'a', name: 'CPU' });
    list = withRecent(list, { id: 'b' });
    list = withRecent(list, { id: 'a', name: 'CPU high' });
    expect(list).toEqual([{ id: 'a', name: 'CPU high' }, { id: 'b' }]);
    expect(withRecent([], { id: 'c', name: null })).toEqual([{ id: 'c' }]);
  });

  it(`keeps at most ${RECENT_ALERTS_MAX}, dropping the oldest`, () => {
    let list = withRecent([], { id: 'first' });
    for (let i = 0; i < RECENT_ALERTS_MAX; i++) list = withRecent(list, { id: `a${i}` });
    expect(list).toHaveLength(RECENT_ALERTS_MAX);
    expect(list.map((a) => a.id)).not.toContain('first');
    expect(list[0].id).toBe(`a${RECENT_ALERTS_MAX - 1}`);
  });

  it('reads anything unreadable as empty and skips malformed entries', () => {
    expect(parseRecentAlerts(null)).toEqual([]);
    expect(parseRecentAlerts('not json')).toEqual([]);
    expect(parseRecentAlerts('{"id":"a"}')).toEqual([]);
    expect(parseRecentAlerts('[{"id":"a"},{"id":""},{"name":"x"},{"id":"b","name":3},null,{"id":"c","name":"C"}]')).toEqual([
      { id: 'a' },
      { id: 'c', name: 'C' },
    ]);
  });

  it('stores ids and names only, and forgets a deleted alert', () => {
    const storage = memoryStorage();
    rememberAlert({ id: 'a', name: 'CPU', threshold: 3, channel: { webhookId: 'w' } } as { id: string; name: string }, storage);
    rememberAlert({ id: 'b' }, storage);
    expect(JSON.parse([...storage.items.values()][0])).toEqual([{ id: 'b' }, { id: 'a', name: 'CPU' }]);
    expect(readRecentAlerts(storage)).toEqual([{ id: 'b' }, { id: 'a', name: 'CPU' }]);
    forgetAlert('a', storage);
    expect(readRecentAlerts(storage)).toEqual([{ id: 'b' }]);
  });
});
