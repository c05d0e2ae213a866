import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Backup, BackupSource, Service } from '../../../contract';
import { backupQueries, serviceQueries } from '../queries';
import { backupLabel, isRestorable } from './backupText';

export interface OrganizationBackup {
  backup: Backup;
  service: Service;
  /** "Analytics · Dec 4, 2026, 2:00 AM UTC · 1.5 GiB" */
  label: string;
}

export interface OrganizationBackups {
  /** Every finished backup of every service, newest first. */
  restorable: OrganizationBackup[];
  /** A backup of the organization by id (any status), with where its service runs: the restore rule's input. */
  sourceOf: (backupId: string) => (BackupSource & { service: Service }) | undefined;
  loading: boolean;
}

/**
 * The organization's backups: the services list, then each service's backups (one read per
 * service, cached per service as the service page's Backups section reads them).
 */
export function useOrganizationBackups(organizationId: string): OrganizationBackups {
  const services = useQuery(serviceQueries.list(organizationId));
  const list = useMemo(() => services.data ?? [], [services.data]);
  const reads = useQueries({ queries: list.map((s) => backupQueries.list(organizationId, s.id)), combine: combineReads });
  const loading = services.isPending || reads.pending;
  return useMemo(() => {
    const { data } = reads;
    const all: OrganizationBackup[] = [];
    list.forEach((service, i) => {
      for (const backup of data[i] ?? []) all.push({ backup, service, label: backupLabel(service.name ?? service.id, backup) });
    });
    all.sort((a, b) => (Date.parse(b.backup.startedAt ?? '') || 0) - (Date.parse(a.backup.startedAt ?? '') || 0));
    const byId = new Map(all.map((b) => [b.backup.id.toLowerCase(), b]));
    return {
      restorable: all.filter((b) => isRestorable(b.backup)),
      sourceOf: (backupId: string) => {
        const found = byId.get(backupId.trim().toLowerCase());
        if (!found) return undefined;
        const { service } = found;
        return {
          status: found.backup.status,
          region: service.region ?? undefined,
          provider: service.provider ?? undefined,
          tier: service.tier ?? undefined,
          service,
        };
      },
      loading,
    };
  }, [list, reads, loading]);
}

/** Module-level, so TanStack Query keeps the combined answer while no read changes. */
function combineReads(results: { data?: Backup[]; isPending: boolean }[]) {
  return { data: results.map((r) => r.data), pending: results.some((r) => r.isPending) };
}
