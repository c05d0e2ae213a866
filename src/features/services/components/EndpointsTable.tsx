import { Table, Text } from '@mantine/core';
import type { ServiceEndpoint } from '../../../contract';
import { CopyValue } from '../../../components/CopyValue';
import { Name } from '../../../components/Name';
import { nameText } from '../../../components/displayName';

/** The service's endpoints, each value with its own copy button. */
export function EndpointsTable({ endpoints }: { endpoints: ServiceEndpoint[] }) {
  if (endpoints.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No endpoints yet. They appear once the service has been provisioned.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Endpoints">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Protocol</Table.Th>
            <Table.Th>Host</Table.Th>
            <Table.Th>Port</Table.Th>
            <Table.Th>Username</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {endpoints.map((e) => (
            <Table.Tr key={`${e.protocol}-${e.host}-${e.port}`}>
              <Table.Td>
                <Name value={e.protocol} />
              </Table.Td>
              <Table.Td>
                <CopyValue value={e.host} label={`${nameText(e.protocol)} host`} />
              </Table.Td>
              <Table.Td>
                <CopyValue value={String(e.port)} label={`${nameText(e.protocol)} port`} />
              </Table.Td>
              <Table.Td>{e.username ? <CopyValue value={e.username} label={`${nameText(e.protocol)} username`} /> : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
