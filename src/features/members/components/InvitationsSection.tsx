import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { confirmFirst } from '../../../components/confirmFirst';
import { QueryState } from '../../../components/QueryState';
import { SectionCard } from '../../../components/SectionCard';
import type { Invitation } from '../../../contract';
import type { KeyRoleAccess } from '../../../session/keyRole';
import { useRevokeInvitation } from '../queries';
import { InvitationsTable } from './InvitationsTable';
import { nameText } from '../../../components/displayName';

/**
 * The invitations list and its one write, revoke: asked first, then one DELETE (a revocation on
 * its way holds every Revoke button). A failure stays above the list with its request id.
 */
export function InvitationsSection({ organizationId, query, access }: { organizationId: string; query: UseQueryResult<Invitation[]>; access: KeyRoleAccess }) {
  const revoke = useRevokeInvitation(organizationId);
  const [revoking, setRevoking] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<{ email: string; error: unknown } | null>(null);
  const inFlight = useRef(false);

  const onRevoke = async (invitation: Invitation) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const confirmed = await confirmFirst({
        title: `Revoke the invitation of ${nameText(invitation.email)}?`,
        children: <Text size="sm">The invitation stops working at once. To let them join later, send a new one.</Text>,
        labels: { confirm: 'Revoke invitation', cancel: 'Keep it' },
        confirmProps: { color: 'red' },
      });
      if (!confirmed) return;
      setFailure(null);
      setRevoking(invitation.id);
      await revoke.mutateAsync(invitation.id);
      notifications.show({ color: 'teal', title: 'Invitation revoked', message: `${nameText(invitation.email)} can no longer join with it.` });
    } catch (error) {
      setFailure({ email: invitation.email, error });
    } finally {
      inFlight.current = false;
      setRevoking(undefined);
    }
  };

  return (
    <SectionCard title="Invitations">
      {failure && <ApiErrorAlert error={failure.error} title={`Could not revoke the invitation of ${nameText(failure.email)}`} />}
      <QueryState
        query={query}
        loadingLabel="Loading invitations"
        refreshLabel="invitations"
        isEmpty={(list) => list.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No invitations are waiting for an answer.
          </Text>
        }
      >
        {(list) => <InvitationsTable invitations={list} access={access} revoking={revoking} onRevoke={(i) => void onRevoke(i)} />}
      </QueryState>
    </SectionCard>
  );
}
