import { Anchor, Table } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { timeValue, type ListColumn } from '../../../components/list/listView';
import { ListTable } from '../../../components/list/ListTable';
import { rowAttributes, type MeasureRow } from '../../../components/list/VirtualTbody';
import { listCell } from '../../../components/list/listRows';
import type { Service } from '../../../contract';
import { RelativeTime } from '../../../components/DateTime';
import { serviceStateDisplay } from '../../../entities/serviceState';
import { ServiceStateBadge } from '../../../entities/StateBadge';
import { memoryRange, orDash, providerLabel, whereLabel } from '../format';
import { serviceHref } from '../serviceTabs';
import { Name } from '../../../components/Name';
import { ServiceRowMenu, type ServiceAction } from './ServiceRowMenu';

const COLUMNS: (ListColumn<Service> & { align?: 'right' })[] = [
  { id: 'name', label: 'Name', sortValue: (s) => s.name || s.id },
  { id: 'where', label: 'Provider / region', sortValue: (s) => `${providerLabel(s.provider)} ${s.region ?? ''}` },
  { id: 'state', label: 'State', sortValue: (s) => serviceStateDisplay(s.state).label },
  { id: 'replicas', label: 'Replicas', sortValue: (s) => s.numReplicas, align: 'right' },
  { id: 'memory', label: 'Memory per replica', sortValue: (s) => s.minReplicaMemoryGb },
  { id: 'created', label: 'Created', sortValue: (s) => timeValue(s.createdAt) },
];

const searchText = (s: Service) => [s.name, s.id, whereLabel(s.provider, s.region), serviceStateDisplay(s.state).label].join(' ');

interface RowActions {
  onAction: (service: Service, action: ServiceAction) => void;
  /** Why the signed-in key cannot change services (every action disabled), if it cannot. */
  writeReason: string | undefined;
}

/** The organization's services, filtered and sorted here; only the rows in view are rendered. Each row has its actions menu. */
export function ServicesTable({ services, ...actions }: RowActions & { services: Service[] }) {
  return (
    <ListTable
      items={services}
      searchText={searchText}
      columns={COLUMNS}
      label="Services"
      filterLabel="Filter services"
      filterPlaceholder="Name, id, region, place or state"
      minWidth={800}
      trailingHeader={
        <Table.Th ta="right" w={72}>
          Actions
        </Table.Th>
      }
      trailingColumns={1}
      rowHeight={55}
      rowKey={(s) => s.id}
      renderRow={(s, index, measure) => <ServiceRow key={s.id} service={s} index={index} measure={measure} {...actions} />}
    />
  );
}

const ServiceRow = memo(function ServiceRow({
  service: s,
  index,
  measure,
  onAction,
  writeReason,
}: RowActions & { service: Service; index: number; measure?: MeasureRow }) {
  return (
    <Table.Tr {...rowAttributes(index, measure)} data-testid={`service-row-${s.id}`}>
      <Table.Td {...listCell('Name', 'name')}>
        <Anchor component={Link} to={serviceHref(s.id)} fw={500}>
          <Name value={s.name || s.id} lines={3} wrapAt="words" />
        </Anchor>
      </Table.Td>
      <Table.Td {...listCell('Provider / region')}>{whereLabel(s.provider, s.region)}</Table.Td>
      <Table.Td {...listCell('State', 'keep')}>
        <ServiceStateBadge state={s.state} />
      </Table.Td>
      <Table.Td ta="right" {...listCell('Replicas')}>
        {orDash(s.numReplicas)}
      </Table.Td>
      <Table.Td {...listCell('Memory per replica', 'keep')}>{memoryRange(s.minReplicaMemoryGb, s.maxReplicaMemoryGb)}</Table.Td>
      <Table.Td {...listCell('Created', 'keep')}>
        <RelativeTime value={s.createdAt} />
      </Table.Td>
      <Table.Td ta="right" {...listCell('Actions')}>
        <ServiceRowMenu service={s} onAction={(action) => onAction(s, action)} writeReason={writeReason} />
      </Table.Td>
    </Table.Tr>
  );
});
