import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES, type Invitation, type Member } from '../../contract';
import { issuesOf } from '../../contract/test-helpers';
import { inviteSchema, roleChangeSchema, roleText } from './memberForms';

const ada: Member = { userId: 'ada', name: 'Ada', email: 'ada@example.com', role: 'admin' };
const grace: Member = { userId: 'grace', name: 'Grace', email: 'grace@example.com', role: 'developer' };
const pending: Invitation = { id: 'i1', email: 'new@example.com', role: 'developer', expireAt: '2026-06-02T00:00:00Z' };
const now = () => Date.parse('2026-06-01T00:00:00Z');

describe('roleChangeSchema', () => {
  it('refuses to demote the only admin, on the role field', () => {
    expect(issuesOf(roleChangeSchema([ada, grace], 'ada'), { role: 'developer' })).toEqual([{ path: 'role', message: MEMBER_MESSAGES.lastAdmin }]);
    expect(issuesOf(roleChangeSchema([ada, grace], 'grace'), { role: 'admin' })).toEqual([]);
    expect(issuesOf(roleChangeSchema([ada, { ...grace, role: 'admin' }], 'ada'), { role: 'developer' })).toEqual([]);
  });

  it('keeps the contract rules', () => {
    expect(issuesOf(roleChangeSchema([ada], 'ada'), {})).toHaveLength(1);
  });
});

describe('inviteSchema', () => {
  it("refuses a member's address and a pending one; takes a new one", () => {
    const schema = inviteSchema([ada, grace], [pending], now);
    expect(issuesOf(schema, { email: 'Grace@Example.com', role: 'admin' })).toEqual([{ path: 'email', message: MEMBER_MESSAGES.alreadyMember }]);
    expect(issuesOf(schema, { email: 'new@example.com', role: 'admin' })).toEqual([{ path: 'email', message: MEMBER_MESSAGES.alreadyInvited }]);
    expect(issuesOf(schema, { email: 'third@example.com', role: 'admin' })).toEqual([]);
  });

  it('takes an address whose invitation has expired', () => {
    const later = () => Date.parse('2026-06-02T00:00:00Z');
    expect(issuesOf(inviteSchema([ada], [pending], later), { email: 'new@example.com', role: 'admin' })).toEqual([]);
  });
});

describe('roleText', () => {
  it('shows the assigned roles the server reports, else the role', () => {
    expect(roleText({ role: 'admin' })).toBe('Admin');
    expect(roleText({ role: 'admin', assignedRoles: [{ roleName: 'Billing' }, { roleName: 'Viewer' }] })).toBe('Billing, Viewer');
    expect(roleText({})).toBe('—');
  });
});
