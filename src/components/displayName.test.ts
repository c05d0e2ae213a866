import { describe, expect, it } from 'vitest';
import { NAME_TEXT_MAX, hasHiddenCharacters, hiddenCodes, nameSegments, nameText, quotedName, revealedName, withoutHidden } from './displayName';

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

describe('names as plain text, and commands that hold hidden characters', () => {
  it('hiddenCodes lists each hidden character once, in order', () => {
    expect(hiddenCodes('a\u202Eb\u200Bc\u202E')).toEqual(['U+202E', 'U+200B']);
    expect(hiddenCodes('plain')).toEqual([]);
  });

  it('withoutHidden removes exactly the hidden characters', () => {
    expect(withoutHidden('host\u200B.example\u202E.com')).toBe('host.example.com');
    expect(withoutHidden('team 👩\u200D💻')).toBe('team 👩\u200D💻');
  });

  it('nameText reveals and cuts at its bound, not one character before', () => {
    expect(nameText('x'.repeat(NAME_TEXT_MAX))).toBe('x'.repeat(NAME_TEXT_MAX));
    expect(nameText('x'.repeat(NAME_TEXT_MAX + 1))).toBe(`${'x'.repeat(NAME_TEXT_MAX - 1)}…`);
    expect(nameText('a\u202Eb')).toBe('a[U+202E]b');
    expect(nameText('', 10, 'Unnamed')).toBe('Unnamed');
    expect(nameText(undefined)).toBe('');
  });

  it('nameText never lets a raw hidden character through, even where it cuts', () => {
    const cut = nameText(`${'y'.repeat(58)}\u202E\u200Bz`);
    expect(hasHiddenCharacters(cut)).toBe(false);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('quotedName puts the plain text in curly quotes', () => {
    expect(quotedName('prod\u200B')).toBe('“prod[U+200B]”');
  });
});

describe('a block of text (a request body, a command, a certificate): line breaks and tabs are seen', () => {
  it('keeps \\n, \\r and \\t as text in a block, and still marks the hidden characters', () => {
    const json = '{\n\t"name": "a\u202Eb"\r\n}';
    expect(hasHiddenCharacters('{\n\t"x": 1\r\n}', true)).toBe(false);
    expect(hiddenCodes(json, true)).toEqual(['U+202E']);
    expect(withoutHidden(json, true)).toBe('{\n\t"name": "ab"\r\n}');
    expect(nameSegments('a\nb', true)).toEqual([{ text: 'a\nb' }]);
  });

  it('in a name, a line break or a tab is still a marker', () => {
    expect(hiddenCodes('a\nb\tc')).toEqual(['U+000A', 'U+0009']);
  });
});
