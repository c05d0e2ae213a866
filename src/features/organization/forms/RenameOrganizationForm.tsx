import { notifications } from '@mantine/notifications';
import { ControlledTextInput } from '../../../components/form/ControlledTextInput';
import { FormShellForm } from '../../../components/form/FormShellForm';
import { useFormShell } from '../../../components/form/useFormShell';
import { operations, organizationUpdateSchema, type Organization, type OrganizationUpdate } from '../../../contract';
import { updateSession } from '../../../session/store';
import { useUpdateOrganization } from '../queries';
import { previewOf } from '../../../components/requestPreviewText';

/** Operation 7, name only: `{name}`. */
export function RenameOrganizationForm({ organization }: { organization: Organization }) {
  const update = useUpdateOrganization(organization.id);
  const shell = useFormShell<OrganizationUpdate, OrganizationUpdate, Organization>({
    schema: organizationUpdateSchema,
    values: { name: organization.name },
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
    oncePerValues: true,
    send: (body) => update.mutateAsync(body),
    onSuccess: (org) => {
      shell.form.reset({ name: org.name });
      updateSession({ organizationName: org.name });
      notifications.show({ color: 'green', title: 'Organization renamed', message: org.name });
    },
    hasField: (p) => p === 'name',
    preview: (body) => previewOf(operations.updateOrganization, { organizationId: organization.id }, body),
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
