// The people every emulated organization starts with: one admin and two developers, so the
// members page has something to show and the last-admin rule something to protect.
import { stableUuid, type StoredMember, type StoredOrg } from './state.js';
import type { Table } from './table.js';

const SEED: readonly Pick<StoredMember, 'name' | 'email' | 'role'>[] = [
  { name: 'Ada Lovelace', email: 'ada.lovelace@example.com', role: 'admin' },
  { name: 'Grace Hopper', email: 'grace.hopper@example.com', role: 'developer' },
  { name: 'Alan Turing', email: 'alan.turing@example.com', role: 'developer' },
];

/** A person's user id: the same in every organization (OpenAPI `Member.userId`). */
export const userIdOf = (email: string): string => stableUuid(`emulator-user:${email.toLowerCase()}`);

/** A member's record id: one record per person and organization. */
export const memberRecordId = (organizationId: string, userId: string): string => `${organizationId}/${userId}`;

/** Gives an organization without members the seeded ones, joined when it was created. */
export function seedMembers(members: Table<StoredMember>, org: Pick<StoredOrg, 'id' | 'createdAt'>): void {
  if (members.countInGroup(org.id) > 0) return;
  for (const person of SEED) {
    const userId = userIdOf(person.email);
    members.put({ id: memberRecordId(org.id, userId), organizationId: org.id, userId, joinedAt: org.createdAt, ...person });
  }
}
