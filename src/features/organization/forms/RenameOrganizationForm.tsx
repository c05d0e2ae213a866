import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { apiPath } from '../../../api/paths';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { RequestPreviewButton } from '../../../components/RequestPreview';
import { ControlledTextInput } from '../../../components/form/ControlledTextInput';
import { applyServerFieldError } from '../../../components/form/serverErrors';
import { organizationUpdateSchema, type Organization, type OrganizationUpdate } from '../../../contract';
import { updateSession } from '../../../session/store';
import { useUpdateOrganization } from '../queries';

/** Operation 7, name only: `{name}`. */
export function RenameOrganizationForm({ organization }: { organization: Organization }) {
  const form = useForm<OrganizationUpdate>({
    values: { name: organization.name },
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(organizationUpdateSchema),
    mode: 'onTouched',
  });
  const update = useUpdateOrganization(organization.id);
  const path = apiPath`/v1/organizations/${organization.id}`;
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (org) => {
        form.reset({ name: org.name });
        updateSession({ organizationName: org.name });
        notifications.show({ color: 'green', title: 'Organization renamed', message: org.name });
      },
      onError: (error) => applyServerFieldError(error, form.setError, (p) => p === 'name'),
    }),
  );
  const errorOnField = form.formState.errors.name?.type === 'server';
  return (
    <form onSubmit={submit} noValidate aria-label="Rename organization">
      <Stack gap="sm">
        {update.error && !errorOnField && <ApiErrorAlert error={update.error} />}
        <ControlledTextInput
          control={form.control}
          name="name"
          label="Organization name"
          description="Required; must not be empty."
          maw={480}
        />
        <Group justify="flex-end">
          <RequestPreviewButton
            getRequest={async () => {
              if (!(await form.trigger(undefined, { shouldFocus: true }))) return null;
              return { method: 'PATCH', path, body: organizationUpdateSchema.parse(form.getValues()), api: 'management' };
            }}
          />
          <Button type="submit" loading={update.isPending} disabled={update.isPending || !form.formState.isDirty}>
            Rename
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
