import { Button, Text } from '@mantine/core';
import { IconArrowsShuffle, IconDatabase, IconPlayerPause } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';

export function NoServices() {
  return (
    <EmptyState icon={<IconDatabase size={26} />} title="Create a service first">
      <Text c="dimmed" ta="center" maw={460}>
        Pipes load data into the tables of a service, and this organization has no service yet.
      </Text>
      <Button component={Link} to="/services/new">
        Create service
      </Button>
    </EmptyState>
  );
}

export function NoPipes({ serviceName, serviceId }: { serviceName: string; serviceId: string }) {
  return (
    <EmptyState icon={<IconArrowsShuffle size={26} />} title="No pipes for this service">
      <Text c="dimmed" ta="center" maw={520}>
        A pipe loads data into a table of {serviceName}, continuously or once, from a Kafka-type stream, object storage, a
        Kinesis stream or a Postgres database.
      </Text>
      <Button component={Link} to={`/pipes/${encodeURIComponent(serviceId)}/new`}>
        Create pipe
      </Button>
    </EmptyState>
  );
}

export function ServiceNotRunning({ serviceName, stateLabel }: { serviceName: string; stateLabel: string }) {
  return (
    <EmptyState icon={<IconPlayerPause size={26} />} title="This service is not running">
      <Text c="dimmed" ta="center" maw={520}>
        {serviceName} is {stateLabel.toLowerCase()}. Pipe operations need a running service: listing, starting and
        stopping pipes work again once it is running.
      </Text>
    </EmptyState>
  );
}
