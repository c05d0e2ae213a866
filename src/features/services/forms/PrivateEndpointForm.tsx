import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { apiPath } from '../../../api/paths';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { RequestPreviewButton } from '../../../components/RequestPreview';
import { ControlledTextInput } from '../../../components/form/ControlledTextInput';
import { applyServerFieldError } from '../../../components/form/serverErrors';
import { servicePrivateEndpointCreateSchema, type ServicePrivateEndpointCreate } from '../../../contract';
import { useCreateServicePrivateEndpoint } from '../queries';

const FIELDS = ['id', 'description'];

/** Operation 8: registers a private endpoint on the service; it then shows in the service's list. */
export function PrivateEndpointForm({ organizationId, serviceId }: { organizationId: string; serviceId: string }) {
  const form = useForm<ServicePrivateEndpointCreate>({
    defaultValues: { id: '', description: '' },
    resolver: zodResolver(servicePrivateEndpointCreateSchema),
    mode: 'onTouched',
  });
  const create = useCreateServicePrivateEndpoint(organizationId, serviceId);
  const path = apiPath`/v1/organizations/${organizationId}/services/${serviceId}/privateEndpoint`;
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (endpoint) => {
        form.reset();
        notifications.show({ color: 'green', title: 'Private endpoint registered', message: endpoint.id });
      },
      onError: (error) => applyServerFieldError(error, form.setError, (p) => FIELDS.includes(p)),
    }),
  );
  const errorOnField = FIELDS.some((f) => form.formState.errors[f as keyof ServicePrivateEndpointCreate]?.type === 'server');
  return (
    <form onSubmit={submit} noValidate aria-label="Register a private endpoint">
      <Stack gap="sm">
        {create.error && !errorOnField && <ApiErrorAlert error={create.error} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ControlledTextInput control={form.control} name="id" label="Endpoint ID" description="The identifier your cloud gave the private endpoint (required)." placeholder="vpce-0123456789abcdef0" />
          <ControlledTextInput control={form.control} name="description" label="Description" description="What the endpoint is for (may be empty)." placeholder="Production VPC" />
        </SimpleGrid>
        <Group justify="flex-end">
          <RequestPreviewButton
            getRequest={async () => {
              if (!(await form.trigger(undefined, { shouldFocus: true }))) return null;
              return { method: 'POST', path, body: servicePrivateEndpointCreateSchema.parse(form.getValues()), api: 'management' };
            }}
          />
          <Button type="submit" loading={create.isPending} disabled={create.isPending}>
            Register endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
