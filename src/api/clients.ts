import { createApiClient, type ApiClient } from './client';

/**
 * What the clients need from the signed-in session. api/ imports no session (or UI) code: the
 * session binds itself here at start-up (session/bindApi.ts, called by the app shell).
 */
export interface SessionBinding {
  read(): { managementUrl: string; keyId: string; keySecret: string; alertsUrl: string; alertsToken?: string } | null;
  /** A 401 from the management API: the session ends. */
  onManagementUnauthorized(message: string): void;
  /** A 401 from the alert API: only its token is dropped. */
  onAlertsUnauthorized(): void;
}

const signedOut: SessionBinding = { read: () => null, onManagementUnauthorized: () => {}, onAlertsUnauthorized: () => {} };
let session: SessionBinding = signedOut;

export function bindSession(binding: SessionBinding): void {
  session = binding;
}

const readSession = () => session.read();

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
  onUnauthorized: (error) => session.onManagementUnauthorized(error.message),
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
  onUnauthorized: () => session.onAlertsUnauthorized(),
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
