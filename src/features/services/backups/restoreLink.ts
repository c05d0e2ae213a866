/** The create-service page's address for "Restore into a new service": the backup chosen, and the service it was taken from. */
export const RESTORE_PARAM = 'backup';
export const RESTORE_SERVICE_PARAM = 'service';

export const restoreHref = (backupId: string, serviceId: string): string =>
  `/services/new?${RESTORE_PARAM}=${encodeURIComponent(backupId)}&${RESTORE_SERVICE_PARAM}=${encodeURIComponent(serviceId)}`;
