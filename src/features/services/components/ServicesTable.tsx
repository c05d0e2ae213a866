import { Anchor, Card, Stack, Table } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { ListFilter, SortableTh } from '../../../components/list/ListControls';
import { timeValue, type ListColumn } from '../../../components/list/listView';
import { useListView } from '../../../components/list/useListView';
import { rowAttributes, VirtualTbody, type MeasureRow } from '../../../components/list/VirtualTbody';
import type { Service } from '../../../contract';
import { RelativeTime } from '../../../entities/DateTime';
import { serviceStateDisplay } from '../../../entities/serviceState';
import { ServiceStateBadge } from '../../../entities/StateBadge';
import { memoryRange, orDash, providerLabel } from '../format';

const COLUMNS: ListColumn<Service>[] = [
  { id: 'name', label: 'Name', sortValue: (s) => s.name || s.id },
  { id: 'where', label: 'Provider / region', sortValue: (s) => `${providerLabel(s.provider)} ${s.region ?? ''}` },
  { id: 'state', label: 'State', sortValue: (s) => serviceStateDisplay(s.state).label },
  { id: 'replicas', label: 'Replicas', sortValue: (s) => s.numReplicas },
  { id: 'memory', label: 'Memory per replica', sortValue: (s) => s.minReplicaMemoryGb },
  { id: 'created', label: 'Created', sortValue: (s) => timeValue(s.createdAt) },
];

const searchText = (s: Service) => [s.name, s.id, providerLabel(s.provider), s.region, serviceStateDisplay(s.state).label].join(' ');

/** The organization's services, filtered and sorted here; only the rows in view are rendered. */
export function ServicesTable({ services }: { services: Service[] }) {
  const view = useListView(services, searchText, COLUMNS);
  return (
    <Stack gap="sm">
      <ListFilter view={view} label="Filter services" placeholder="Name, id, region or state" />
      <Card withBorder padding={0} radius="md">
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Services" aria-rowcount={view.rows.length + 1}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((c) => (
                  <SortableTh key={c.id} column={c.id} label={c.label} sort={view.sort} onSort={view.toggleSort} align={c.id === 'replicas' ? 'right' : undefined} />
                ))}
              </Table.Tr>
            </Table.Thead>
            <VirtualTbody rows={view.rows} rowKey={(s) => s.id} columns={COLUMNS.length} renderRow={(s, index, measure) => <ServiceRow key={s.id} service={s} index={index} measure={measure} />} />
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}

const ServiceRow = memo(function ServiceRow({ service: s, index, measure }: { service: Service; index: number; measure?: MeasureRow }) {
  return (
    <Table.Tr {...rowAttributes(index, measure)}>
      <Table.Td>
        <Anchor component={Link} to={`/services/${s.id}`} fw={500}>
          {s.name || s.id}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {providerLabel(s.provider)}
        {s.region ? ` / ${s.region}` : ''}
      </Table.Td>
      <Table.Td>
        <ServiceStateBadge state={s.state} />
      </Table.Td>
      <Table.Td ta="right">{orDash(s.numReplicas)}</Table.Td>
      <Table.Td>{memoryRange(s.minReplicaMemoryGb, s.maxReplicaMemoryGb)}</Table.Td>
      <Table.Td>
        <RelativeTime value={s.createdAt} />
      </Table.Td>
    </Table.Tr>
  );
});
