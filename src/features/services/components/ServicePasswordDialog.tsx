import { Stack, Table, Text } from '@mantine/core';
import { OneTimeSecretDialog } from '../../../components/OneTimeSecretDialog';
import type { Service } from '../../../contract';

export interface CreatedService {
  service: Service;
  password: string;
}

/**
 * The service's endpoints and its initial password, shown once after creation. The parent keeps
 * `created` in component state and sets it to null in `onClose`; nothing else holds the password.
 */
export function ServicePasswordDialog({ created, onClose }: { created: CreatedService | null; onClose: () => void }) {
  const endpoints = created?.service.endpoints ?? [];
  const first = endpoints[0];
  const items = created
    ? [
        ...(first
          ? [
              { label: 'Host', value: first.host, copyLabel: 'Copy host', envName: 'DB_HOST' },
              { label: 'Port', value: String(first.port), copyLabel: 'Copy port', envName: 'DB_PORT' },
              ...(first.username ? [{ label: 'Username', value: first.username, copyLabel: 'Copy username', envName: 'DB_USER' }] : []),
            ]
          : []),
        { label: 'Password', value: created.password, secret: true, copyLabel: 'Copy password', envName: 'DB_PASSWORD' },
      ]
    : [];
  const fileBase = (created?.service.name || 'service').trim().toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <OneTimeSecretDialog
      opened={created !== null}
      title={`Service “${created?.service.name ?? ''}” created`}
      intro={created && <EndpointsIntro endpoints={endpoints} />}
      items={items}
      acknowledgeLabel="I have saved the password"
      warning="This is the only time the initial password of the service is shown. Copy it or download the connection details now; it cannot be shown again."
      envFileName={`${fileBase}.env`}
      onClose={onClose}
    />
  );
}

function EndpointsIntro({ endpoints }: { endpoints: NonNullable<Service['endpoints']> }) {
  if (endpoints.length === 0) {
    return <Text size="sm">The service is provisioning; its endpoints appear on its page once it is ready.</Text>;
  }
  return (
    <Stack gap={4}>
      <Text size="sm">The service is provisioning. Connect to it at:</Text>
      <Table withTableBorder fz="sm" verticalSpacing={4} aria-label="Service endpoints">
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
            <Table.Tr key={`${e.protocol}-${e.port}`}>
              <Table.Td>{e.protocol}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{e.host}</Table.Td>
              <Table.Td>{e.port}</Table.Td>
              <Table.Td>{e.username ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
