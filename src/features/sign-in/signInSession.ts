import type { Dialects } from '../../contract/dialectNames';
import type { Session } from '../../session/store';

/** What the sign-in form has checked (CredentialsForm), and the sign-in page stores once an organization is picked. */
export interface SignInCredentials {
  managementUrl: string;
  keyId: string;
  keySecret: string;
  alertsUrl: string;
  alertsToken: string;
  /** The dialects the key (and token) were checked in: the person's choice, else the defaults (consoleApis.ts). */
  dialects: Dialects;
}

/** The session a sign-in writes: the credentials with the dialects they were checked in, and the organization. */
export function signInSession(credentials: SignInCredentials, organization: { id: string; name?: string }, sessionId: string): Session {
  return {
    managementUrl: credentials.managementUrl,
    keyId: credentials.keyId,
    keySecret: credentials.keySecret,
    alertsUrl: credentials.alertsUrl,
    alertsToken: credentials.alertsToken || undefined,
    managementDialect: credentials.dialects.management,
    alertsDialect: credentials.dialects.alerts,
    organizationId: organization.id,
    organizationName: organization.name,
    sessionId,
  };
}
