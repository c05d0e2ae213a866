import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ControlledSelect, FormShellForm, useFormShell } from '../../../components/form';
import { operations, type Member } from '../../../contract';
import { isMemberRole, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLE_OPTIONS, roleChangeSchema } from '../memberForms';
import { memberUpdated } from '../queries';
import { nameText } from '../../../components/displayName';

/** `PATCH .../members/{userId}` `{role}`: refused in the browser when it would leave no admin. */
export function ChangeRoleForm({
  organizationId,
  member,
  members,
  onDone,
}: {
  organizationId: string;
  member: Member;
  members: readonly Member[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => roleChangeSchema(members, member.userId), [members, member.userId]);
  const shell = useFormShell({
    operation: operations.updateMember,
    params: { organizationId, userId: member.userId },
    schema,
    defaultValues: { role: isMemberRole(member.role) ? member.role : undefined },
    mode: 'onTouched',
    oncePerValues: true,
    keepAs: false,
    onSuccess: (answer: Member) => {
      memberUpdated(queryClient, organizationId, answer);
      notifications.show({
        color: 'green',
        title: 'Role changed',
        message: `${nameText(answer.name || answer.email)} is now ${isMemberRole(answer.role) ? ROLE_LABELS[answer.role].toLowerCase() : nameText(answer.role)}.`,
      });
      onDone();
    },
    hasField: (p) => p === 'role',
  });
  const role = shell.form.watch('role');
  return (
    <FormShellForm shell={shell} label="Change role" submitLabel="Change role" submitDisabled={!shell.form.formState.isDirty} gap="sm">
      <ControlledSelect
        control={shell.form.control}
        name="role"
        label="Role"
        data={ROLE_OPTIONS}
        description={isMemberRole(role) ? ROLE_DESCRIPTIONS[role] : undefined}
        allowDeselect={false}
        withAsterisk
      />
    </FormShellForm>
  );
}
