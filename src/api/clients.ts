import { createApiClient, type ApiClient } from './client';
import { readSession } from '../session/store';
import { rejectAlertsToken } from '../session/alertsToken';
import { reportUnauthorized } from '../session/unauthorized';

/**
 * The two clients the app uses, bound to the session at call time: credentials are read from
 * sessionStorage for each request and never copied anywhere else.
 */
export const managementClient: ApiClient = createApiClient({
  baseUrl: () => readSession()?.managementUrl ?? '',
  credentials: () => {
    const s = readSession();
    return s ? { scheme: 'basic', keyId: s.keyId, keySecret: s.keySecret } : null;
  },
  envelope: 'management',
  onUnauthorized: (error) => reportUnauthorized(error.message),
});

export const alertsClient: ApiClient = createApiClient({
  baseUrl: () => readSession()?.alertsUrl ?? '',
  credentials: () => {
    const token = readSession()?.alertsToken;
    return token ? { scheme: 'bearer', token } : null;
  },
  envelope: 'alerts',
  // The alert API has its own token: a 401 there drops only that token, and the alert pages ask
  // for it again. The management session goes on.
  onUnauthorized: () => rejectAlertsToken(),
});

/** A one-off client for checking credentials before they are stored (sign-in). */
export function probeManagementClient(baseUrl: string, keyId: string, keySecret: string): ApiClient {
  return createApiClient({
    baseUrl,
    credentials: () => ({ scheme: 'basic', keyId, keySecret }),
    envelope: 'management',
    maxRetries: 0,
  });
}
