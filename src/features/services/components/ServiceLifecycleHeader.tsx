import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import type { Service } from '../../../contract';
import { isServiceTransitional, SERVICE_POLL_MS } from '../../../entities/serviceState';
import { Name } from '../../../components/Name';
import { ServiceStateBadge } from '../../../entities/StateBadge';
import { useServiceCommand } from '../../../entities/useServiceCommand';
import { whereLabel } from '../format';
import { ServiceCommandButtons } from './ServiceCommandButtons';

/** The service page's heading: name, state (followed live while it changes), and the state commands its state offers. */
export function ServiceLifecycleHeader({ organizationId, service }: { organizationId: string; service: Service }) {
  const command = useServiceCommand(organizationId);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap="sm">
            <Title order={1} size="h2" miw={0}>
              <Name value={service.name} lines={2} />
            </Title>
            <ServiceStateBadge state={service.state} data-testid="service-state" />
          </Group>
          <Text c="dimmed" size="sm">
            {whereLabel(service.provider, service.region)}
            {isServiceTransitional(service.state) && ` · refreshing every ${SERVICE_POLL_MS / 1000} seconds until the service settles`}
          </Text>
          <Anchor component={Link} to={`/pipes?service=${encodeURIComponent(service.id)}`} size="sm">
            Pipes of this service
          </Anchor>
        </div>
        <ServiceCommandButtons service={service} onCommand={(c) => command.run(service, c)} pending={command.pendingFor(service.id)} />
      </Group>
      {command.errorTitle && <ApiErrorAlert error={command.mutation.error} title={command.errorTitle} />}
    </Stack>
  );
}
