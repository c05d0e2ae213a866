import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, nameSegments, revealedName } from './displayName';

describe('names: what a reader cannot see is made visible', () => {
  it('a plain name is one text segment', () => {
    expect(nameSegments('Analytics prod')).toEqual([{ text: 'Analytics prod' }]);
    expect(hasHiddenCharacters('Analytics prod')).toBe(false);
  });

  it('a right-to-left override is a marker, so "gnp.exe" cannot pass for "exe.png"', () => {
    expect(nameSegments('report\u202Egnp.exe')).toEqual([
      { text: 'report' },
      { hidden: '\u202E', code: 'U+202E', label: 'right-to-left override' },
      { text: 'gnp.exe' },
    ]);
    expect(revealedName('report\u202Egnp.exe')).toBe('report[U+202E]gnp.exe');
  });

  it('zero-width characters and isolates are markers too', () => {
    expect(revealedName('ad\u200Bmin')).toBe('ad[U+200B]min');
    expect(revealedName('\u2067x\u2069')).toBe('[U+2067]x[U+2069]');
    expect(revealedName('a\uFEFF')).toBe('a[U+FEFF]');
    expect(revealedName('tab\there')).toBe('tab[U+0009]here');
  });

  it('a joiner inside an emoji sequence stays (it is seen as one emoji)', () => {
    expect(revealedName('team 👩\u200D💻')).toBe('team 👩\u200D💻');
    expect(revealedName('a\u200Db')).toBe('a[U+200D]b');
  });

  it('right-to-left text itself is not hidden', () => {
    expect(hasHiddenCharacters('שירות ראשי')).toBe(false);
  });
});
