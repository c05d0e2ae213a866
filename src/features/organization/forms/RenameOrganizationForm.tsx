import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { ControlledTextInput, FormShellForm, useFormShell } from '../../../components/form';
import { operations, organizationUpdateSchema, type Organization } from '../../../contract';
import { updateSession } from '../../../session/store';
import { organizationSaved } from '../queries';
import { nameText } from '../../../components/displayName';

/** Operation 7, name only: `{name}`. */
export function RenameOrganizationForm({ organization }: { organization: Organization }) {
  const queryClient = useQueryClient();
  const shell = useFormShell({
    operation: operations.updateOrganization,
    params: { organizationId: organization.id },
    schema: organizationUpdateSchema,
    values: { name: organization.name },
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
    oncePerValues: true,
    onSuccess: (org) => {
      organizationSaved(queryClient, organization.id, org);
      shell.form.reset({ name: org.name });
      updateSession({ organizationName: org.name });
      notifications.show({ color: 'green', title: 'Organization renamed', message: nameText(org.name) });
    },
    hasField: (p) => p === 'name',
  });
  return (
    <FormShellForm shell={shell} label="Rename organization" submitLabel="Rename" submitDisabled={!shell.form.formState.isDirty} gap="sm">
      <ControlledTextInput
        control={shell.form.control}
        name="name"
        label="Organization name"
        description="Required; must not be empty."
        withAsterisk
        maw={480}
      />
    </FormShellForm>
  );
}
