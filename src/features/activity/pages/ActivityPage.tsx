import { Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { timeValue, type ListColumn } from '../../../components/list/listView';
import { ListTable } from '../../../components/list/ListTable';
import { rowAttributes, type MeasureRow } from '../../../components/list/VirtualTbody';
import { QueryState } from '../../../components/QueryState';
import { operations, type Activity } from '../../../contract';
import { DateTime } from '../../../components/DateTime';
import { Name } from '../../../components/Name';
import { nameText } from '../../../components/displayName';
import { servicesListQuery } from '../../../entities/queries';
import { opQuery } from '../../../api/queryKeys';
import { useRequiredSession } from '../../../session/store';
import { activityQueries } from '../queries';
import { actorKey, actorText, activityText, filterActivities, filtersOf, rangeOf } from '../activityView';

interface Row {
  activity: Activity;
  who: string;
  what: string;
  service: string;
}

const COLUMNS: ListColumn<Row>[] = [
  { id: 'when', label: 'When', sortValue: (r) => timeValue(r.activity.createdAt) },
  { id: 'who', label: 'Who', sortValue: (r) => r.who },
  { id: 'what', label: 'What', sortValue: (r) => r.what },
  { id: 'service', label: 'Service', sortValue: (r) => r.service },
];
const searchText = (r: Row) => [r.who, r.what, r.service].join(' ');

/**
 * /activity: the organization's activity log over a range of days, filtered by actor, type and
 * service; every filter is in the URL, so a view can be shared. The range is read from the server
 * (`from_date`, `to_date`); the other filters apply here, and only the rows in view are rendered.
 */
export function ActivityPage() {
  const { organizationId } = useRequiredSession();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const range = rangeOf(filters);
  const log = useQuery({ ...activityQueries.list(organizationId, range.ok ? range.from_date : '', range.ok ? range.to_date : ''), enabled: range.ok });
  const services = useQuery(servicesListQuery(organizationId));
  const keys = useQuery(opQuery(operations.listKeys, { organizationId }));

  const set = (name: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const keyNames = useMemo(() => new Map((keys.data ?? []).map((k) => [k.id, k.name])), [keys.data]);
  const serviceNames = useMemo(() => new Map((services.data ?? []).map((s) => [s.id, s.name])), [services.data]);
  const list = log.data;
  const options = useMemo(() => {
    const actors = new Map<string, string>();
    const types = new Map<string, string>();
    const serviceIds = new Set<string>();
    for (const a of list ?? []) {
      actors.set(actorKey(a), actorText(a, keyNames));
      types.set(a.type, activityText({ type: a.type }));
      if (a.serviceId) serviceIds.add(a.serviceId);
    }
    const sorted = (m: Map<string, string>) =>
      [...m].map(([value, label]) => ({ value, label: nameText(label, 80) })).sort((x, y) => x.label.localeCompare(y.label));
    return { actors: sorted(actors), types: sorted(types), services: sorted(new Map([...serviceIds].map((id) => [id, serviceNames.get(id) ?? id]))) };
  }, [list, keyNames, serviceNames]);

  const rows = useMemo(
    () =>
      filterActivities(list ?? [], filters).map((activity) => ({
        activity,
        who: actorText(activity, keyNames),
        what: activityText(activity),
        service: activity.serviceId ? (serviceNames.get(activity.serviceId) ?? activity.serviceId) : '',
      })),
    // The filters are strings of the URL: compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, keyNames, serviceNames, filters.actor, filters.type, filters.service],
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Activity
        </Title>
        <Text c="dimmed" size="sm">
          Who changed what in this organization, and when. Times are shown in your time zone; the days of the range are your local days.
        </Text>
      </div>
      <Group align="flex-start" gap="md" wrap="wrap" role="group" aria-label="Activity filters">
        <TextInput
          type="date"
          label="From"
          value={filters.from}
          onChange={(e) => set('from', e.currentTarget.value)}
          error={!range.ok && range.field === 'from' ? range.message : undefined}
          w={170}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to}
          onChange={(e) => set('to', e.currentTarget.value)}
          error={!range.ok && range.field === 'to' ? range.message : undefined}
          w={170}
        />
        <Select label="Actor" placeholder="Anyone" data={options.actors} value={filters.actor ?? null} onChange={(v) => set('actor', v)} clearable w={240} />
        <Select
          label="Activity"
          placeholder="Any activity"
          data={options.types}
          value={filters.type ?? null}
          onChange={(v) => set('type', v)}
          clearable
          searchable
          w={280}
        />
        <Select
          label="Service"
          placeholder="Any service"
          data={options.services}
          value={filters.service ?? null}
          onChange={(v) => set('service', v)}
          clearable
          w={220}
        />
      </Group>
      {range.ok ? (
        <QueryState
          query={log}
          loadingLabel="Loading the activity log"
          refreshLabel="activity log"
          isEmpty={() => rows.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              No activity in this range matches the filters.
            </Text>
          }
        >
          {() => (
            <ListTable
              items={rows}
              searchText={searchText}
              columns={COLUMNS}
              label="Activity log"
              filterLabel="Search the log"
              filterPlaceholder="Actor, activity or service"
              minWidth={820}
              rowHeight={47}
              rowKey={(r) => r.activity.id}
              renderRow={(r, index, measure) => <ActivityRow key={r.activity.id} row={r} index={index} measure={measure} />}
            />
          )}
        </QueryState>
      ) : (
        <Text size="sm" c="dimmed">
          Correct the range to read the log.
        </Text>
      )}
    </Stack>
  );
}

const ActivityRow = memo(function ActivityRow({ row, index, measure }: { row: Row; index: number; measure?: MeasureRow }) {
  return (
    <Table.Tr {...rowAttributes(index, measure)} data-activity-type={row.activity.type}>
      <Table.Td>
        <DateTime value={row.activity.createdAt} />
      </Table.Td>
      <Table.Td>
        <Name value={row.who} lines={2} />
      </Table.Td>
      <Table.Td>
        <Name value={row.what} lines={2} />
      </Table.Td>
      <Table.Td>{row.service ? <Name value={row.service} lines={2} /> : <Text c="dimmed">—</Text>}</Table.Td>
    </Table.Tr>
  );
});
