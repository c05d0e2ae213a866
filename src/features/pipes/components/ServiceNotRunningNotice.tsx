import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Service } from '../../../contract';
import { serviceStateDisplay } from '../../../entities/serviceState';
import { StartServiceButton } from './StartServiceButton';

/**
 * "This service is not running", above a page that still shows what it can (the pipes list, the
 * wizard): the service's state, what waits on it (`consequence`), and Start or Wake right there.
 * The page follows the service (FollowServices), so the notice goes once it runs.
 */
export function ServiceNotRunningNotice({ organizationId, service, consequence }: { organizationId: string; service: Service; consequence: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title="This service is not running">
      <Stack gap="xs">
        <span>
          {service.name || service.id} is {serviceStateDisplay(service.state).label.toLowerCase()}. {consequence}
        </span>
        <StartServiceButton organizationId={organizationId} service={service} />
      </Stack>
    </Alert>
  );
}
