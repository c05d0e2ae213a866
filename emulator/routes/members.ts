// Members and invitations (OpenAPI "User management"): list, change a member's role, remove a
// member (never the last admin), list, create and delete invitations (never to a member or to an
// email with a pending invitation). Deletes answer no result.
import { randomUUID } from 'node:crypto';
import { invitationIssues, isPendingInvitation, memberRemovalIssues, memberRoleIssues } from '../../src/contract/index.js';
import { noSuchId, nowIso } from '../http.js';
import { memberRecordId } from '../members-seed.js';
import type { Ctx, ManagementHandlers, OpCtx } from '../router.js';
import type { StoredInvitation, StoredMember } from '../store.js';
import { rejectIssues } from '../validate.js';
import { assignedSystemRoles } from '../views.js';
import { requireOrg } from './organizations.js';

/** How long an invitation stays open: the OpenAPI document does not say; the emulator's choice. */
export const INVITATION_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export function memberView(m: StoredMember) {
  return { userId: m.userId, name: m.name, email: m.email, role: m.role, joinedAt: m.joinedAt, assignedRoles: assignedSystemRoles([m.role]) };
}

export function invitationView(i: StoredInvitation) {
  return { id: i.id, email: i.email, role: i.role, createdAt: i.createdAt, expireAt: i.expireAt, assignedRoles: assignedSystemRoles([i.role]) };
}

const membersOf = (ctx: Ctx) => ctx.store.members.inGroup(ctx.params.organizationId);

function requireMember(ctx: Ctx): StoredMember {
  requireOrg(ctx);
  const member = ctx.store.members.get(memberRecordId(ctx.params.organizationId, ctx.params.userId));
  if (!member) throw noSuchId(`user ${ctx.params.userId} is not a member of organization ${ctx.params.organizationId}`);
  return member;
}

function requireInvitation(ctx: Ctx): StoredInvitation {
  requireOrg(ctx);
  const invitation = ctx.store.invitations.get(ctx.params.invitationId);
  if (invitation?.organizationId !== ctx.params.organizationId) {
    throw noSuchId(`invitation ${ctx.params.invitationId} does not exist in organization ${ctx.params.organizationId}`);
  }
  return invitation;
}

function updateMember(ctx: OpCtx<'updateMember'>) {
  const { body } = ctx;
  const member = requireMember(ctx);
  rejectIssues(memberRoleIssues(membersOf(ctx), member.userId, body.role));
  member.role = body.role;
  ctx.store.save();
  return memberView(member);
}

function deleteMember(ctx: Ctx): undefined {
  const member = requireMember(ctx);
  rejectIssues(memberRemovalIssues(membersOf(ctx), member.userId));
  ctx.store.members.delete(member);
  ctx.store.save();
  return undefined;
}

function createInvitation(ctx: OpCtx<'createInvitation'>) {
  const org = requireOrg(ctx);
  const { body } = ctx;
  const email = body.email.toLowerCase();
  const invitations = ctx.store.invitations.inGroup(org.id);
  rejectIssues(invitationIssues(membersOf(ctx), invitations, email, ctx.now));
  // An expired invitation to the same address gives way to the new one.
  for (const old of invitations) if (old.email === email && !isPendingInvitation(old, ctx.now)) ctx.store.invitations.delete(old);
  const invitation: StoredInvitation = {
    id: randomUUID(),
    organizationId: org.id,
    email,
    role: body.role,
    createdAt: nowIso(ctx.now),
    expireAt: nowIso(ctx.now + INVITATION_LIFETIME_MS),
  };
  ctx.store.invitations.put(invitation);
  ctx.store.save();
  return invitationView(invitation);
}

function deleteInvitation(ctx: Ctx): undefined {
  ctx.store.invitations.delete(requireInvitation(ctx));
  ctx.store.save();
  return undefined;
}

export const memberHandlers = {
  listMembers: {
    access: 'read',
    description: 'listing members',
    handler: (ctx) => {
      requireOrg(ctx);
      return membersOf(ctx).map(memberView);
    },
  },
  updateMember: { access: 'write', description: "changing members' roles", handler: updateMember },
  deleteMember: { access: 'write', description: 'removing members', handler: deleteMember },
  listInvitations: {
    access: 'read',
    description: 'listing invitations',
    handler: (ctx) => {
      requireOrg(ctx);
      return ctx.store.invitations.inGroup(ctx.params.organizationId).map(invitationView);
    },
  },
  createInvitation: { access: 'write', description: 'inviting members', handler: createInvitation },
  deleteInvitation: { access: 'write', description: 'deleting invitations', handler: deleteInvitation },
} satisfies Partial<ManagementHandlers>;
