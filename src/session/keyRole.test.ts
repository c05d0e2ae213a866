import { describe, expect, it } from 'vitest';
import { keyRoleAccess } from './keyRole';

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
