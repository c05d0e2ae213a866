import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * The sign-in form's rules, as react-hook-form's resolver, without zod: the sign-in page is the
 * first load, and zod (about 86 kB before gzip) would be part of it for these five fields alone.
 * Every other form validates with its zod schema (src/contract/); zod loads with the first of them.
 */
export interface SignInValues {
  managementUrl: string;
  keyId: string;
  keySecret: string;
  alertsUrl: string;
  alertsToken: string;
}

export const API_URL_MESSAGE = "Enter an http(s) address such as https://api.example.com, or leave it empty to use this console's own address.";

/** An API address: empty (this console's own), or an absolute http(s) URL; spaces around it do not count. */
function checkApiUrl(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : API_URL_MESSAGE;
  } catch {
    return API_URL_MESSAGE;
  }
}

/** Each field's check: the message to show, or undefined when the value is accepted. */
const signInChecks: { [K in keyof SignInValues]: (value: string) => string | undefined } = {
  managementUrl: checkApiUrl,
  // A key ID of spaces only is empty; the secret is kept as typed (spaces are part of it).
  keyId: (value) => (value.trim() === '' ? 'Enter the key ID.' : undefined),
  keySecret: (value) => (value === '' ? 'Enter the key secret.' : undefined),
  alertsUrl: checkApiUrl,
  alertsToken: () => undefined,
};

/**
 * Every field checked on each validation, shown or folded (the API addresses are in the page only
 * while opened), as a schema resolver would. The values are returned as typed: the form trims
 * what it sends.
 */
export const signInResolver: Resolver<SignInValues> = (values) => {
  const errors: FieldErrors<SignInValues> = {};
  for (const name of Object.keys(signInChecks) as (keyof SignInValues)[]) {
    const message = signInChecks[name](values[name] ?? '');
    if (message) errors[name] = { type: 'validate', message };
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/** '' and this console's own origin both mean "same origin", stored as ''. */
export function normalizeBaseUrl(value: string, origin: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  return trimmed === origin ? '' : trimmed;
}
