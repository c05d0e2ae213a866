import { Code, Stack, Text, Title } from '@mantine/core';
import type { Pipe } from '../../../contract';
import { sourceKind } from '../../../entities/pipeState';
import { displayValue } from '../format';
import { Name } from '../../../components/Name';
import { sourceKindText } from '../sourceLabels';
import { DetailCard, DetailTable, ListTable } from './DetailTable';
import { sourceRows } from './pipeSummary';

/** The pipe's source: its kind (with its type) and every other field the server answered (credentials are never part of it). */
export function PipeSourceDetails({ pipe }: { pipe: Pipe }) {
  const kind = sourceKind(pipe);
  if (!kind) {
    return (
      <DetailCard title="Source">
        <Text size="sm" c="dimmed">
          The server answered no source this console knows (Kafka, object storage, Kinesis or Postgres).
        </Text>
      </DetailCard>
    );
  }
  const source = pipe.source[kind] as Record<string, unknown>;
  // A public bucket has no authentication method: said so, as the form offered it.
  const publicBucket = kind === 'objectStorage' && !source.authentication && source.type !== 'azureblobstorage';
  const rows = [
    { label: 'Kind', value: sourceKindText(kind, source.type) },
    ...sourceRows(kind, publicBucket ? { ...source, authentication: 'PUBLIC' } : source, 'answered', ['type']),
  ];
  const mappings = kind === 'postgres' ? (pipe.source.postgres?.tableMappings ?? []) : undefined;
  return (
    <DetailCard title="Source">
      <Stack gap="md">
        <DetailTable rows={rows} />
        {mappings && (
          <div>
            <Title order={5} mb={6}>
              Table mappings
            </Title>
            <ListTable
              headers={['Source table', 'Target table', 'Excluded columns', 'Sorting key']}
              empty="No table mappings."
              rows={mappings.map((m) => [
                <Code key="s">
                  <Name value={[m.sourceSchemaName, m.sourceTable].filter(Boolean).join('.')} lines={0} />
                </Code>,
                <Code key="t">
                  <Name value={displayValue(m.targetTable)} lines={0} />
                </Code>,
                displayValue(m.excludedColumns),
                m.useCustomSortingKey ? `Custom: ${displayValue(m.sortingKeys)}` : 'Default',
              ])}
            />
          </div>
        )}
      </Stack>
    </DetailCard>
  );
}
