import { describe, expect, it } from 'vitest';
import { findSessionKey, keyRoleAccess, sessionKeyMatch } from './keyRole';

describe('keyRoleAccess', () => {
  it.each([
    [undefined, undefined, true],
    [[], undefined, true],
    [['admin'], 'admin', true],
    [['developer', 'admin'], 'admin', true],
    [['developer'], 'developer', false],
    [['query_endpoints'], 'query_endpoints', false],
    [['something_new'], undefined, true],
  ] as const)('roles %j → role %s, canWrite %s', (roles, role, canWrite) => {
    const access = keyRoleAccess(roles);
    expect(access.role).toBe(role);
    expect(access.canWrite).toBe(canWrite);
    expect(access.reason === undefined).toBe(canWrite);
  });

  it('names the role in the reason', () => {
    expect(keyRoleAccess(['developer']).reason).toContain('(developer) is read-only');
  });
});

describe('findSessionKey', () => {
  const key = (id: string, keySuffix: string, roles: string[]) => ({ id, keySuffix, roles, name: id });
  it('matches the id first, then the suffix the key ID ends with', () => {
    const keys = [key('a', 'WXYZ', ['admin']), key('session-key-id', 'zzzz', ['developer'])];
    expect(findSessionKey(keys, 'session-key-id')?.roles).toEqual(['developer']);
    expect(findSessionKey(keys, 'abcdefWXYZ')?.roles).toEqual(['admin']);
    expect(findSessionKey(keys, 'abcdefQQQQ')).toBeUndefined();
  });
  it('gives up when two keys with that suffix have different roles', () => {
    expect(findSessionKey([key('a', 'WXYZ', ['admin']), key('b', 'WXYZ', ['developer'])], 'xxWXYZ')).toBeUndefined();
    expect(findSessionKey([key('a', 'WXYZ', ['developer']), key('b', 'WXYZ', ['developer'])], 'xxWXYZ')?.roles).toEqual(['developer']);
  });
});

describe('sessionKeyMatch', () => {
  const keys = [
    { id: 'a', keySuffix: 'AbC1' },
    { id: 'b', keySuffix: 'xyz9' },
    { id: 'c', keySuffix: 'xyz9' },
    { id: 'd', keySuffix: undefined },
  ];
  it('is the one key whose suffix ends the session key ID (case matters)', () => {
    expect(sessionKeyMatch(keys[0], keys, 'longkeyidAbC1')).toBe('yes');
    expect(sessionKeyMatch(keys[0], keys, 'longkeyidabc1')).toBe('no');
    expect(sessionKeyMatch(keys[1], keys, 'longkeyidAbC1')).toBe('no');
  });
  it('is "maybe" when several keys share the suffix', () => {
    expect(sessionKeyMatch(keys[1], keys, 'idxyz9')).toBe('maybe');
    expect(sessionKeyMatch(keys[2], keys, 'idxyz9')).toBe('maybe');
  });
  it('matches the id first: a key whose id is the session key ID, and no other', () => {
    expect(sessionKeyMatch(keys[3], keys, 'd')).toBe('yes');
    expect(sessionKeyMatch({ id: 'e', keySuffix: 'd' }, keys, 'd')).toBe('no');
  });
  it('a key read alone (not yet in the list) is compared with itself', () => {
    expect(sessionKeyMatch({ id: 'z', keySuffix: 'QQQQ' }, [], 'idQQQQ')).toBe('yes');
  });
  it('is "no" without a suffix or a session', () => {
    expect(sessionKeyMatch(keys[3], keys, 'anything')).toBe('no');
    expect(sessionKeyMatch(keys[0], keys, undefined)).toBe('no');
  });
});
