import { Box, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { NameOrNode } from '../../../components/Name';

export interface DetailRow {
  label: ReactNode;
  value: ReactNode;
}

/** Below this width a label / value table stacks each label above its value (a phone: 390 px). */
const NARROW = '(max-width: 36em)';
const useNarrow = () => useMediaQuery(NARROW, false, { getInitialValueInEffect: false });

/** A long token (a URL, an id) may break anywhere; words still wrap between them. */
const WRAP_LONG_TOKENS = { overflowWrap: 'anywhere' } as const;
const DIVIDER = '1px solid var(--mantine-color-default-border)';

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

/** Label / value rows: a two-column table, or on a narrow screen each label above its value (a description list). */
export function DetailTable({ rows, labelWidth = '40%' }: { rows: DetailRow[]; labelWidth?: string }) {
  if (useNarrow()) return <StackedRows rows={rows} />;
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
            <Table.Td style={WRAP_LONG_TOKENS}>
              <NameOrNode value={row.value} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function StackedRows({ rows }: { rows: DetailRow[] }) {
  return (
    <Box component="dl" m={0} style={{ border: DIVIDER, borderRadius: 'var(--mantine-radius-sm)' }}>
      {rows.map((row, i) => (
        <Box key={i} px="sm" py={6} style={i > 0 ? { borderTop: DIVIDER } : undefined}>
          <Text component="dt" size="xs" fw={500} c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={WRAP_LONG_TOKENS}>
            <NameOrNode value={row.value} />
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A simple table with a header row, or a dimmed line when there is nothing to list. On a narrow
 * screen a table of more than two columns lists each row as its own label / value block.
 */
export function ListTable({ headers, rows, empty }: { headers: string[]; rows: ReactNode[][]; empty: string }) {
  const narrow = useNarrow();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  if (narrow && headers.length > 2) {
    return (
      <Stack gap="xs">
        {rows.map((cells, i) => (
          <StackedRows key={i} rows={headers.map((label, j) => ({ label, value: cells[j] }))} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={headers.length > 2 ? 460 : 0}>
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
                <Table.Td key={j} style={WRAP_LONG_TOKENS}>
                  <NameOrNode value={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
