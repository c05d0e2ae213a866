import { Card, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: ReactNode;
  value: ReactNode;
}

/** A titled card of label / value rows (a vertical table: readable in light and dark themes). */
export function DetailCard({ title, rows, children }: { title: string; rows?: DetailRow[]; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={4} mb="sm">
        {title}
      </Title>
      {rows && rows.length > 0 && <DetailTable rows={rows} />}
      {children}
    </Card>
  );
}

export function DetailTable({ rows, labelWidth = '40%' }: { rows: DetailRow[]; labelWidth?: string }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder verticalSpacing={6}>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={i}>
            <Table.Th w={labelWidth}>
              {/* A div, not a p: a label may hold blocks (a setting's label over its API name). */}
              <Text component="div" size="sm" fw={500}>
                {row.label}
              </Text>
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A simple table with a header row, or a dimmed line when there is nothing to list. */
export function ListTable({ headers, rows, empty }: { headers: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table withTableBorder striped verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, i) => (
            <Table.Tr key={i}>
              {cells.map((cell, j) => (
                <Table.Td key={j}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
