import { Code, Spoiler, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Pipe } from '../../../contract';
import { formatDateTime } from '../../../entities/dateTime';
import { SOURCE_KIND_LABELS, sourceKind } from '../../../entities/pipeState';
import { displayValue, humanize } from '../format';
import { DetailCard, DetailTable, ListTable, type DetailRow } from './DetailTable';

/** Labels of source fields whose generic label would read badly. */
const LABELS: Record<string, string> = {
  iamRole: 'IAM role',
  caCertificate: 'CA certificate',
  reversePrivateEndpointIds: 'Reverse private endpoint IDs',
  url: 'URL',
  queueUrl: 'Queue URL',
  isContinuous: 'Continuous ingestion',
  useEnhancedFanOut: 'Enhanced fan-out',
  azureContainerName: 'Azure container name',
  connectionString: 'Connection string',
  syncIntervalSeconds: 'Sync interval (seconds)',
  pullBatchSize: 'Pull batch size (rows)',
  snapshotNumRowsPerPartition: 'Snapshot rows per partition',
  snapshotNumberOfParallelTables: 'Snapshot parallel tables',
};

/** Never displayed even if a server sent them; the connection string holds the storage account key. */
const HIDDEN = new Set(['credentials', 'accessKey', 'password', 'secretKey']);
const MASKED = new Set(['connectionString']);

const label = (key: string) => LABELS[key] ?? humanize(key);

function scalarValue(key: string, value: unknown, kind: string): ReactNode {
  if (value === undefined || value === null || value === '')
    return (
      <Text size="sm" c="dimmed">
        Not set
      </Text>
    );
  if (MASKED.has(key))
    return (
      <Text size="sm" c="dimmed">
        Set (not shown: it contains the account key)
      </Text>
    );
  if (key === 'caCertificate' && typeof value === 'string') {
    return (
      <Spoiler maxHeight={48} showLabel="Show certificate" hideLabel="Hide">
        <Code block>{value}</Code>
      </Spoiler>
    );
  }
  if (kind === 'kinesis' && key === 'timestamp' && typeof value === 'number') {
    return `${value} (${formatDateTime(value * 1000)})`;
  }
  return displayValue(value);
}

/** Rows for a flat object; nested objects become "parent › child" rows. */
function rowsOf(obj: Record<string, unknown>, kind: string, prefix = ''): DetailRow[] {
  const rows: DetailRow[] = [];
  for (const [key, value] of Object.entries(obj)) {
    if (HIDDEN.has(key) || key === 'tableMappings') continue;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      rows.push(...rowsOf(value as Record<string, unknown>, kind, `${prefix}${label(key)} › `));
    } else {
      rows.push({ label: `${prefix}${label(key)}`, value: scalarValue(key, value, kind) });
    }
  }
  return rows;
}

/** The pipe's source: its kind and every field the server answered (credentials are never part of it). */
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
  const rows = [{ label: 'Kind', value: SOURCE_KIND_LABELS[kind] }, ...rowsOf(source, kind)];
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
                <Code key="s" style={{ whiteSpace: 'nowrap' }}>
                  {[m.sourceSchemaName, m.sourceTable].filter(Boolean).join('.')}
                </Code>,
                <Code key="t" style={{ whiteSpace: 'nowrap' }}>
                  {displayValue(m.targetTable)}
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
