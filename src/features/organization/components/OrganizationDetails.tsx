import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Organization } from '../../../contract';
import { DateTime } from '../../../components/DateTime';
import { Name } from '../../../components/Name';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** Name, ID, creation time, private endpoint count and bring-your-own-cloud configuration. */
export function OrganizationDetails({ organization: o }: { organization: Organization }) {
  const byoc = o.byocConfig ?? [];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <Field label="Name">
          <Name value={o.name} size="sm" fw={500} lines={3} />
        </Field>
        <Field label="Organization ID">
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            <Name value={o.id} lines={0} />
          </Text>
        </Field>
        <Field label="Created">
          <DateTime value={o.createdAt} />
        </Field>
        <Field label="Private endpoints">
          <Text size="sm">{o.privateEndpoints?.length ?? 0}</Text>
        </Field>
      </SimpleGrid>
      <Field label="Bring-your-own-cloud configuration">
        {byoc.length === 0 ? (
          <Text size="sm" c="dimmed">
            No bring-your-own-cloud account is set up.
          </Text>
        ) : (
          <Table verticalSpacing={4} aria-label="Bring-your-own-cloud configuration" maw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>BYOC ID</Table.Th>
                <Table.Th>Account name</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {byoc.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td ff="monospace">
                    <Name value={b.id} lines={0} />
                  </Table.Td>
                  <Table.Td>
                    <Name value={b.accountName || '—'} lines={2} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Field>
    </Stack>
  );
}
