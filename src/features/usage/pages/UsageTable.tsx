import { Table, Text } from '@mantine/core';
import { Name } from '../../../components/Name';
import { chcText, KIND_WORDS, type UsageEntityRow } from '../usageView';

/** Every entity of the range with its total and share: the chart's text alternative. */
export function UsageTable({ rows, total, from, to }: { rows: UsageEntityRow[]; total: number; from: string; to: string }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label="Cost by entity" data-testid="usage-table">
        <Table.Caption>
          Cost per entity from {from} to {to} (UTC days), largest first.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Entity</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Total</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Share</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-entity-kind={row.kind}>
              <Table.Td>
                <Name value={row.name} lines={2} />
              </Table.Td>
              <Table.Td>{KIND_WORDS[row.kind]}</Table.Td>
              <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{chcText(row.total)}</Table.Td>
              <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                <Text span size="sm" c="dimmed">
                  {total > 0 ? `${Math.round((row.total / total) * 100)} %` : '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
