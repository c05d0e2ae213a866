import { probeAlertsClient, probeManagementClient } from '../api/clients';
import { isApiError } from '../api/errors';
import { callOperation } from '../api/operations';
import { operations, type Dialects, type Organization } from '../contract';
import { readSession } from './store';

export type KeyCheck = { kind: 'organizations'; organizations: Organization[] } | { kind: 'ask-organization-id' };

/**
 * Credentials are checked before they are stored: the probes use a client of their own, and speak
 * the dialects chosen at sign-in (the session has none yet).
 */
const probe = (baseUrl: string, keyId: string, keySecret: string, dialects: Dialects) => ({
  client: probeManagementClient(baseUrl, keyId, keySecret),
  dialects,
});

/**
 * Checks a key by listing its organizations. Where that read is not offered (404/405), the
 * person types the organization ID instead. Any other failure is thrown as an ApiError.
 */
export async function checkKey(baseUrl: string, keyId: string, keySecret: string, dialects: Dialects): Promise<KeyCheck> {
  try {
    const organizations = await callOperation(operations.listOrganizations, {}, undefined, probe(baseUrl, keyId, keySecret, dialects));
    return { kind: 'organizations', organizations };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return { kind: 'ask-organization-id' };
    throw error;
  }
}

/** Reads one organization with the key (used when the list is not offered). */
export async function fetchOrganization(baseUrl: string, keyId: string, keySecret: string, organizationId: string, dialects: Dialects): Promise<Organization> {
  return callOperation(operations.getOrganization, { organizationId }, undefined, probe(baseUrl, keyId, keySecret, dialects));
}

/**
 * Where even the organization cannot be read (405), checks the key and the ID with a read inside
 * the organization instead, so a wrong key or ID is never stored.
 */
export async function checkOrganizationAccess(baseUrl: string, keyId: string, keySecret: string, organizationId: string, dialects: Dialects): Promise<void> {
  await callOperation(operations.listServices, { organizationId }, undefined, probe(baseUrl, keyId, keySecret, dialects));
}

/**
 * Checks an access token with one read of the alert API (a page of one alert) before it is kept.
 * A 401 rejects it (thrown); a service without the list (404/405) still proved the token, since
 * the token is checked before the route. Any other failure is thrown: the token is not kept unchecked.
 * `dialects`: at sign-in, the chosen ones; later (the alert pages), the session's.
 */
export async function checkAlertsToken(token: string, alertsUrl: string = readSession()?.alertsUrl ?? '', dialects?: Dialects): Promise<void> {
  const client = probeAlertsClient(alertsUrl, token);
  try {
    await callOperation(operations.listAlerts, { limit: '1' }, undefined, { client, dialects });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return;
    throw error;
  }
}
