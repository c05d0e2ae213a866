import { SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { ControlledAutocomplete, ControlledTextInput, FormShellForm, useFormShell } from '../../../components/form';
import { operations, servicePrivateEndpointCreateSchema, type Service } from '../../../contract';
import { refreshService } from '../queries';

/** What the ID field says under it: a pick from the organization's endpoints, or a re-registration. */
function idDescription(id: string, registered: readonly string[], available: readonly string[]): string {
  const trimmed = id.trim();
  if (trimmed !== '' && registered.includes(trimmed)) {
    return 'Already registered on this service: sending it again only replaces its description.';
  }
  if (available.length > 0) return 'Pick one of the organization’s private endpoints, or type the identifier your cloud gave it (required).';
  return 'The identifier your cloud gave the private endpoint (required).';
}

/**
 * Operation 8: registers a private endpoint on the service; it then shows in the service's list.
 * The organization's endpoints not yet on the service are offered to pick; an ID already
 * registered is said to be so (the server accepts it again and only replaces the description).
 */
export function PrivateEndpointForm({ organizationId, service }: { organizationId: string; service: Service }) {
  const queryClient = useQueryClient();
  const registered = service.privateEndpointIds ?? [];
  const available = (service.availablePrivateEndpointIds ?? []).filter((id) => !registered.includes(id));
  const shell = useFormShell({
    operation: operations.createServicePrivateEndpoint,
    params: { organizationId, serviceId: service.id },
    schema: servicePrivateEndpointCreateSchema,
    defaultValues: { id: '', description: '' },
    mode: 'onTouched',
    onSuccess: (endpoint) => {
      void refreshService(queryClient, organizationId, service.id);
      const again = registered.includes(endpoint.id);
      shell.form.reset();
      notifications.show(
        again
          ? { color: 'blue', title: 'Already registered', message: `${endpoint.id} was already on this service; its description was replaced.` }
          : { color: 'green', title: 'Private endpoint registered', message: endpoint.id },
      );
    },
  });
  const { control } = shell.form;
  const id = useWatch({ control, name: 'id' }) ?? '';
  return (
    <FormShellForm shell={shell} label="Register a private endpoint" submitLabel="Register endpoint" gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ControlledAutocomplete
          control={control}
          name="id"
          label="Endpoint ID"
          description={idDescription(id, registered, available)}
          placeholder="vpce-0123456789abcdef0"
          data={available}
          autoComplete="off"
          withAsterisk
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
