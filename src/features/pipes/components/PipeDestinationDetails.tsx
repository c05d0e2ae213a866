import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Pipe, PipeSourceKind } from '../../../contract';
import { displayValue } from '../format';
import { DetailCard, DetailTable, ListTable } from './DetailTable';
import { tableDefinitionRows } from './pipeSummary';
import { CodeName } from '../../../components/Name';

const codeOrDash = (value: string | null | undefined): ReactNode => (value ? <CodeName value={value} /> : '—');

/**
 * Destination table, its definition and columns. A Postgres pipe loads one table per table
 * mapping (shown with the source), so only its database is shown here.
 */
export function PipeDestinationDetails({ pipe, kind }: { pipe: Pipe; kind: PipeSourceKind | undefined }) {
  const d = pipe.destination;
  const def = d?.tableDefinition;
  if (d && kind === 'postgres') {
    return (
      <DetailCard title="Destination">
        <DetailTable
          rows={[
            { label: 'Database', value: codeOrDash(d.database) },
            { label: 'Tables', value: 'One per table mapping (see Source)' },
          ]}
        />
      </DetailCard>
    );
  }
  return (
    <DetailCard title="Destination">
      {!d ? (
        <Text size="sm" c="dimmed">
          The server answered no destination.
        </Text>
      ) : (
        <Stack gap="md">
          <DetailTable
            rows={[
              { label: 'Database', value: codeOrDash(d.database) },
              { label: 'Table', value: codeOrDash(d.table) },
              { label: 'Managed table', value: displayValue(d.managedTable) },
              ...tableDefinitionRows(def),
            ]}
          />
          <div>
            <Title order={5} mb={6}>
              Columns
            </Title>
            <ListTable
              headers={['Name', 'Type']}
              empty="No columns listed."
              rows={(d.columns ?? []).map((c) => [<CodeName key="n" value={c.name} />, <CodeName key="t" value={c.type} />])}
            />
          </div>
        </Stack>
      )}
    </DetailCard>
  );
}

export function FieldMappingsDetails({ pipe }: { pipe: Pipe }) {
  return (
    <DetailCard title="Field mappings">
      <ListTable
        headers={['Source field', 'Destination column']}
        empty="No field mappings."
        rows={(pipe.fieldMappings ?? []).map((m) => [<CodeName key="s" value={m.sourceField} />, <CodeName key="d" value={m.destinationField} />])}
      />
    </DetailCard>
  );
}
