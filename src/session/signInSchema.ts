import { z } from 'zod';

const apiUrl = z
  .string()
  .trim()
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, "Enter an http(s) address such as https://api.example.com, or leave it empty to use this console's own address.");

export const signInSchema = z.object({
  managementUrl: apiUrl,
  keyId: z.string().trim().min(1, 'Enter the key ID.'),
  keySecret: z.string().min(1, 'Enter the key secret.'),
  alertsUrl: apiUrl,
  alertsToken: z.string().trim(),
});

export type SignInValues = z.infer<typeof signInSchema>;

/** '' and this console's own origin both mean "same origin", stored as ''. */
export function normalizeBaseUrl(value: string, origin: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  return trimmed === origin ? '' : trimmed;
}
