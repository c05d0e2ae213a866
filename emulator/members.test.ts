// Members and invitations: the seeded people, role changes and removals (never the last admin),
// invitations (never to a member or to a pending address), role rules, both dialects.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invitationSchema, MEMBER_MESSAGES, memberSchema } from '../src/contract/index.js';
import { INVITATION_LIFETIME_MS } from './routes/members.js';
import { basic, startTestEmulator, UNKNOWN_UUID, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ clock: 'manual' });
});
afterAll(() => emu.close());
beforeEach(async () => {
  await emu.control('POST', '/reset');
});

interface SeededMember {
  userId: string;
  name: string;
  email: string;
  role: string;
}
const members = async (): Promise<SeededMember[]> => (await emu.call('GET', `${emu.orgPath}/members`)).json.result;
const byName = async (name: string) => (await members()).find((m) => m.name === name)!;

describe('members', () => {
  it('an organization starts with one admin and two developers, each answering the Member shape', async () => {
    const list = await members();
    expect(list.map((m) => [m.name, m.role])).toEqual([
      ['Ada Lovelace', 'admin'],
      ['Grace Hopper', 'developer'],
      ['Alan Turing', 'developer'],
    ]);
    for (const m of list) expect(memberSchema.safeParse(m).success).toBe(true);
    expect(list[0]).toMatchObject({ email: 'ada.lovelace@example.com', assignedRoles: [{ roleName: 'Admin', roleType: 'system' }] });
    expect(list[0].userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a user id is the same in every organization the person belongs to', async () => {
    const other = await emu.control('POST', '/organizations', {});
    const auth = basic(other.json.admin.keyId, other.json.admin.keySecret);
    const theirs = await emu.call('GET', `/v1/organizations/${other.json.organizationId}/members`, undefined, { auth });
    expect(theirs.json.result.map((m: SeededMember) => m.userId)).toEqual((await members()).map((m) => m.userId));
  });

  it('changes a role; the answer and the list agree', async () => {
    const grace = await byName('Grace Hopper');
    const r = await emu.call('PATCH', `${emu.orgPath}/members/${grace.userId}`, { role: 'admin' });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result).toMatchObject({ userId: grace.userId, role: 'admin', assignedRoles: [{ roleName: 'Admin' }] });
    expect((await byName('Grace Hopper')).role).toBe('admin');
  });

  it('the last admin can be neither demoted nor removed; once another is admin, both can', async () => {
    const ada = await byName('Ada Lovelace');
    const demote = await emu.call('PATCH', `${emu.orgPath}/members/${ada.userId}`, { role: 'developer' });
    expect(demote.status).toBe(400);
    expect(demote.json.error).toBe(`BAD_REQUEST: role: ${MEMBER_MESSAGES.lastAdmin}`);
    const remove = await emu.call('DELETE', `${emu.orgPath}/members/${ada.userId}`);
    expect(remove.status).toBe(400);
    expect(remove.json.error).toContain(MEMBER_MESSAGES.lastAdmin);
    expect((await byName('Ada Lovelace')).role).toBe('admin');

    const grace = await byName('Grace Hopper');
    expect((await emu.call('PATCH', `${emu.orgPath}/members/${grace.userId}`, { role: 'admin' })).status).toBe(200);
    const removed = await emu.call('DELETE', `${emu.orgPath}/members/${ada.userId}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.result).toBeUndefined();
    expect((await members()).map((m) => m.name)).toEqual(['Grace Hopper', 'Alan Turing']);
  });

  it.each<[string, unknown, string]>([
    ['no role', {}, 'BAD_REQUEST: role: '],
    ['unknown role', { role: 'owner' }, `BAD_REQUEST: role: ${MEMBER_MESSAGES.role}`],
  ])('400 for a role change with %s', async (_n, body, error) => {
    const grace = await byName('Grace Hopper');
    const r = await emu.call('PATCH', `${emu.orgPath}/members/${grace.userId}`, body);
    expect(r.status).toBe(400);
    expect(r.json.error.startsWith(error), r.json.error).toBe(true);
  });

  it('400 for a user who is not a member, and for a malformed user id', async () => {
    const r = await emu.call('DELETE', `${emu.orgPath}/members/${UNKNOWN_UUID}`);
    expect(r.status).toBe(400);
    expect(r.json.error).toContain('is not a member');
    const bad = await emu.call('PATCH', `${emu.orgPath}/members/nope`, { role: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/^BAD_REQUEST: userId: Must be a UUID/);
  });
});

describe('invitations', () => {
  it('invites an address (stored lower-case, open 30 days), lists it and revokes it', async () => {
    const r = await emu.call('POST', `${emu.orgPath}/invitations`, { email: 'New.Person@Example.com', role: 'developer' });
    expect(r.status, r.text).toBe(200);
    const invitation = r.json.result;
    expect(invitationSchema.safeParse(invitation).success).toBe(true);
    expect(invitation).toMatchObject({ email: 'new.person@example.com', role: 'developer' });
    expect(Date.parse(invitation.expireAt) - Date.parse(invitation.createdAt)).toBe(INVITATION_LIFETIME_MS);
    expect((await emu.call('GET', `${emu.orgPath}/invitations`)).json.result).toEqual([invitation]);

    const del = await emu.call('DELETE', `${emu.orgPath}/invitations/${invitation.id}`);
    expect(del.status, del.text).toBe(200);
    expect((await emu.call('GET', `${emu.orgPath}/invitations`)).json.result).toEqual([]);
    const again = await emu.call('DELETE', `${emu.orgPath}/invitations/${invitation.id}`);
    expect(again.status).toBe(400);
    expect(again.json.error).toContain('does not exist');
  });

  it("refuses an invitation to a member's address and to one already invited, in any case", async () => {
    const member = await emu.call('POST', `${emu.orgPath}/invitations`, { email: 'ADA.LOVELACE@example.com', role: 'admin' });
    expect(member.status).toBe(400);
    expect(member.json.error).toBe(`BAD_REQUEST: email: ${MEMBER_MESSAGES.alreadyMember}`);
    expect((await emu.call('POST', `${emu.orgPath}/invitations`, { email: 'new@example.com', role: 'admin' })).status).toBe(200);
    const twice = await emu.call('POST', `${emu.orgPath}/invitations`, { email: 'NEW@example.com', role: 'developer' });
    expect(twice.status).toBe(400);
    expect(twice.json.error).toBe(`BAD_REQUEST: email: ${MEMBER_MESSAGES.alreadyInvited}`);
  });

  it('an expired invitation gives way to a new one for the same address', async () => {
    const first = await emu.call('POST', `${emu.orgPath}/invitations`, { email: 'late@example.com', role: 'admin' });
    expect(first.status).toBe(200);
    const advance = async (advanceMs: number) => expect((await emu.control('POST', '/clock', { advanceMs })).status).toBe(200);
    const day = 86_400_000;
    for (let moved = day; moved < INVITATION_LIFETIME_MS; moved += day) await advance(day);
    await advance(day - 1);
    const early = await emu.call('POST', `${emu.orgPath}/invitations`, { email: 'late@example.com', role: 'developer' });
    expect(early.status, 'one millisecond before it expires').toBe(400);
    await advance(1);
    const second = await emu.call('POST', `${emu.orgPath}/invitations`, { email: 'late@example.com', role: 'developer' });
    expect(second.status, second.text).toBe(200);
    const list = (await emu.call('GET', `${emu.orgPath}/invitations`)).json.result;
    expect(list.map((i: { id: string }) => i.id)).toEqual([second.json.result.id]);
  });

  it.each<[string, unknown, string]>([
    ['no email', { role: 'admin' }, 'email'],
    ['not an email', { email: 'someone', role: 'admin' }, 'email'],
    ['no role', { email: 'a@example.com' }, 'role'],
    ['a custom role list', { email: 'a@example.com', role: 'admin', assignedRoleIds: [] }, 'assignedRoleIds'],
  ])('400 for an invitation with %s', async (_n, body, field) => {
    const r = await emu.call('POST', `${emu.orgPath}/invitations`, body);
    expect(r.status).toBe(400);
    expect(r.json.error.startsWith(`BAD_REQUEST: ${field}: `), r.json.error).toBe(true);
  });
});

describe('roles and dialects', () => {
  it('a developer key reads members and invitations and changes neither', async () => {
    const { auth } = await emu.newKey({ roles: ['developer'] });
    expect((await emu.call('GET', `${emu.orgPath}/members`, undefined, { auth })).status).toBe(200);
    expect((await emu.call('GET', `${emu.orgPath}/invitations`, undefined, { auth })).status).toBe(200);
    const grace = await byName('Grace Hopper');
    const patch = await emu.call('PATCH', `${emu.orgPath}/members/${grace.userId}`, { role: 'admin' }, { auth });
    expect(patch.status).toBe(403);
    expect(patch.json.error).toContain("changing members' roles");
    expect((await emu.call('DELETE', `${emu.orgPath}/members/${grace.userId}`, undefined, { auth })).status).toBe(403);
    expect((await emu.call('POST', `${emu.orgPath}/invitations`, { email: 'x@example.com', role: 'admin' }, { auth })).status).toBe(403);
  });

  it('an organization speaking the cloud dialect answers the same words', async () => {
    const other = await emu.control('POST', '/organizations', { dialects: { management: 'cloud' } });
    const auth = basic(other.json.admin.keyId, other.json.admin.keySecret);
    const path = `/v1/organizations/${other.json.organizationId}`;
    const list = await emu.call('GET', `${path}/members`, undefined, { auth });
    expect(list.json.result[0]).toMatchObject({ name: 'Ada Lovelace', role: 'admin' });
    const invite = await emu.call('POST', `${path}/invitations`, { email: 'cloud@example.com', role: 'developer' }, { auth });
    expect(invite.status, invite.text).toBe(200);
    expect(invite.json.result.email).toBe('cloud@example.com');
  });
});
