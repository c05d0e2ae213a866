import { bindSession } from '../api/sessionBinding';
import { rejectAlertsToken } from './alertsToken';
import { readSession } from './store';
import { reportUnauthorized } from './unauthorized';

/**
 * Binds the API clients to the session: credentials are read from sessionStorage for each
 * request and never copied anywhere else; a management 401 ends the session, an alert-API 401
 * drops only the alert token. Called once by the app shell before anything renders.
 */
export function bindApiToSession(): void {
  bindSession({
    read: readSession,
    onManagementUnauthorized: reportUnauthorized,
    onAlertsUnauthorized: rejectAlertsToken,
  });
}
