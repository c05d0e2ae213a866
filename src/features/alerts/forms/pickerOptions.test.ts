import { describe, expect, it } from 'vitest';
import type { CatalogueList } from '../catalogue';
import { PICKER_LIMIT, pickerData, pickerFilter, typedChoice } from './pickerOptions';

const list = (entries: CatalogueList['entries']): CatalogueList => ({ entries, loading: false, loaded: true });
const tiles = list([
  { id: 't-line', name: 'Error rate' },
  { id: 't-table', name: 'Slowest endpoints', disabledReason: 'Only line, stacked bar and number tiles can be watched: a table…' },
]);

describe('pickerData: what a picker offers', () => {
  it('every entry, the unwatchable ones disabled', () => {
    expect(pickerData(tiles, [], '').map((o) => [o.value, o.label, o.disabled])).toEqual([
      ['t-line', 'Error rate', false],
      ['t-table', 'Slowest endpoints', true],
    ]);
  });

  it('a chosen id the list lacks, and a typed id it shows nothing for, first', () => {
    expect(pickerData(tiles, ['pasted-1'], 'pasted-2').map((o) => o.value)).toEqual(['pasted-2', 'pasted-1', 't-line', 't-table']);
    // What the list shows is not offered again as an id.
    expect(pickerData(tiles, [], 'error').map((o) => o.value)).toEqual(['t-line', 't-table']);
  });

  it('an entry without a name is labelled by its id', () => {
    expect(pickerData(list([{ id: 'w1' }]), [], '')[0].label).toBe('w1');
  });
});

describe('pickerFilter', () => {
  it(`searches names and ids and renders at most ${PICKER_LIMIT} of hundreds`, () => {
    const many = list(Array.from({ length: 400 }, (_, i) => ({ id: `hook-${i}`, name: `Hook ${i}` })));
    const options = pickerData(many, [], '');
    expect(pickerFilter({ options, search: '', limit: PICKER_LIMIT })).toHaveLength(PICKER_LIMIT);
    expect(pickerFilter({ options, search: 'hook 399', limit: PICKER_LIMIT }).map((o) => ('value' in o ? o.value : ''))).toEqual(['hook-399']);
    expect(pickerFilter({ options, search: 'HOOK-12', limit: PICKER_LIMIT })).toHaveLength(11);
  });
});

describe('typedChoice: what leaving the field with typed text chooses', () => {
  it("an entry's exact id; not a disabled one", () => {
    expect(typedChoice(tiles, ' t-line ')).toBe('t-line');
    expect(typedChoice(tiles, 't-table')).toBeUndefined();
  });

  it('a pasted id the list shows nothing for; nothing when the text names an entry or has a space', () => {
    expect(typedChoice(tiles, 'unknown-tile')).toBe('unknown-tile');
    expect(typedChoice(tiles, 'Error')).toBeUndefined();
    expect(typedChoice(tiles, 'two words')).toBeUndefined();
  });
});
