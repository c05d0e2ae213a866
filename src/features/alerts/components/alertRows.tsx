import { List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { alertChannels, alertRefs, isRangeThresholdType, type Alert } from '../../../contract';
import { CopyValue } from '../../../components/CopyValue';
import { DateTime } from '../../../components/DateTime';
import { formatDateTime } from '../../../components/dateTime';
import { intervalLabel, sourceLabel, thresholdTypeLabel } from '../alertDisplay';
import { silenceSummary } from '../alertSilenceDisplay';
import { NO_NAMES, type RefNames } from '../catalogue';
import { CodeName, Name } from '../../../components/Name';

export type AlertRow = [label: string, value: ReactNode];

const dash = (value: string | null | undefined): ReactNode =>
  value ? (
    <CodeName value={value} />
  ) : (
    <Text size="sm" c="dimmed" span>
      Not set
    </Text>
  );

/**
 * A reference by its name, with its id beside it; the id alone when the list does not name it
 * (not read yet, or not in the list). The console has no page of its own for dashboards, saved
 * searches or webhooks: the id is there to find it in HyperDX.
 */
const named = (id: string | null | undefined, nameOf: (id: string) => string | undefined): ReactNode => {
  if (!id) return dash(id);
  const name = nameOf(id);
  if (!name) return dash(id);
  return (
    <Text size="sm" span>
      <Name value={name} lines={0} /> <CodeName value={id} />
    </Text>
  );
};

const longText = (value: string | null | undefined): ReactNode =>
  value ? (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      <Name value={value} lines={0} block />
    </Text>
  ) : (
    dash(undefined)
  );

/** The rows only when the condition holds (built only then: they may read fields that are absent otherwise). */
const when = (condition: boolean, rows: () => AlertRow[]): AlertRow[] => (condition ? rows() : []);
const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const count = (n: number, unit: string) => `${n.toLocaleString('en-US')} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Every field of an alert, readably, in either dialect: the server may name references
 * `dashboard` or `dashboardId`, send one `channel` or several `channels`, and the fields only
 * HyperDX has (upper bound, consecutive windows, schedule, note, execution errors) are shown when
 * the alert has them.
 */
export function alertRows(alert: Alert, names: RefNames = NO_NAMES): AlertRow[] {
  const refs = alertRefs(alert);
  const range = isRangeThresholdType(alert.thresholdType);
  const channels = alertChannels(alert);
  return [
    ['Alert ID', <CopyValue key="id" value={alert.id} label="alert ID" />],
    ['Threshold', alert.threshold.toLocaleString('en-US') + (range ? ' (lower bound)' : '')],
    ...when(range || given(alert.thresholdMax), () => [
      ['Upper bound', given(alert.thresholdMax) ? alert.thresholdMax!.toLocaleString('en-US') : dash(undefined)],
    ]),
    ['Threshold type', thresholdTypeLabel(alert.thresholdType)],
    ['Interval', `${intervalLabel(alert.interval)} (${alert.interval})`],
    ...when(given(alert.numConsecutiveWindows), () => [['Consecutive windows', `Fires after ${count(alert.numConsecutiveWindows!, 'window')} in a row`]]),
    ...when(given(alert.scheduleOffsetMinutes), () => [['Schedule offset', count(alert.scheduleOffsetMinutes!, 'minute')]]),
    ...when(given(alert.scheduleStartAt), () => [['Schedule start', formatDateTime(alert.scheduleStartAt)]]),
    ['Source', sourceLabel(alert.source)],
    // A saved-search alert has no dashboard or tile; a tile alert no saved search (unless the server says otherwise).
    ...when(!(alert.source === 'search' && !refs.dashboardId && !alert.tileId), () => [
      ['Dashboard', named(refs.dashboardId, names.dashboard)],
      ['Tile', named(alert.tileId, (id) => names.tile(refs.dashboardId, id))],
    ]),
    ...when(!(alert.source === 'tile' && !refs.savedSearchId), () => [['Saved search', named(refs.savedSearchId, names.savedSearch)]]),
    ['Group by', dash(alert.groupBy)],
    ...(channels.length > 1
      ? ([['Webhooks', <WebhookList key="webhooks" ids={channels.map((c) => c.webhookId ?? '')} names={names} />]] as AlertRow[])
      : ([
          ['Channel', channels[0] ? `${channels[0].type === 'webhook' ? 'Webhook' : channels[0].type}` : 'Not set'],
          ['Webhook', named(channels[0]?.webhookId, names.webhook)],
        ] as AlertRow[])),
    ['Message', longText(alert.message)],
    ...when(given(alert.note), () => [['Note', longText(alert.note)]]),
    ['Team', dash(refs.team)],
    ['Silenced', silenceSummary(alert)],
    ...when((alert.executionErrors?.length ?? 0) > 0, () => [['Execution errors', <ExecutionErrors key="errors" errors={alert.executionErrors!} />]]),
    ['Created', <DateTime key="created" value={alert.createdAt} />],
    ['Updated', <DateTime key="updated" value={alert.updatedAt} />],
  ];
}

function WebhookList({ ids, names }: { ids: string[]; names: RefNames }) {
  return (
    <List size="sm" spacing={2}>
      {ids.map((id, i) => (
        <List.Item key={`${i}-${id}`}>{named(id, names.webhook)}</List.Item>
      ))}
    </List>
  );
}

/** The errors of the alert's most recent execution (HyperDX), each with when and what kind. */
function ExecutionErrors({ errors }: { errors: NonNullable<Alert['executionErrors']> }) {
  return (
    <Stack gap={4} data-testid="alert-execution-errors">
      {errors.map((e, i) => (
        <Text key={i} size="sm">
          <Text span fw={500}>
            <Name value={e.type ?? 'UNKNOWN'} lines={0} />
          </Text>
          {e.timestamp ? ` (${formatDateTime(e.timestamp)})` : ''}: <Name value={e.message ?? 'No message.'} lines={0} />
        </Text>
      ))}
    </Stack>
  );
}
