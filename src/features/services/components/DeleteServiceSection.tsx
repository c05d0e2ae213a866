import { Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SectionCard } from '../../../components/SectionCard';
import type { Service } from '../../../contract';
import { serviceActions } from '../../../entities/serviceState';
import { WriteButton } from '../../../session/WriteAccess';
import { DeleteServiceModal } from './DeleteServiceModal';

/**
 * The service page's "Delete service": offered only for a stopped service (otherwise the button
 * is disabled and the reason is written next to it, before anything is sent); then the typed
 * confirmation, then the services list, where the service shows terminating until it is gone.
 */
export function DeleteServiceSection({ organizationId, service }: { organizationId: string; service: Service }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { deleteRefusal } = serviceActions(service);
  return (
    <SectionCard title="Delete service" description="Deletes the service with its data, endpoints and pipes. Only a stopped service can be deleted.">
      <Group justify="space-between" align="center">
        <Text size="sm" c={deleteRefusal ? 'orange' : 'dimmed'} data-testid="delete-service-reason">
          {deleteRefusal ?? 'The service is stopped: it can be deleted. You will be asked to type its name.'}
        </Text>
        <WriteButton color="red" variant="light" leftSection={<IconTrash size={16} />} disabledReason={deleteRefusal} onClick={() => setOpen(true)}>
          Delete service
        </WriteButton>
      </Group>
      <DeleteServiceModal
        organizationId={organizationId}
        service={open ? service : null}
        onClose={() => setOpen(false)}
        onDeleted={() => {
          setOpen(false);
          void navigate('/services');
        }}
      />
    </SectionCard>
  );
}
