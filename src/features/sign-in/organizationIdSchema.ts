import { z } from 'zod';

/**
 * Step two of sign-in, where the key cannot list its organizations. Apart from the sign-in form's
 * checks (signInChecks.ts, without zod): the step loads only after a key was accepted, with zod.
 */
export const organizationIdSchema = z.object({
  organizationId: z.uuid('Enter the organization ID: a UUID such as 7c9e6679-7425-40de-944b-e07fc1f90ae7.'),
});
