import { describe, expect, it } from 'vitest';
import { findSessionKey, keyRoleAccess } from './keyRole';

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
