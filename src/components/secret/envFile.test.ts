import { describe, expect, it } from 'vitest';
import { envValue, toEnvFile } from './envFile';

describe('toEnvFile', () => {
  it('writes one NAME=value line per entry, ending with a newline', () => {
    expect(
      toEnvFile([
        { envName: 'KEY_ID', value: 'abc' },
        { envName: 'KEY_SECRET', value: 'x+/y==' },
      ]),
    ).toBe('KEY_ID=abc\nKEY_SECRET=x+/y==\n');
  });

  it.each([
    ['plain', 'plain'],
    ['4b1d+/a=', '4b1d+/a='],
    ['', ''],
    ['with space', "'with space'"],
    ['say "hi"', `'say "hi"'`],
    ['a\\b', "'a\\b'"],
    ['#hash', "'#hash'"],
    ['$HOME', "'$HOME'"],
    ["it's", `"it's"`],
    ['line\nbreak', '"line\\nbreak"'],
    ['a\\b\'"c', '"a\\\\b\'\\"c"'],
  ])('quotes %j as %s', (value, expected) => {
    expect(envValue(value)).toBe(expected);
  });
});
