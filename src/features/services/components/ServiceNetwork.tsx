import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { Service } from '../../../contract';
import { CopyValue } from '../../../components/CopyValue';

/** The service's IP access list. */
export function IpAccessListTable({ entries }: { entries: NonNullable<Service['ipAccessList']> }) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="orange.8">
        The IP access list is empty: the service accepts connections from no address.
      </Text>
    );
  }
  return (
    <Table verticalSpacing={6} aria-label="IP access list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Address or range</Table.Th>
          <Table.Th>Description</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e, i) => (
          <Table.Tr key={`${e.source}-${i}`}>
            <Table.Td ff="monospace">{e.source}</Table.Td>
            <Table.Td>{e.description || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

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
              <CopyValue value={id} label={`private endpoint ${id}`} />
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
              {id}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
