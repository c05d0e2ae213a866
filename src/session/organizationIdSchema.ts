import { z } from 'zod';

/**
 * Step two of sign-in, where the key cannot list its organizations. Apart from signInSchema: the
 * step loads only after a key was accepted, and its UUID check need not be built before the
 * sign-in page's first paint.
 */
export const organizationIdSchema = z.object({
  organizationId: z.uuid('Enter the organization ID: a UUID such as 7c9e6679-7425-40de-944b-e07fc1f90ae7.'),
});
