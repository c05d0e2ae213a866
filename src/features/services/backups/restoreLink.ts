/** The create-service page's address for "Restore into a new service": the backup chosen in its query. */
export const RESTORE_PARAM = 'backup';

export const restoreHref = (backupId: string): string => `/services/new?${RESTORE_PARAM}=${encodeURIComponent(backupId)}`;
