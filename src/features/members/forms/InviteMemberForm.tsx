import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ControlledSelect, ControlledTextInput, FormShellForm, useFormShell } from '../../../components/form';
import { operations, type Invitation, type InvitationCreateInput, type Member } from '../../../contract';
import { inviteSchema, ROLE_OPTIONS } from '../memberForms';
import { invitationCreated } from '../queries';
import { nameText } from '../../../components/displayName';

const EMPTY: InvitationCreateInput = { email: '', role: 'developer' };

/**
 * `POST .../invitations` `{email, role}`. An address that is already a member's, or already has a
 * pending invitation, is refused next to the field before any request (the server refuses it too,
 * so a request whose reply was lost cannot make a second invitation). The form empties itself
 * after each invitation, ready for the next.
 */
export function InviteMemberForm({
  organizationId,
  members,
  invitations,
}: {
  organizationId: string;
  members: readonly Member[];
  invitations: readonly Invitation[];
}) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => inviteSchema(members, invitations), [members, invitations]);
  const shell = useFormShell({
    operation: operations.createInvitation,
    params: { organizationId },
    schema,
    defaultValues: EMPTY,
    mode: 'onTouched',
    onSuccess: (invitation: Invitation) => {
      invitationCreated(queryClient, organizationId, invitation);
      shell.form.reset(EMPTY);
      notifications.show({ color: 'green', title: 'Invitation sent', message: `${nameText(invitation.email)} can join the organization.` });
    },
  });
  return (
    <FormShellForm shell={shell} label="Invite a member" submitLabel="Send invitation" errorTitle="The invitation was not sent" gap="sm">
      <Group align="flex-start" gap="md" wrap="wrap">
        <ControlledTextInput
          control={shell.form.control}
          name="email"
          type="email"
          label="Email address"
          description="Only a person signing in with this address can accept."
          autoComplete="off"
          withAsterisk
          style={{ flex: '1 1 280px' }}
        />
        <ControlledSelect
          control={shell.form.control}
          name="role"
          label="Role"
          description="What they may do once they join."
          data={ROLE_OPTIONS}
          allowDeselect={false}
          withAsterisk
          style={{ flex: '0 1 200px' }}
        />
      </Group>
    </FormShellForm>
  );
}
