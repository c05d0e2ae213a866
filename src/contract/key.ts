/** API keys: operation 6, Create key: `POST /v1/organizations/{organizationId}/keys`. */
import { z } from 'zod';
import { ipAccessEntryResponseSchema, ipAccessListSchema, looseEnum, oneOf, SHA256_BASE64_PATTERN, strictObject, text } from './common.js';

export const KEY_ROLES = ['admin', 'developer', 'query_endpoints'] as const;
export type KeyRole = (typeof KEY_ROLES)[number];

export const KEY_ROLE_DESCRIPTIONS: Record<KeyRole, string> = {
  admin: 'Full access to manage the organization, its services and its keys.',
  developer: "Read-only access to the organization's services: it can read them but cannot create services or keys or change the organization.",
  query_endpoints: 'Only for calling query endpoints; it has no access to the management API.',
};

export const KEY_STATES = ['enabled', 'disabled'] as const;
export type KeyState = (typeof KEY_STATES)[number];

export const KEY_MESSAGES = {
  name: 'Enter a name for the key.',
  roles: 'Choose at least one role.',
  role: `Choose one of: ${KEY_ROLES.join(', ')}.`,
  expireAtFormat: 'Use an ISO 8601 date and time with a time zone, like 2030-01-31T12:00Z or 2030-01-31T12:00:00+02:00.',
  expireAtPast: 'The expiry must be in the future.',
  hash: 'Must be the base64 of a SHA-256 hash: 44 characters ending with "=".',
  keyIdSuffix: 'Must be the last 4 characters of the key ID.',
} as const;

/** Shown next to the IP access list of a key: an empty list denies every address. */
export const KEY_EMPTY_IP_ACCESS_LIST_WARNING = 'An empty IP access list blocks every address: the key cannot be used until an address is added.';

export const hashDataSchema = strictObject({
  keyIdHash: text().regex(SHA256_BASE64_PATTERN, { error: KEY_MESSAGES.hash }),
  keyIdSuffix: text().regex(/^[A-Za-z0-9]{4}$/, { error: KEY_MESSAGES.keyIdSuffix }),
  keySecretHash: text().regex(SHA256_BASE64_PATTERN, { error: KEY_MESSAGES.hash }),
});
export type HashData = z.infer<typeof hashDataSchema>;

/**
 * ISO 8601 date and time with a zone, as the real service accepts it (issue 10 item 2): seconds
 * and fractions optional, `Z` or an offset `+hh:mm`, `+hhmm` or `+hh`. A zone is required: without
 * one the instant is ambiguous (seed: "ISO 8601"; OpenAPI: `format: date-time`).
 */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2})(?::?(\d{2}))?)$/i;

/** The instant of an ISO 8601 date-time accepted by `expireAtSchema` (epoch ms), or NaN. */
export function parseIsoDateTime(text: string): number {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return NaN;
  const [, y, mo, d, h, mi, s = '00', zone, oh, om = '00'] = m;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return NaN;
  if (oh !== undefined && (Number(oh) > 23 || Number(om) > 59)) return NaN;
  const fraction = /\.(\d+)/.exec(text.slice(16))?.[1] ?? '';
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(fraction.padEnd(3, '0').slice(0, 3)));
  if (new Date(utc).getUTCDate() !== Number(d)) return NaN; // 31 February and the like
  const offsetMin = zone.toUpperCase() === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(oh) * 60 + Number(om));
  return utc - offsetMin * 60_000;
}

const isoDateTime = text().refine((v) => Number.isFinite(parseIsoDateTime(v)), { error: KEY_MESSAGES.expireAtFormat });

/** ISO 8601 date-time with offset, `null` or `''` (never expires). Refused when in the past at validation time. */
export const expireAtSchema = z.union([isoDateTime, z.literal(''), z.null()], { error: KEY_MESSAGES.expireAtFormat }).superRefine((v, ctx) => {
  if (typeof v === 'string' && v !== '' && parseIsoDateTime(v) <= Date.now()) {
    ctx.addIssue({ code: 'custom', message: KEY_MESSAGES.expireAtPast });
  }
});

/** Roles of a key: "Contains at least 1 element" (seed Limits "Key roles: at least 1"; OpenAPI ApiKeyPostRequest.roles). */
export const keyRolesSchema = z.array(oneOf(KEY_ROLES, KEY_MESSAGES.role), { error: KEY_MESSAGES.roles }).min(1, { error: KEY_MESSAGES.roles });

export const keyCreateSchema = strictObject({
  // Optional: the real service accepts a key without a name (issue 10 item 2; OpenAPI
  // ApiKeyPostRequest requires no field). The console's form still asks for one.
  name: text().optional(),
  roles: keyRolesSchema,
  expireAt: expireAtSchema.optional(),
  state: oneOf(KEY_STATES, 'Choose enabled or disabled.').optional(),
  hashData: hashDataSchema.optional(),
  ipAccessList: ipAccessListSchema.optional(),
});
export type KeyCreate = z.infer<typeof keyCreateSchema>;
export type KeyCreateInput = z.input<typeof keyCreateSchema>;

export const apiKeySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  state: looseEnum(KEY_STATES).optional(),
  roles: z.array(looseEnum(KEY_ROLES)).optional(),
  keySuffix: z.string().optional(),
  createdAt: z.string().optional(),
  expireAt: z.string().nullish(),
  usedAt: z.string().nullish(),
  ipAccessList: z.array(ipAccessEntryResponseSchema).optional(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** With `hashData` in the request the server answers no `keyId`/`keySecret`. */
export const keyCreateResultSchema = z.looseObject({
  key: apiKeySchema,
  keyId: z.string().optional(),
  keySecret: z.string().optional(),
});
export type KeyCreateResult = z.infer<typeof keyCreateResultSchema>;
