import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { SectionCard } from '../../../components/SectionCard';
import { useKeyRole } from '../../../session/keyRole';
import { backupQueries } from '../queries';
import { BackupConfigurationForm } from './BackupConfigurationForm';
import { BackupsTable } from './BackupsTable';

/** The service page's "Backups": the service's backups (restore one into a new service) and its backup configuration. */
export function BackupsSection({ organizationId, serviceId }: { organizationId: string; serviceId: string }) {
  const backups = useQuery(backupQueries.list(organizationId, serviceId));
  const configuration = useQuery(backupQueries.configuration(organizationId, serviceId));
  const access = useKeyRole();
  return (
    <SectionCard
      title="Backups"
      description="Backups the service took, newest first. A finished backup can be restored into a new service, in the same region and tier."
    >
      <QueryState
        query={backups}
        loadingLabel="Loading backups"
        refreshLabel="backups"
        isEmpty={(list) => list.length === 0}
        empty={<Text size="sm">No backups yet: the first is taken when the service is created.</Text>}
      >
        {(list) => <BackupsTable backups={list} access={access} serviceId={serviceId} />}
      </QueryState>
      <Stack gap="xs">
        <Title order={4} size="h5">
          Backup configuration
        </Title>
        <QueryState query={configuration} loadingLabel="Loading the backup configuration" refreshLabel="backup configuration">
          {(config) => <BackupConfigurationForm organizationId={organizationId} serviceId={serviceId} configuration={config} />}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}
