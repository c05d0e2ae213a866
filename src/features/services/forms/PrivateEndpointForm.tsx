import { SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ControlledTextInput } from '../../../components/form/ControlledTextInput';
import { FormShellForm } from '../../../components/form/FormShellForm';
import { useFormShell } from '../../../components/form/useFormShell';
import { operations, servicePrivateEndpointCreateSchema } from '../../../contract';
import { useCreateServicePrivateEndpoint } from '../queries';
import { previewOf } from '../../../components/requestPreviewText';

/** Operation 8: registers a private endpoint on the service; it then shows in the service's list. */
export function PrivateEndpointForm({ organizationId, serviceId }: { organizationId: string; serviceId: string }) {
  const create = useCreateServicePrivateEndpoint(organizationId, serviceId);
  const shell = useFormShell({
    schema: servicePrivateEndpointCreateSchema,
    defaultValues: { id: '', description: '' },
    mode: 'onTouched',
    send: (body) => create.mutateAsync(body),
    onSuccess: (endpoint) => {
      shell.form.reset();
      notifications.show({ color: 'green', title: 'Private endpoint registered', message: endpoint.id });
    },
    preview: (body) => previewOf(operations.createServicePrivateEndpoint, { organizationId, serviceId }, body),
  });
  const { control } = shell.form;
  return (
    <FormShellForm shell={shell} label="Register a private endpoint" submitLabel="Register endpoint" gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ControlledTextInput
          control={control}
          name="id"
          label="Endpoint ID"
          description="The identifier your cloud gave the private endpoint (required)."
          placeholder="vpce-0123456789abcdef0"
        />
        <ControlledTextInput
          control={control}
          name="description"
          label="Description"
          description="What the endpoint is for (may be empty)."
          placeholder="Production VPC"
        />
      </SimpleGrid>
    </FormShellForm>
  );
}
