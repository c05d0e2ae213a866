import { Modal, Text } from '@mantine/core';
import type { Member } from '../../../contract';
import { ChangeRoleForm } from '../forms/ChangeRoleForm';
import { nameText } from '../../../components/displayName';
import { Name } from '../../../components/Name';
import { useReturnFocusOnUnmount } from '../../../components/focus/useReturnFocusOnUnmount';

/** The change-role form in a dialog, for one member (shown while mounted: closing unmounts it, and focus goes back to its opener). */
export function ChangeRoleModal({
  organizationId,
  member,
  members,
  onClose,
}: {
  organizationId: string;
  member: Member;
  members: readonly Member[];
  onClose: () => void;
}) {
  const who = nameText(member.name || member.email);
  useReturnFocusOnUnmount(true);
  return (
    <Modal opened onClose={onClose} title={`Change the role of ${who}`}>
      <Text size="sm" c="dimmed" mb="sm">
        <Name value={member.email} />
      </Text>
      <ChangeRoleForm organizationId={organizationId} member={member} members={members} onDone={onClose} />
    </Modal>
  );
}
