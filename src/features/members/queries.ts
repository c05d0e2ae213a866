import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callOperation } from '../../api/operations';
import { invalidateOp, opQuery, setOpData } from '../../api/queryKeys';
import { operations, type Invitation, type Member } from '../../contract';

/** Members and invitations: query options and the four writes. Never retried (mutations). */
export const memberQueries = {
  members: (organizationId: string) => opQuery(operations.listMembers, { organizationId }),
  invitations: (organizationId: string) => opQuery(operations.listInvitations, { organizationId }),
};

/** A member's role was changed: the answer replaces the member's row, then the list is read again. */
export function memberUpdated(queryClient: QueryClient, organizationId: string, member: Member) {
  setOpData(queryClient, operations.listMembers, { organizationId }, (list) => list?.map((m) => (m.userId === member.userId ? member : m)));
  void invalidateOp(queryClient, operations.listMembers, { organizationId });
}

/** DELETE a member: the row leaves at once, then the list is read again. */
export function useRemoveMember(organizationId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(operations.deleteMember, { organizationId, userId }, undefined),
    onSuccess: () => {
      setOpData(queryClient, operations.listMembers, { organizationId }, (list) => list?.filter((m) => m.userId !== userId));
      void invalidateOp(queryClient, operations.listMembers, { organizationId });
    },
  });
}

/** An invitation was sent: it joins the pending list at once, then the list is read again. */
export function invitationCreated(queryClient: QueryClient, organizationId: string, invitation: Invitation) {
  setOpData(queryClient, operations.listInvitations, { organizationId }, (list) =>
    list && !list.some((i) => i.id === invitation.id) ? [...list, invitation] : list,
  );
  void invalidateOp(queryClient, operations.listInvitations, { organizationId });
}

/** DELETE an invitation (revoke it): the row leaves at once, then the list is read again. */
export function useRevokeInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => callOperation(operations.deleteInvitation, { organizationId, invitationId }, undefined),
    onSuccess: (_answer, invitationId) => {
      setOpData(queryClient, operations.listInvitations, { organizationId }, (list) => list?.filter((i) => i.id !== invitationId));
      void invalidateOp(queryClient, operations.listInvitations, { organizationId });
    },
  });
}
