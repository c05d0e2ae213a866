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
 * Whose backups are read: every service's (`all`), one service's (its id: a restore link names the
 * service of its backup), or none yet.
 */
export type BackupsScope = 'all' | 'none' | { serviceId: string };

/**
 * The organization's backups: the services list, then each service's backups in `scope` (one read
 * per service, cached per service as the service page's Backups section reads them). The API has
 * no organization-wide list, so the reads wait until they are wanted: with many services they are
 * many requests, against a rate limit of 10 in 10 s.
 */
export function useOrganizationBackups(organizationId: string, scope: BackupsScope): OrganizationBackups {
  const services = useQuery(serviceQueries.list(organizationId));
  const only = typeof scope === 'object' ? scope.serviceId : undefined;
  const none = scope === 'none';
  const list = useMemo(() => (none ? [] : (services.data ?? []).filter((s) => only === undefined || s.id === only)), [services.data, none, only]);
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
