import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { SectionCard } from '../../../components/SectionCard';
import type { Member } from '../../../contract';
import { useKeyRole } from '../../../session/keyRole';
import { useRequiredSession } from '../../../session/store';
import { ReadOnlyNotice } from '../../../session/WriteAccess';
import { ChangeRoleModal } from '../components/ChangeRoleModal';
import { InvitationsSection } from '../components/InvitationsSection';
import { MembersTable, type MemberAction } from '../components/MembersTable';
import { RemoveMemberModal } from '../components/RemoveMemberModal';
import { InviteMemberForm } from '../forms/InviteMemberForm';
import { memberQueries } from '../queries';

/** /members: the organization's members (change a role, remove), invitations (send, revoke). */
export function MembersPage() {
  const { organizationId } = useRequiredSession();
  const members = useQuery(memberQueries.members(organizationId));
  const invitations = useQuery(memberQueries.invitations(organizationId));
  const access = useKeyRole();
  const [open, setOpen] = useState<{ member: Member; action: MemberAction } | null>(null);
  const close = () => setOpen(null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Members
        </Title>
        <Text c="dimmed" size="sm">
          The people in this organization and the invitations waiting for an answer. Changing them needs a key with the admin role; the organization always
          keeps at least one admin.
        </Text>
      </div>
      <ReadOnlyNotice />
      <SectionCard title="People">
        <QueryState query={members} loadingLabel="Loading members" refreshLabel="members">
          {(list) => <MembersTable members={list} access={access} onAction={(member, action) => setOpen({ member, action })} />}
        </QueryState>
      </SectionCard>
      <SectionCard title="Invite a member" description="An invitation is sent to the address and stays open until it is accepted, revoked or expires.">
        {/* The form checks an address against both lists: it waits for them (their errors are shown in their own sections). */}
        {members.data && invitations.data ? (
          <InviteMemberForm organizationId={organizationId} members={members.data} invitations={invitations.data} />
        ) : (
          <Text size="sm" c="dimmed">
            {members.isError || invitations.isError ? 'Available once the members and invitations are read.' : 'Reading members and invitations…'}
          </Text>
        )}
      </SectionCard>
      <InvitationsSection organizationId={organizationId} query={invitations} access={access} />
      {open?.action === 'change-role' && members.data && (
        <ChangeRoleModal organizationId={organizationId} member={open.member} members={members.data} onClose={close} />
      )}
      {open?.action === 'remove' && <RemoveMemberModal organizationId={organizationId} member={open.member} onClose={close} />}
    </Stack>
  );
}
