import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath';

const origin = 'https://console.example.com';

describe('safeReturnPath', () => {
  it.each([
    ['/services', '/services'],
    ['/services/1f0e?tab=pipes#x', '/services/1f0e?tab=pipes#x'],
    ['/keys/new', '/keys/new'],
  ])('keeps a path of this console: %s', (from, want) => {
    expect(safeReturnPath(from, origin)).toBe(want);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\\/evil.example',
    'javascript:alert(1)',
    'services',
    '/sign-in',
    '/sign-in?x=1',
    '/services\n//evil.example',
    '/\t/evil.example',
    '',
    undefined,
    42,
  ])('ignores %j', (from) => {
    expect(safeReturnPath(from, origin)).toBe('/services');
  });
});
