import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Service } from '../../../contract';
import { CopyValue } from '../../../components/CopyValue';
import { Name } from '../../../components/Name';
import { nameText } from '../../../components/displayName';

/** Private endpoints attached to the service, and those of the organization still available to it. */
export function PrivateEndpointsList({ service }: { service: Service }) {
  const attached = service.privateEndpointIds ?? [];
  const available = (service.availablePrivateEndpointIds ?? []).filter((id) => !attached.includes(id));
  return (
    <Stack gap="xs">
      {attached.length === 0 ? (
        <Text size="sm" c="dimmed">
          No private endpoint is registered on this service.
        </Text>
      ) : (
        <Stack gap={4} role="list" aria-label="Private endpoints of the service">
          {attached.map((id) => (
            <div role="listitem" key={id}>
              <CopyValue value={id} label={`private endpoint ${nameText(id)}`} />
            </div>
          ))}
        </Stack>
      )}
      {available.length > 0 && (
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            Available in the organization:
          </Text>
          {available.map((id) => (
            <Badge key={id} variant="outline" color="gray" tt="none">
              <Name value={id} />
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
