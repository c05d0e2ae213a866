import { Group, Select } from '@mantine/core';
import { useMemo } from 'react';
import type { Service } from '../../../contract';
import { ServiceStateBadge } from '../../../entities/StateBadge';
import { serviceOptions } from './serviceOptions';

/** Options shown at once: with hundreds of services, typing narrows the list instead of rendering every option. */
const OPTION_LIMIT = 50;

/** Picks the service whose pipes are shown; its state is shown beside it (pipe operations need it running). */
export function ServiceSelect({ services, value, onChange }: { services: Service[]; value: string | null; onChange: (serviceId: string) => void }) {
  const selected = services.find((s) => s.id === value);
  const data = useMemo(() => serviceOptions(services), [services]);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Service"
        description="Pipes belong to a service and load data into its tables."
        placeholder="Choose a service"
        data={data}
        limit={OPTION_LIMIT}
        value={selected ? selected.id : null}
        onChange={(id) => id && onChange(id)}
        allowDeselect={false}
        searchable={services.length > 8}
        nothingFoundMessage="No service with this name"
        w={{ base: '100%', xs: 360 }}
      />
      {selected && <ServiceStateBadge state={selected.state} subject="Service state" size="lg" mb={4} />}
    </Group>
  );
}
