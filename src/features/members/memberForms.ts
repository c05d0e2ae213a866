/**
 * The members page's form rules: the contract's request schemas, plus the rules that need the
 * organization's other members and invitations (src/contract/member-context.ts), checked in the
 * browser so a refused change never leaves it.
 */
import type { z } from 'zod';
import {
  invitationCreateSchema,
  invitationIssues,
  MEMBER_ROLES,
  memberRoleIssues,
  memberUpdateSchema,
  type ContractIssue,
  type Invitation,
  type Member,
  type MemberRole,
} from '../../contract';

export const ROLE_LABELS: Record<MemberRole, string> = { admin: 'Admin', developer: 'Developer' };
export const ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  admin: 'Manages the organization: members, billing, keys and every service.',
  developer: 'Reads the organization and works with its services; cannot manage members.',
};
export const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** A role as shown: the assigned roles the server reports, else the (deprecated) `role`. */
export function roleText(m: Pick<Member, 'role' | 'assignedRoles'>): string {
  const names = (m.assignedRoles ?? []).map((r) => r.roleName).filter((n): n is string => !!n);
  if (names.length > 0) return names.join(', ');
  return m.role === undefined ? '—' : (ROLE_LABELS[m.role as MemberRole] ?? m.role);
}

export const isMemberRole = (role: string | undefined): role is MemberRole => (MEMBER_ROLES as readonly string[]).includes(role ?? '');

function addIssues(ctx: z.RefinementCtx, issues: ContractIssue[]) {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
}

/** Changing `userId`'s role, with the last-admin rule. */
export function roleChangeSchema(members: readonly Member[], userId: string) {
  return memberUpdateSchema.superRefine((v, ctx) => addIssues(ctx, memberRoleIssues(members.map(asRuleMember), userId, v.role)));
}

/** Inviting someone, refused for a member's address or one with a pending invitation. */
export function inviteSchema(members: readonly Member[], invitations: readonly Invitation[], now: () => number = Date.now) {
  return invitationCreateSchema.superRefine((v, ctx) => addIssues(ctx, invitationIssues(members.map(asRuleMember), invitations, v.email, now())));
}

const asRuleMember = (m: Member) => ({ userId: m.userId, email: m.email, role: m.role });
