import { describe, expect, it } from 'vitest';
import type { Alert, AlertList } from '../../../contract';
import { listedByName, LookupInconclusive } from '../../../components/form';
import { alertsNamed } from './alertLookup';

const alert = (id: string, name?: string, createdAt?: string): Alert =>
  ({
    id,
    threshold: 1,
    interval: '5m',
    thresholdType: 'above',
    source: 'tile',
    ...(name === undefined ? {} : { name }),
    ...(createdAt ? { createdAt } : {}),
  }) as Alert;

/** A list of `total` alerts served in pages, recording the offsets asked for. */
function pager(all: Alert[]) {
  const asked: number[] = [];
  const readPage = async (offset: number, limit: number): Promise<AlertList> => {
    asked.push(offset);
    return { data: all.slice(offset, offset + limit), meta: { total: all.length, limit, offset } };
  };
  return { asked, readPage };
}

const many = (n: number) => Array.from({ length: n }, (_, i) => alert(`a${String(i).padStart(5, '0')}`, `alert ${i}`));

describe('alertsNamed: the lost-reply lookup of Create alert, through the pages', () => {
  it('finds the name on a later page and stops at the end of the list', async () => {
    const all = many(25);
    all[22] = alert('wanted', 'Slow checkout');
    const { asked, readPage } = pager(all);
    const found = await alertsNamed('Slow checkout', readPage, 10, 10);
    expect(found.map((a) => a.id)).toEqual(['wanted']);
    expect(asked).toEqual([0, 10, 20]);
  });

  it('answers nothing found when the whole list was read', async () => {
    const { asked, readPage } = pager(many(20));
    await expect(alertsNamed('Missing', readPage, 10, 10)).resolves.toEqual([]);
    expect(asked).toEqual([0, 10]);
  });

  it('stops at an empty page even if the total said more', async () => {
    const readPage = async (offset: number, limit: number): Promise<AlertList> => ({ data: [], meta: { total: 99, limit, offset } });
    await expect(alertsNamed('x', readPage, 10, 10)).resolves.toEqual([]);
  });

  it('reads at most maxPages pages; past them, "not found" is not claimed', async () => {
    const { asked, readPage } = pager(many(50));
    await expect(alertsNamed('Missing', readPage, 3, 10)).rejects.toThrow(
      'The first 30 alerts were looked through and none is named “Missing”, but the list is longer.',
    );
    expect(asked).toEqual([0, 10, 20]);
    // Inconclusive, not a failed read: the notice says where to look instead of "Look again".
    await expect(alertsNamed('Missing', readPage, 3, 10)).rejects.toBeInstanceOf(LookupInconclusive);
  });

  it('past the bound, what was found is still answered', async () => {
    const all = many(50);
    all[5] = alert('early', 'Early');
    await expect(alertsNamed('Early', pager(all).readPage, 3, 10)).resolves.toHaveLength(1);
  });

  it('without a name: every alert (the newest are offered), or an error when the list goes past the bound', async () => {
    const { readPage } = pager([alert('b', undefined, '2026-01-02T00:00:00Z'), alert('a', 'Named', '2026-01-01T00:00:00Z')]);
    const found = listedByName(await alertsNamed('', readPage, 10, 10), '', (a) => `/alerts/${a.id}`);
    expect(found).toEqual([
      { id: 'b', label: 'b', href: '/alerts/b', createdAt: '2026-01-02T00:00:00Z' },
      { id: 'a', label: 'Named', href: '/alerts/a', createdAt: '2026-01-01T00:00:00Z' },
    ]);
    await expect(alertsNamed('', pager(many(50)).readPage, 3, 10)).rejects.toThrow('so the newest could not be told');
  });
});
