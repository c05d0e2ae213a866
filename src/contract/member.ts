/**
 * Organization members and invitations (OpenAPI "User management"): `GET .../members`,
 * `PATCH` / `DELETE .../members/{userId}`, `GET` / `POST .../invitations`,
 * `DELETE .../invitations/{invitationId}`.
 *
 * A member's or an invitation's `role` is `admin` or `developer` (OpenAPI `Member.role`,
 * `MemberPatchRequest.role`, `InvitationPostRequest.role`). The document marks `role` deprecated
 * in favour of custom roles (`assignedRoleIds`), which the console does not manage: it sends
 * `role`, and reads `assignedRoles` to show what the server reports.
 */
import { z } from 'zod';
import { looseEnum, oneOf, REQUIRED_MESSAGE, strictObject, text } from './common.js';

export const MEMBER_ROLES = ['admin', 'developer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * The longest address a mail server takes (RFC 5321: a 256-octet path, less its angle brackets).
 * The OpenAPI document says only `format: email`; nothing longer can receive the invitation.
 */
export const EMAIL_MAX_LENGTH = 254;

export const MEMBER_MESSAGES = {
  role: `Choose a role: ${MEMBER_ROLES.join(' or ')}.`,
  email: 'Enter an email address, like name@example.com.',
  emailLength: `An email address has at most ${EMAIL_MAX_LENGTH} characters.`,
  lastAdmin: 'The organization must keep at least one admin: make another member an admin first.',
  alreadyMember: 'This person is already a member of the organization.',
  alreadyInvited: 'This email address already has a pending invitation: revoke it first to invite again.',
} as const;

const roleSchema = oneOf(MEMBER_ROLES, MEMBER_MESSAGES.role);

/** An email address as the server stores it: trimmed, lower-case (OpenAPI: "stored in a lowercase form"). */
export const emailSchema = text()
  .trim()
  .refine((s) => s !== '', { error: REQUIRED_MESSAGE, abort: true })
  .refine((s) => s.length <= EMAIL_MAX_LENGTH, { error: MEMBER_MESSAGES.emailLength, abort: true })
  .pipe(z.email({ error: MEMBER_MESSAGES.email }));

/** The same address, whatever its case (an invitation is stored lower-case). */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `PATCH .../members/{userId}`: the member's new role. */
export const memberUpdateSchema = strictObject({ role: roleSchema });
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

/** `POST .../invitations`: who is invited, with which role. */
export const invitationCreateSchema = strictObject({ email: emailSchema, role: roleSchema });
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;
export type InvitationCreateInput = z.input<typeof invitationCreateSchema>;

/** A role as the server reports it (OpenAPI `AssignedRole`). */
export const assignedRoleSchema = z.looseObject({
  roleId: z.string().optional(),
  roleName: z.string().optional(),
  roleType: looseEnum(['system', 'custom']).optional(),
});
export type AssignedRole = z.infer<typeof assignedRoleSchema>;

export const memberSchema = z.looseObject({
  userId: z.string(),
  name: z.string().optional(),
  email: z.string(),
  role: looseEnum(MEMBER_ROLES).optional(),
  joinedAt: z.string().optional(),
  assignedRoles: z.array(assignedRoleSchema).optional(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  role: looseEnum(MEMBER_ROLES).optional(),
  createdAt: z.string().optional(),
  expireAt: z.string().optional(),
  assignedRoles: z.array(assignedRoleSchema).optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;
