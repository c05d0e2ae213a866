import { Group, SegmentedControl, Select, Stack, Text, TextInput, Title, Input } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { nameText } from '../../../components/displayName';
import { useRequiredSession } from '../../../session/store';
import { usageQueries } from '../queries';
import {
  chartData,
  chartSeries,
  chartSummary,
  chcText,
  entitiesOf,
  filtersOf,
  presetOf,
  rangeOf,
  todayUtc,
  totalOf,
  USAGE_PRESETS,
  type UsageEntityRow,
  type UsageFilters,
} from '../usageView';
import { UsageChart } from './UsageChart';
import { UsageTable } from './UsageTable';

/** An entity's name in the chart's legend and summary (plain text, shortened). */
const entityLabel = (row: UsageEntityRow) => {
  const name = nameText(row.name, 40);
  return row.kind === 'storage' ? `Storage: ${name}` : row.kind === 'pipe' ? `Pipe: ${name}` : name;
};

const KIND_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'service', label: 'Services' },
  { value: 'storage', label: 'Storage' },
  { value: 'pipe', label: 'Pipes' },
];

/**
 * /usage: the organization's cost per day over a range of UTC days (at most 31), stacked by
 * service, storage and pipe, with the grand total above and a table per entity beneath. The range
 * and the filters are in the URL, so a view can be shared; a range the API refuses is named beside
 * its field, and nothing is sent.
 */
export function UsagePage() {
  const { organizationId } = useRequiredSession();
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const filters = filtersOf(params, today);
  const range = rangeOf(filters);
  const usage = useQuery({ ...usageQueries.cost(organizationId, range.ok ? range.from_date : '', range.ok ? range.to_date : ''), enabled: range.ok });

  const set = (values: Partial<Record<keyof UsageFilters, string | null>>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  const records = usage.data?.costs;
  const rows = useMemo(() => entitiesOf(records ?? [], filters), [records, filters.type, filters.name]); // eslint-disable-line react-hooks/exhaustive-deps
  const series = useMemo(() => chartSeries(rows, entityLabel), [rows]);
  const data = useMemo(() => (range.ok ? chartData(series, range.from_date, range.to_date) : []), [series, range.ok, filters.from, filters.to]); // eslint-disable-line react-hooks/exhaustive-deps
  const filtered = filters.type !== undefined || filters.name !== undefined;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Usage and cost
        </Title>
        <Text c="dimmed" size="sm">
          What this organization&apos;s services, their storage and their pipes cost each day, in ClickHouse Credits (CHC). Days are UTC days, as they are
          billed; a range is at most 31 days.
        </Text>
      </div>
      <Group align="flex-start" gap="md" wrap="wrap" role="group" aria-label="Usage filters">
        <Select
          label="Range"
          placeholder="Custom"
          data={USAGE_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
          value={presetOf(filters, today)}
          onChange={(v) => {
            const preset = USAGE_PRESETS.find((p) => p.value === v);
            if (preset) set(preset.range(today));
          }}
          allowDeselect={false}
          w={170}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from}
          onChange={(e) => set({ from: e.currentTarget.value })}
          error={!range.ok && range.field === 'from' ? range.message : undefined}
          w={170}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to}
          onChange={(e) => set({ to: e.currentTarget.value })}
          error={!range.ok && range.field === 'to' ? range.message : undefined}
          w={190}
        />
        <Input.Wrapper label="Show" id="usage-kind-label">
          <SegmentedControl
            aria-labelledby="usage-kind-label"
            data={KIND_CHOICES}
            value={filters.type ?? 'all'}
            onChange={(v) => set({ type: v === 'all' ? null : v })}
            display="flex"
          />
        </Input.Wrapper>
        <TextInput label="Name" placeholder="Part of a name" value={filters.name ?? ''} onChange={(e) => set({ name: e.currentTarget.value })} w={200} />
      </Group>
      {range.ok ? (
        <QueryState
          query={usage}
          loadingLabel="Loading usage and cost"
          refreshLabel="usage"
          isEmpty={(u) => u.costs.length === 0}
          empty={
            <EmptyState icon={<IconChartBar size={24} />} title="No usage in this range">
              <Text size="sm" c="dimmed" ta="center">
                Nothing ran in this organization from {range.from_date} to {range.to_date}. Choose another range, or create a service.
              </Text>
            </EmptyState>
          }
        >
          {(u) => (
            <Stack gap="md">
              <div aria-live="polite">
                <Text size="sm" c="dimmed">
                  {filtered ? 'Shown by the filters' : 'Grand total'}, {range.from_date} to {range.to_date}
                </Text>
                <Title order={2} size="h3" data-testid="usage-total">
                  {chcText(filtered ? totalOf(rows) : u.grandTotalCHC)}
                </Title>
                {filtered && (
                  <Text size="sm" c="dimmed">
                    of {chcText(u.grandTotalCHC)} in all
                  </Text>
                )}
              </div>
              {rows.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No service, storage or pipe in this range matches the filters.
                </Text>
              ) : (
                <>
                  <UsageChart series={series} data={data} summary={chartSummary(rows, range.from_date, range.to_date, entityLabel)} />
                  <UsageTable rows={rows} total={totalOf(rows)} from={range.from_date} to={range.to_date} />
                </>
              )}
            </Stack>
          )}
        </QueryState>
      ) : (
        <Text size="sm" c="dimmed">
          Correct the range to read the usage.
        </Text>
      )}
    </Stack>
  );
}
