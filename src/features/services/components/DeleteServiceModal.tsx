import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TypedConfirmModal } from '../../../components/TypedConfirmModal';
import type { Service } from '../../../contract';
import { useDeleteService } from '../queries';
import { quotedName } from '../../../components/displayName';

/**
 * Delete a (stopped) service after typing its name. Once the server accepted the deletion (the
 * service is terminating) it says so and calls `onDeleted`.
 */
export function DeleteServiceModal({
  organizationId,
  service,
  onClose,
  onDeleted,
}: {
  organizationId: string;
  /** The service to delete; null: the dialog is closed. */
  service: Pick<Service, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted: (service: Pick<Service, 'id' | 'name'>) => void;
}) {
  const remove = useDeleteService(organizationId);
  const name = service?.name || service?.id || '';
  return (
    <TypedConfirmModal
      opened={service !== null}
      onClose={onClose}
      title={`Delete service ${quotedName(name)}?`}
      consequence={
        <Text size="sm">
          The service, its data, its endpoints and its pipes are deleted. It shows as terminating for a moment, then disappears from the list.
        </Text>
      }
      word={name}
      what="the service’s name"
      confirmLabel="Delete service"
      errorTitle={`Could not delete ${quotedName(name)}`}
      onConfirm={async () => {
        if (!service) return;
        await remove.mutateAsync(service.id);
        notifications.show({ color: 'green', title: 'Deletion started', message: `${quotedName(name)} is terminating; it leaves the list once it is gone.` });
        onDeleted(service);
      }}
    />
  );
}
