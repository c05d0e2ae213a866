import { probeManagementClient } from '../api/clients';
import { isApiError } from '../api/errors';
import { apiPath } from '../api/paths';
import type { Organization } from '../contract';

export type KeyCheck =
  | { kind: 'organizations'; organizations: Organization[] }
  | { kind: 'ask-organization-id' };

/**
 * Checks a key with GET /v1/organizations. Where that read is not offered (404/405), the person
 * types the organization ID instead. Any other failure is thrown as an ApiError.
 */
export async function checkKey(baseUrl: string, keyId: string, keySecret: string): Promise<KeyCheck> {
  try {
    const organizations = await probeManagementClient(baseUrl, keyId, keySecret).get<Organization[]>('/v1/organizations');
    return { kind: 'organizations', organizations: Array.isArray(organizations) ? organizations : [organizations] };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return { kind: 'ask-organization-id' };
    throw error;
  }
}

/** Reads one organization with the key (used when the list is not offered). */
export async function fetchOrganization(baseUrl: string, keyId: string, keySecret: string, organizationId: string): Promise<Organization> {
  return probeManagementClient(baseUrl, keyId, keySecret).get<Organization>(apiPath`/v1/organizations/${organizationId}`);
}

/**
 * Where even the organization cannot be read (405), checks the key and the ID with a read inside
 * the organization instead, so a wrong key or ID is never stored.
 */
export async function checkOrganizationAccess(baseUrl: string, keyId: string, keySecret: string, organizationId: string): Promise<void> {
  await probeManagementClient(baseUrl, keyId, keySecret).get<unknown>(apiPath`/v1/organizations/${organizationId}/services`);
}
