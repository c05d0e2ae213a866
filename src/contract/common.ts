/**
 * Shared building blocks of the contract layer.
 *
 * Every schema in src/contract is built from these helpers so that each kind of
 * mistake produces one plain message a person can act on, in forms (through
 * zodResolver) and in the emulator's `400 BAD_REQUEST: <path>: <message>` answers.
 * This folder imports nothing but zod.
 */
import { z } from 'zod';
import { numberTextMessage, parseNumberText, type NumberTextOptions } from './number-text.js';

export const REQUIRED_MESSAGE = 'This field is required.';

/** A rule broken that the browser cannot check (server-side state); same shape as a field error. */
export interface ContractIssue {
  path: string;
  message: string;
}

function unknownFieldsMessage(keys: readonly string[]): string {
  const quoted = keys.map((k) => `"${k}"`).join(', ');
  return keys.length === 1 ? `Unknown field ${quoted} is not accepted here.` : `Unknown fields ${quoted} are not accepted here.`;
}

/** A request object: unknown fields are refused with an issue naming them. */
export function strictObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (iss) => {
      if (iss.code === 'unrecognized_keys') return unknownFieldsMessage(iss.keys);
      return iss.input === undefined ? REQUIRED_MESSAGE : 'Must be an object with fields.';
    },
  });
}

/** Any text (may be empty). */
export function text() {
  return z.string({ error: (iss) => (iss.input === undefined ? REQUIRED_MESSAGE : 'Must be text.') });
}

/** Text that must contain at least one non-blank character. */
export function nonEmptyText(message = 'Must not be empty.') {
  return text().refine((s) => s.trim().length > 0, { error: message });
}

export function bool() {
  return z.boolean({
    error: (iss) => (iss.input === undefined ? REQUIRED_MESSAGE : 'Must be true or false.'),
  });
}

/** One of a fixed list; the message lists the choices (or uses the given one). */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message?: string) {
  const msg = message ?? `Choose one of: ${values.join(', ')}.`;
  return z.enum(values, { error: (iss) => (iss.input === undefined ? REQUIRED_MESSAGE : msg) });
}

/** A list of items. */
export function list<T extends z.ZodType>(item: T) {
  return z.array(item, { error: (iss) => (iss.input === undefined ? REQUIRED_MESSAGE : 'Must be a list.') });
}

/**
 * A text where a number belongs: what a number input holds when it reads no number in what was
 * typed ("1,5" where the decimal separator is a dot, "30s"). Said in words that tell what to type;
 * any other wrong value (a number sent as text in a request body) gets the rule's own message.
 */
function typedTextMessage(input: unknown, text: NumberTextOptions | undefined): string | undefined {
  if (text === undefined || typeof input !== 'string' || parseNumberText(input).ok) return undefined;
  return numberTextMessage(input, text);
}

/**
 * A number checked by one predicate, with one message for wrong type and broken rule alike; with
 * `text` (the unit, an example), a typed text that is not a number says what to type instead.
 */
export function numberRule(message: string, ok: (n: number) => boolean, text?: NumberTextOptions) {
  return z
    .number({ error: (iss) => (iss.input === undefined ? REQUIRED_MESSAGE : (typedTextMessage(iss.input, text) ?? message)) })
    .refine(ok, { error: message });
}

/** Any finite number; `message` when it is missing or not one (a typed text: what to type instead). */
export function anyNumber(message: string) {
  return z.number({ error: (iss) => typedTextMessage(iss.input, { example: 1.5 }) ?? message }).refine(Number.isFinite, { error: message });
}

export function fmt(n: number): string {
  return Number.isInteger(n) && Math.abs(n) >= 10_000 ? n.toLocaleString('en-US') : String(n);
}

const unitSuffix = (unit?: string) => (unit ? ` ${unit}` : '');

export function intBetween(min: number, max: number, unit?: string) {
  return numberRule(`Must be a whole number between ${fmt(min)} and ${fmt(max)}${unitSuffix(unit)}.`, (n) => Number.isInteger(n) && n >= min && n <= max, {
    unit,
    example: min,
  });
}

export function intAtLeast(min: number, unit?: string) {
  return numberRule(`Must be a whole number of at least ${fmt(min)}${unitSuffix(unit)}.`, (n) => Number.isInteger(n) && n >= min, {
    unit,
    example: Math.max(min, 1),
  });
}

export function numberBetween(min: number, max: number, unit?: string) {
  return numberRule(`Must be a number between ${fmt(min)} and ${fmt(max)}${unitSuffix(unit)}.`, (n) => n >= min && n <= max, { unit, example: min });
}

export function multipleBetween(step: number, min: number, max: number, unit: string) {
  return numberRule(`Must be a multiple of ${step} between ${fmt(min)} and ${fmt(max)} ${unit}.`, (n) => Number.isInteger(n / step) && n >= min && n <= max, {
    unit,
    example: min,
  });
}

// ---------------------------------------------------------------------------
// Shared field schemas
// ---------------------------------------------------------------------------

export const ID_INNER_SPACE_MESSAGE = 'An ID has no spaces inside it: check what was pasted.';

/**
 * An ID typed or pasted by a person: spaces around it are trimmed (the request carries the ID
 * alone), spaces inside it are refused, and blank is refused with `message`.
 */
export function idText(message: string) {
  return text()
    .trim()
    .refine((s) => s.length > 0, { error: message })
    .refine((s) => s.length === 0 || !/\s/.test(s), { error: ID_INNER_SPACE_MESSAGE });
}

export const UUID_MESSAGE = 'Must be a UUID, like 3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b.';
export const uuidSchema = z.uuid({ error: (iss) => (iss.input === undefined ? REQUIRED_MESSAGE : UUID_MESSAGE) });
/** A UUID typed or pasted by a person: spaces around it trimmed, then judged as a UUID. */
export const typedUuidSchema = text().trim().pipe(uuidSchema);

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();
const cidrv4 = z.cidrv4();
const cidrv6 = z.cidrv6();

/** True for an IPv4/IPv6 address or an IPv4/IPv6 CIDR range. */
export function isIpOrCidr(value: string): boolean {
  const v = value.trim();
  if (v !== value || v === '') return false;
  return [ipv4, ipv6, cidrv4, cidrv6].some((s) => s.safeParse(v).success);
}

export const IP_SOURCE_MESSAGE = 'Enter an IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24 or 2001:db8::/32.';

export const ipAccessEntrySchema = strictObject({
  source: text()
    .refine((s) => s.length > 0, { error: 'Enter an IP address or CIDR range.' })
    .refine((s) => s.length === 0 || isIpOrCidr(s), { error: IP_SOURCE_MESSAGE }),
  description: text().optional(),
});
export type IpAccessEntry = z.infer<typeof ipAccessEntrySchema>;

export const ipAccessListSchema = list(ipAccessEntrySchema);
export type IpAccessList = z.infer<typeof ipAccessListSchema>;

/**
 * A private endpoint `{id, description}` (organization add/remove, service registration). The
 * description is optional: the real service accepts an entry without one (issue 10 item 2;
 * OpenAPI OrganizationPatchPrivateEndpoint "Optional description").
 */
export const privateEndpointSchema = strictObject({
  id: idText('Enter the private endpoint ID.'),
  description: text().optional(),
});
export type PrivateEndpoint = z.infer<typeof privateEndpointSchema>;

/** Lenient reading of an IP access entry in a response. */
export const ipAccessEntryResponseSchema = z.looseObject({
  source: z.string(),
  description: z.string().nullish(),
});

/** base64 of a raw SHA-256 digest: 43 characters and one "=" (the real API's `hashData` encoding). */
export const SHA256_BASE64_PATTERN = /^[A-Za-z0-9+/]{43}=$/;

/** `{username, password}` credentials of a request. */
export const usernamePasswordSchema = strictObject({
  username: nonEmptyText('Enter the user name.'),
  password: nonEmptyText('Enter the password.'),
});

/** `{accessKeyId, secretKey}` of a request. */
export const accessKeySchema = strictObject({
  accessKeyId: nonEmptyText('Enter the access key ID.'),
  secretKey: nonEmptyText('Enter the secret key.'),
});

/** A known value list that must not make a response fail when the server adds a value. */
export function looseEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.string()]);
}

/**
 * Applies an `{add, remove}` patch to a list keyed by `keyOf`: removals first, then additions
 * (an added key already present replaces the old entry, so a key appears once).
 */
export function applyListPatch<T>(current: readonly T[], patch: { add?: readonly T[]; remove?: readonly T[] }, keyOf: (item: T) => string): T[] {
  const removed = new Set((patch.remove ?? []).map(keyOf));
  const out = current.filter((item) => !removed.has(keyOf(item)));
  for (const item of patch.add ?? []) {
    const i = out.findIndex((x) => keyOf(x) === keyOf(item));
    if (i >= 0) out[i] = item;
    else out.push(item);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Issue formatting
// ---------------------------------------------------------------------------

/** `['ipAccessList', 0, 'source']` -> `ipAccessList.0.source`; empty path -> `''`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'symbol' ? (p.description ?? p.toString()) : String(p))).join('.');
}

/**
 * One `{path, message}` per problem. An unknown-fields issue is split into one entry per
 * unknown field, with the field itself as the path, so that the path names it.
 */
export function issuesToFieldErrors(error: z.ZodError): ContractIssue[] {
  const out: ContractIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({ path: formatIssuePath([...issue.path, key]), message: unknownFieldsMessage([key]) });
      }
    } else {
      out.push({ path: formatIssuePath(issue.path), message: issue.message });
    }
  }
  return out;
}

/** `<path>: <message>` of the first issue (`body` stands for the whole request). */
export function issueText(issue: ContractIssue): string {
  return `${issue.path === '' ? 'body' : issue.path}: ${issue.message}`;
}

export function firstIssueText(error: z.ZodError): string {
  const first = issuesToFieldErrors(error)[0];
  return first ? issueText(first) : 'body: The request is not valid.';
}
