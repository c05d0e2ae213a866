import { Stack, Table, Text } from '@mantine/core';
import type { SecretItem } from '../../../components/secret/SecretValueRow';
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
  const items = created
    ? [
        ...endpointItems(endpoints),
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

/**
 * Copyable host, port (and username) of EVERY endpoint, named by protocol ("Copy nativesecure
 * port", DB_NATIVESECURE_PORT), so each one also goes into the .env file. Two endpoints with the
 * same protocol are told apart by their port.
 */
function endpointItems(endpoints: NonNullable<Service['endpoints']>): SecretItem[] {
  const protocolCount = new Map<string, number>();
  for (const e of endpoints) protocolCount.set(e.protocol, (protocolCount.get(e.protocol) ?? 0) + 1);
  const usedEnv = new Set<string>();
  const items: SecretItem[] = [];
  for (const e of endpoints) {
    const protocol = e.protocol.trim() || 'endpoint';
    const name = (protocolCount.get(e.protocol) ?? 0) > 1 ? `${protocol} ${e.port}` : protocol;
    let envBase = `DB_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '')}`;
    while (usedEnv.has(envBase)) envBase += '_X';
    usedEnv.add(envBase);
    items.push(
      { label: `${name} host`, value: e.host, copyLabel: `Copy ${name} host`, envName: `${envBase}_HOST` },
      { label: `${name} port`, value: String(e.port), copyLabel: `Copy ${name} port`, envName: `${envBase}_PORT` },
    );
    if (e.username) {
      items.push({ label: `${name} username`, value: e.username, copyLabel: `Copy ${name} username`, envName: `${envBase}_USER` });
    }
  }
  return items;
}
