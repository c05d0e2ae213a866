/**
 * A pipe's parts as label / value rows, read the way the forms ask for them (the forms' labels,
 * their choices' labels, Yes / No, units): the pipe's page shows the pipe the server answered,
 * the wizard's Review step the body it is about to send (its secrets redacted first).
 */
import { Code, Spoiler, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import {
  KAFKA_CREDENTIAL_LABELS,
  PIPE_SCALING_FIELDS,
  PIPE_SCALING_LIMITS,
  PIPE_SETTING_FIELDS,
  PIPE_SETTINGS_LIMITS,
  POSTGRES_SETTINGS_LIMITS,
  pipeFieldsFor,
  regionLabel,
  type PipeBound,
  type PipeSourceKind,
} from '../../../contract';
import { formatDateTime } from '../../../components/dateTime';
import { revealedName } from '../../../components/displayName';
import { Name } from '../../../components/Name';
import { displayValue, humanize, valueWithUnit } from '../format';
import { authenticationLabel, offsetStrategyLabel, sourceTypeLabel } from '../sourceLabels';
import { POSTGRES_SETTING_FIELDS } from '../wizard/steps/PostgresConnection';
import type { DetailRow } from './DetailTable';

/** `answered`: the pipe as the server answered it (it holds no secret); `entered`: a body about to be sent. */
export type SummaryMode = 'answered' | 'entered';

/** The forms' labels of the source fields (by key; `kind.key` where a kind names it its own way). */
const LABELS: Record<string, string> = {
  format: 'Data format',
  authentication: 'Authentication',
  iamRole: 'IAM role ARN',
  caCertificate: 'CA certificate',
  reversePrivateEndpointIds: 'Reverse private endpoint IDs',
  url: 'URL',
  queueUrl: 'Queue URL',
  isContinuous: 'Continuous ingestion',
  useEnhancedFanOut: 'Enhanced fan-out',
  azureContainerName: 'Container',
  connectionString: 'Connection string',
  serviceAccountKey: 'Service account key',
  accessKey: 'Access key',
  accessKeyId: 'Access key ID',
  secretKey: 'Secret key',
  skipInitialLoad: 'Skip the initial load',
  tlsHost: 'TLS host',
  disableTls: 'Disable TLS',
  skipCertVerification: 'Skip certificate verification',
  username: 'User',
  allowNullableColumns: 'Keep nullable columns nullable',
  enableFailoverSlots: 'Failover replication slot',
  'kafka.type': 'Kind of stream',
  'kafka.authentication': 'Authentication method',
  'kafka.caCertificate': 'Broker CA certificate',
  'kafka.offset': 'Start reading',
  'kafka.strategy': 'From',
  'kafka.timestamp': 'Start timestamp',
  'kafka.schemaRegistry': 'Schema registry',
  'objectStorage.type': 'Storage',
  'objectStorage.url': 'File URL',
  'objectStorage.path': 'Path',
  'kinesis.region': 'AWS region',
  'kinesis.iteratorType': 'Start reading',
  'kinesis.timestamp': 'Start time',
  ...Object.fromEntries(POSTGRES_SETTING_FIELDS.map((f) => [`postgres.${f.field}`, f.label])),
};

/** Secrets: never in a pipe the server answers; in a body about to be sent, said to be entered, never shown. */
const SECRETS = new Set(['password', 'secretKey', 'accessKeyId', 'privateKey', 'connectionString', 'serviceAccountKey']);

function fieldLabel(kind: PipeSourceKind, key: string, parent: string | undefined): string {
  if (parent === 'credentials' && key in KAFKA_CREDENTIAL_LABELS && kind === 'kafka') {
    return humanize(KAFKA_CREDENTIAL_LABELS[key as keyof typeof KAFKA_CREDENTIAL_LABELS]);
  }
  return LABELS[`${kind}.${key}`] ?? LABELS[key] ?? humanize(key);
}

const dimmed = (text: string) => (
  <Text size="sm" c="dimmed" span>
    {text}
  </Text>
);

function sourceValue(kind: PipeSourceKind, key: string, value: unknown, mode: SummaryMode): ReactNode {
  if (value === undefined || value === null || value === '') return dimmed('Not set');
  if (SECRETS.has(key)) {
    return dimmed(mode === 'entered' ? 'Entered (not shown)' : key === 'connectionString' ? 'Set (not shown: it contains the account key)' : 'Set (not shown)');
  }
  if (key === 'type') return sourceTypeLabel(kind, value) ?? displayValue(value);
  if (key === 'authentication') return authenticationLabel(kind, value) ?? displayValue(value);
  if (key === 'strategy' && typeof value === 'string') return offsetStrategyLabel(value);
  if (key === 'caCertificate' && typeof value === 'string') {
    return (
      <Spoiler maxHeight={48} showLabel="Show certificate" hideLabel="Hide">
        <Code block>
          <Name value={value} lines={0} block />
        </Code>
      </Spoiler>
    );
  }
  if (kind === 'kinesis' && key === 'region' && typeof value === 'string') return regionLabel(value);
  if (kind === 'kinesis' && key === 'timestamp' && typeof value === 'number') return `${value} (${formatDateTime(value * 1000)})`;
  if (kind === 'postgres' && typeof value === 'number' && key in POSTGRES_SETTINGS_LIMITS) {
    return valueWithUnit(value, POSTGRES_SETTINGS_LIMITS[key as keyof typeof POSTGRES_SETTINGS_LIMITS]);
  }
  return typeof value === 'string' ? breakAfterCommas(value) : displayValue(value);
}

/** A comma-separated list (brokers, topics) may wrap after each comma rather than inside a host name. */
function breakAfterCommas(value: string): ReactNode {
  const text = revealedName(value);
  const parts = text.split(',');
  return parts.length === 1
    ? text
    : parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              ,<wbr />
            </>
          )}
        </Fragment>
      ));
}

/**
 * Rows for a source's fields; a nested object's fields become "Parent › child" rows. Table
 * mappings are left to their own table; `skip` leaves out fields the caller shows otherwise.
 */
export function sourceRows(kind: PipeSourceKind, source: Record<string, unknown>, mode: SummaryMode, skip: readonly string[] = []): DetailRow[] {
  const rows: DetailRow[] = [];
  const walk = (obj: Record<string, unknown>, prefix: string, parent?: string) => {
    for (const [key, value] of Object.entries(obj)) {
      if (key === 'tableMappings' || (parent === undefined && skip.includes(key))) continue;
      // A server never answers credentials; should one, they stay unseen.
      if (mode === 'answered' && (key === 'credentials' || key === 'accessKey') && typeof value === 'object') continue;
      const label = fieldLabel(kind, key, parent);
      if (value && typeof value === 'object' && !Array.isArray(value)) walk(value as Record<string, unknown>, `${prefix}${label} › `, key);
      else rows.push({ label: `${prefix}${label}`, value: sourceValue(kind, key, value, mode) });
    }
  };
  walk(source, '');
  return rows;
}

interface TableDefinition {
  engine?: { type?: string | null; versionColumnId?: string | null; columnIds?: string[] | null } | null;
  sortingKey?: string[] | null;
  partitionBy?: string | null;
  primaryKey?: string | null;
}

const code = (value: string) => (
  <Code>
    <Name value={value} lines={0} />
  </Code>
);

/** The destination table's definition, one row per part given (engine, version column, columns to sum, sorting key, partition by, primary key). */
export function tableDefinitionRows(def: TableDefinition | null | undefined): DetailRow[] {
  const e = def?.engine;
  const rows: [string, ReactNode][] = [
    ['Engine', e?.type || undefined],
    ['Version column', e?.versionColumnId ? code(e.versionColumnId) : undefined],
    ['Columns to sum', e?.columnIds?.length ? e.columnIds.join(', ') : undefined],
    ['Sorting key', def?.sortingKey?.length ? def.sortingKey.join(', ') : undefined],
    ['Partition by', def?.partitionBy ? code(def.partitionBy) : undefined],
    ['Primary key', def?.primaryKey ? code(def.primaryKey) : undefined],
  ];
  return rows.filter(([, value]) => value !== undefined).map(([label, value]) => ({ label, value }));
}

/**
 * The pipe's scaling or settings that apply to its source kind, with their units; `all` lists
 * those not set too (as the service's default), otherwise only the ones set.
 */
export function pipeFieldRows(
  which: 'scaling' | 'settings',
  kind: PipeSourceKind,
  values: Record<string, unknown> | null | undefined,
  label: (field: { label: string; field: string }) => ReactNode = (f) => f.label,
  all = false,
): DetailRow[] {
  const fields = pipeFieldsFor<string>(which === 'scaling' ? PIPE_SCALING_FIELDS : PIPE_SETTING_FIELDS, kind);
  const bounds = (which === 'scaling' ? PIPE_SCALING_LIMITS : PIPE_SETTINGS_LIMITS) as Record<string, PipeBound>;
  return fields
    .filter((f) => all || (values?.[f.field] !== undefined && values?.[f.field] !== null))
    .map((f) => {
      const value = values?.[f.field];
      return {
        label: label(f),
        value: value === undefined || value === null ? dimmed('Not set (default)') : valueWithUnit(value, bounds[f.field]),
      };
    });
}
