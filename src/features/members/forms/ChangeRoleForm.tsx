import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { ControlledSelect } from '../../../components/form/ControlledSelect';
import { FormShellForm } from '../../../components/form/FormShellForm';
import { useFormShell } from '../../../components/form/useFormShell';
import { previewOf } from '../../../components/requestPreviewText';
import { operations, type Member, type MemberUpdate } from '../../../contract';
import { isMemberRole, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLE_OPTIONS, roleChangeSchema } from '../memberForms';
import { useUpdateMember } from '../queries';

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
  const update = useUpdateMember(organizationId, member.userId);
  const schema = useMemo(() => roleChangeSchema(members, member.userId), [members, member.userId]);
  const shell = useFormShell<Partial<MemberUpdate>, MemberUpdate, Member>({
    schema,
    defaultValues: { role: isMemberRole(member.role) ? member.role : undefined },
    mode: 'onTouched',
    oncePerValues: true,
    keepAs: false,
    send: (body) => update.mutateAsync(body),
    onSuccess: (answer) => {
      notifications.show({
        color: 'green',
        title: 'Role changed',
        message: `${answer.name || answer.email} is now ${isMemberRole(answer.role) ? ROLE_LABELS[answer.role].toLowerCase() : answer.role}.`,
      });
      onDone();
    },
    hasField: (p) => p === 'role',
    preview: (body) => previewOf(operations.updateMember, { organizationId, userId: member.userId }, body),
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
