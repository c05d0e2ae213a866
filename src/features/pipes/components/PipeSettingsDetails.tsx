import { Code, Text } from '@mantine/core';
import type { Pipe } from '../../../contract';
import { displayValue } from '../format';
import { DetailCard, DetailTable } from './DetailTable';

const SCALING = [
  ['replicas', 'Replicas', ''],
  ['concurrency', 'Concurrency', ''],
  ['replicaCpuMillicores', 'CPU per replica', ' millicores'],
  ['replicaMemoryGb', 'Memory per replica', ' GB'],
] as const;

const SETTINGS = [
  ['streaming_max_insert_wait_ms', ' ms'],
  ['object_storage_concurrency', ''],
  ['object_storage_polling_interval_ms', ' ms'],
  ['object_storage_max_insert_bytes', ' bytes'],
  ['object_storage_max_file_count', ''],
  ['object_storage_use_cluster_function', ''],
  ['db_max_threads', ''],
  ['db_max_insert_threads', ''],
  ['db_min_insert_block_size_bytes', ' bytes'],
  ['db_max_download_threads', ''],
  ['db_parallel_distributed_insert_select', ''],
  ['db_parallel_view_processing', ''],
] as const;

function withUnit(value: unknown, unit: string) {
  if (value === undefined || value === null) {
    return (
      <Text size="sm" c="dimmed" span>
        Not set (default)
      </Text>
    );
  }
  return typeof value === 'number' ? `${value.toLocaleString('en-US')}${unit}` : displayValue(value);
}

export function PipeScalingDetails({ pipe }: { pipe: Pipe }) {
  const scaling = pipe.scaling ?? {};
  return <DetailCard title="Scaling" rows={SCALING.map(([key, label, unit]) => ({ label, value: withUnit(scaling[key], unit) }))} />;
}

/** Every pipe setting, by its API name; the ones the server did not answer read "Not set". */
export function PipeSettingsDetails({ pipe }: { pipe: Pipe }) {
  const settings = pipe.settings ?? {};
  return (
    <DetailCard title="Settings">
      <DetailTable
        labelWidth="62%"
        rows={SETTINGS.map(([key, unit]) => ({
          label: <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{key}</Code>,
          value: withUnit(settings[key], unit),
        }))}
      />
    </DetailCard>
  );
}
