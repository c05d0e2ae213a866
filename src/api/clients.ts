import { createApiClient, type ApiClient } from './client';
import { boundSession } from './sessionBinding';

const readSession = () => boundSession().read();

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
  onUnauthorized: (error) => boundSession().onManagementUnauthorized(error.message),
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
  onUnauthorized: () => boundSession().onAlertsUnauthorized(),
});

/** A one-off client for checking credentials before they are stored (sign-in). */
export function probeManagementClient(baseUrl: string, keyId: string, keySecret: string): ApiClient {
  return createApiClient({
    baseUrl,
    credentials: () => ({ scheme: 'basic', keyId, keySecret }),
    envelope: 'management',
  });
}

/** A one-off client for checking an alert API access token before it is stored. */
export function probeAlertsClient(baseUrl: string, token: string): ApiClient {
  return createApiClient({ baseUrl, credentials: () => ({ scheme: 'bearer', token }), envelope: 'alerts' });
}

export const clientFor = (api: 'management' | 'alerts'): ApiClient => (api === 'management' ? managementClient : alertsClient);
