/**
 * What the clients need from the signed-in session. api/ imports no session (or UI) code: the
 * session binds itself here at start-up (session/bindApi.ts, called by the app shell). Kept apart
 * from the clients so that binding at start-up does not put the HTTP client in the first load.
 */
// From its own file, not the contract's index: this module is in the first load, the index's schemas are not.
import { CONTRACT_DIALECTS, type AlertsDialect, type Dialects, type ManagementDialect } from '../contract/dialectNames';

export interface SessionBinding {
  read(): {
    managementUrl: string;
    keyId: string;
    keySecret: string;
    alertsUrl: string;
    alertsToken?: string;
    managementDialect?: ManagementDialect;
    alertsDialect?: AlertsDialect;
  } | null;
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

/** The binding in force (read at each request, never copied). */
export const boundSession = (): SessionBinding => session;

/** The dialects the session's targets speak (the contract's words when nothing is stored). */
export function sessionDialects(): Dialects {
  const s = session.read();
  return { management: s?.managementDialect ?? CONTRACT_DIALECTS.management, alerts: s?.alertsDialect ?? CONTRACT_DIALECTS.alerts };
}
