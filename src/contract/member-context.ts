/**
 * Member and invitation rules that need the organization's other members and invitations: pure
 * functions, applied by the emulator to requests and by the members page before it sends one
 * (the same texts, on the field they concern).
 */
import type { ContractIssue } from './common.js';
import { MEMBER_MESSAGES, sameEmail, type MemberRole } from './member.js';

interface MemberLike {
  userId: string;
  email: string;
  role?: string;
}
interface InvitationLike {
  email: string;
  expireAt?: string;
}

const isAdmin = (m: MemberLike) => m.role === 'admin';

/** The only admin is the one member who can neither leave nor stop being an admin. */
export function isLastAdmin(members: readonly MemberLike[], userId: string): boolean {
  const admins = members.filter(isAdmin);
  return admins.length === 1 && admins[0].userId === userId;
}

/** Changing `userId`'s role to `role`: refused when it would leave the organization without an admin. */
export function memberRoleIssues(members: readonly MemberLike[], userId: string, role: MemberRole): ContractIssue[] {
  return role !== 'admin' && isLastAdmin(members, userId) ? [{ path: 'role', message: MEMBER_MESSAGES.lastAdmin }] : [];
}

/** Removing `userId`: refused for the last admin. */
export function memberRemovalIssues(members: readonly MemberLike[], userId: string): ContractIssue[] {
  return isLastAdmin(members, userId) ? [{ path: 'userId', message: MEMBER_MESSAGES.lastAdmin }] : [];
}

/** An invitation still open at `now` (one without an expiry never lapses). */
export function isPendingInvitation(invitation: InvitationLike, now: number): boolean {
  return invitation.expireAt === undefined || Date.parse(invitation.expireAt) > now;
}

/** Inviting `email`: refused when it is already a member's, or already has a pending invitation. */
export function invitationIssues(members: readonly MemberLike[], invitations: readonly InvitationLike[], email: string, now: number): ContractIssue[] {
  if (members.some((m) => sameEmail(m.email, email))) return [{ path: 'email', message: MEMBER_MESSAGES.alreadyMember }];
  if (invitations.some((i) => sameEmail(i.email, email) && isPendingInvitation(i, now))) return [{ path: 'email', message: MEMBER_MESSAGES.alreadyInvited }];
  return [];
}
