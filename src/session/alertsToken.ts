import { notifications } from '@mantine/notifications';
import { readSession, updateSession } from './store';

/**
 * The alert API refused the access token: forget only that token (the alert pages then ask for
 * it again) and say so. The management session goes on.
 */
export function rejectAlertsToken(): void {
  if (!readSession()?.alertsToken) return;
  updateSession({ alertsToken: undefined });
  notifications.show({
    color: 'red',
    title: 'Access token not accepted',
    message: 'The alert API refused the access token. Enter a valid token to continue.',
  });
}
