import { notifications } from '@mantine/notifications';
import { TypedConfirmModal } from '../../../components/TypedConfirmModal';
import type { Member } from '../../../contract';
import { useRemoveMember } from '../queries';
import { nameText } from '../../../components/displayName';

/** Remove a member behind the typed confirmation (their email address): one DELETE per intent. */
export function RemoveMemberModal({ organizationId, member, onClose }: { organizationId: string; member: Member; onClose: () => void }) {
  const remove = useRemoveMember(organizationId, member.userId);
  const who = nameText(member.name || member.email);
  return (
    <TypedConfirmModal
      opened
      onClose={onClose}
      title={`Remove ${who} from the organization?`}
      consequence="They lose access to the organization and its services at once. To bring them back, invite them again."
      word={member.email}
      what="their email address"
      confirmLabel="Remove member"
      errorTitle={`Could not remove ${who}`}
      onConfirm={async () => {
        await remove.mutateAsync();
        notifications.show({ color: 'teal', title: 'Member removed', message: `${who} is no longer a member.` });
        onClose();
      }}
    />
  );
}
