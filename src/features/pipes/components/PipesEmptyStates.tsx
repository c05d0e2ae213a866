import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArrowsShuffle, IconDatabase, IconPlayerPause } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';
import { WriteButton } from '../../../session/WriteAccess';
import { Name } from '../../../components/Name';

export function NoServices() {
  return (
    <EmptyState icon={<IconDatabase size={26} />} title="Create a service first">
      <Text c="dimmed" ta="center" maw={460}>
        Pipes load data into the tables of a service, and this organization has no service yet.
      </Text>
      <WriteButton to="/services/new">Create service</WriteButton>
    </EmptyState>
  );
}

export function NoPipes({ serviceName, serviceId }: { serviceName: string; serviceId: string }) {
  return (
    <EmptyState icon={<IconArrowsShuffle size={26} />} title="No pipes for this service">
      <Text c="dimmed" ta="center" maw={520}>
        A pipe loads data into a table of <Name value={serviceName} lines={0} />, continuously or once, from a Kafka-type stream, object storage, a Kinesis
        stream or a Postgres database.
      </Text>
      <WriteButton to={`/pipes/${encodeURIComponent(serviceId)}/new`}>Create pipe</WriteButton>
    </EmptyState>
  );
}

export function ServiceNotRunning({ serviceName, stateLabel, action }: { serviceName: string; stateLabel: string; action?: ReactNode }) {
  return (
    <EmptyState icon={<IconPlayerPause size={26} />} title="This service is not running">
      <Text c="dimmed" ta="center" maw={520}>
        <Name value={serviceName} lines={0} /> is {stateLabel.toLowerCase()}. Pipe operations need a running service: listing, starting and stopping pipes work
        again once it is running.
      </Text>
      {action}
    </EmptyState>
  );
}
