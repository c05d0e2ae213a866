import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from './common.js';
import { EMAIL_MAX_LENGTH, invitationCreateSchema, MEMBER_MESSAGES as M, memberSchema, memberUpdateSchema } from './member.js';
import { invitationIssues, isLastAdmin, memberRemovalIssues, memberRoleIssues } from './member-context.js';
import { checkRow, issue, type Row } from './test-helpers.js';

/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('memberUpdateSchema', () => {
  it.each<Row>([
    ['admin', { role: 'admin' }, null],
    ['developer', { role: 'developer' }, null],
    ['no role', {}, issue('role', REQUIRED_MESSAGE)],
    ['unknown role', { role: 'owner' }, issue('role', M.role)],
    ['query_endpoints (a key role, not a member role)', { role: 'query_endpoints' }, issue('role', M.role)],
    ['unknown field', { role: 'admin', assignedRoleIds: [] }, issue('assignedRoleIds', 'Unknown field "assignedRoleIds" is not accepted here.')],
  ])('%s', (...row) => checkRow(memberUpdateSchema, row));
});

describe('invitationCreateSchema', () => {
  it.each<Row>([
    ['email and role', { email: 'new.person@example.com', role: 'developer' }, null],
    [`email of ${EMAIL_MAX_LENGTH} characters`, { email: emailOf(EMAIL_MAX_LENGTH), role: 'admin' }, null],
    [`email of ${EMAIL_MAX_LENGTH + 1} characters`, { email: emailOf(EMAIL_MAX_LENGTH + 1), role: 'admin' }, issue('email', M.emailLength)],
    ['no email', { role: 'admin' }, issue('email', REQUIRED_MESSAGE)],
    ['blank email', { email: '   ', role: 'admin' }, issue('email', REQUIRED_MESSAGE)],
    ['not an email', { email: 'new.person', role: 'admin' }, issue('email', M.email)],
    ['two at signs', { email: 'a@b@example.com', role: 'admin' }, issue('email', M.email)],
    ['no role', { email: 'a@example.com' }, issue('role', REQUIRED_MESSAGE)],
    ['unknown role', { email: 'a@example.com', role: 'owner' }, issue('role', M.role)],
  ])('%s', (...row) => checkRow(invitationCreateSchema, row));

  it('trims the address', () => {
    expect(invitationCreateSchema.parse({ email: '  a@example.com ', role: 'admin' }).email).toBe('a@example.com');
  });
});

describe('memberSchema (response)', () => {
  it('reads a member with only an id and an email, and a role it does not know', () => {
    expect(memberSchema.safeParse({ userId: 'u', email: 'a@example.com' }).success).toBe(true);
    expect(memberSchema.parse({ userId: 'u', email: 'a@example.com', role: 'billing' }).role).toBe('billing');
  });
});

describe('member rules', () => {
  const ada = { userId: 'ada', email: 'ada@example.com', role: 'admin' };
  const grace = { userId: 'grace', email: 'grace@example.com', role: 'developer' };
  const now = Date.parse('2026-06-01T00:00:00Z');

  it('the only admin can be neither demoted nor removed; one of two admins can', () => {
    expect(isLastAdmin([ada, grace], 'ada')).toBe(true);
    expect(memberRoleIssues([ada, grace], 'ada', 'developer')).toEqual([issue('role', M.lastAdmin)]);
    expect(memberRoleIssues([ada, grace], 'ada', 'admin')).toEqual([]);
    expect(memberRemovalIssues([ada, grace], 'ada')).toEqual([issue('userId', M.lastAdmin)]);
    expect(memberRemovalIssues([ada, grace], 'grace')).toEqual([]);
    const twoAdmins = [ada, { ...grace, role: 'admin' }];
    expect(memberRoleIssues(twoAdmins, 'ada', 'developer')).toEqual([]);
    expect(memberRemovalIssues(twoAdmins, 'ada')).toEqual([]);
  });

  it('an invitation to a member or to a pending address is refused, whatever the case', () => {
    const pending = { email: 'new@example.com', expireAt: '2026-06-01T00:00:01Z' };
    const expired = { email: 'old@example.com', expireAt: '2026-06-01T00:00:00Z' };
    expect(invitationIssues([ada], [], 'ADA@example.com', now)).toEqual([issue('email', M.alreadyMember)]);
    expect(invitationIssues([ada], [pending], 'New@Example.com', now)).toEqual([issue('email', M.alreadyInvited)]);
    expect(invitationIssues([ada], [expired], 'old@example.com', now)).toEqual([]);
    expect(invitationIssues([ada], [pending], 'someone@example.com', now)).toEqual([]);
  });
});
