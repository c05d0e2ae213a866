import { Alert, Center, Loader } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Name } from '../../../components/Name';
import { formatDateTime } from '../../../components/dateTime';
import type { Backup, Service } from '../../../contract';
import { whereLabel } from '../format';
import type { CreateServiceValues } from '../forms/create/values';
import { restoreValues } from '../forms/create/values';
import { sizeText } from './backupText';
import { useOrganizationBackups } from './useOrganizationBackups';

export interface Restore {
  /** The form can be shown: no restore asked, or the organization's backups were read. */
  ready: boolean;
  values?: Partial<CreateServiceValues>;
  found?: { backup: Backup; service: Service };
}

/** "Restore into a new service": the backup of the address, found among its service's (or the organization's), and the values it sets. */
export function useRestore(organizationId: string, backupId: string | undefined, serviceId: string | undefined): Restore {
  const backups = useOrganizationBackups(organizationId, backupId === undefined ? 'none' : serviceId ? { serviceId } : 'all');
  if (backupId === undefined) return { ready: true };
  if (backups.loading) return { ready: false };
  const source = backups.sourceOf(backupId);
  if (!source) return { ready: true, values: { backupId } };
  const backup = backups.restorable.find((b) => b.backup.id.toLowerCase() === backupId.toLowerCase())?.backup ?? { id: backupId, status: source.status };
  return { ready: true, values: restoreValues(backupId, source), found: { backup, service: source.service } };
}

/** Above the create form: which backup is restored, and the rule the form applies. */
export function RestoreIntro({ restore }: { restore: Restore }) {
  if (!restore.ready) {
    return (
      <Center py="md">
        <Loader aria-label="Loading the backups" />
      </Center>
    );
  }
  const found = restore.found;
  if (!found) {
    return (
      <Alert color="yellow" title="Backup not found among the organization's backups" icon={<IconHistory size={18} />}>
        The backup is chosen by its ID; the server says whether it can be restored.
      </Alert>
    );
  }
  return (
    <Alert color="blue" title="Restore a backup into a new service" icon={<IconHistory size={18} />}>
      <Name
        value={`Backup of ${found.service.name ?? found.service.id}, started ${formatDateTime(found.backup.startedAt)}, ${sizeText(found.backup.sizeInBytes)}.`}
        size="sm"
        lines={2}
      />
      <Name
        value={`The new service must run where the original does (${whereLabel(found.service.provider, found.service.region)}, tier ${found.service.tier ?? 'not set'}): these are set below.`}
        size="sm"
        lines={2}
      />
    </Alert>
  );
}
