import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { KEY_MESSAGES, keyCreateSchema, type KeyCreate, type KeyRole } from '../../contract';
import { utcOffset } from '../../components/dateTime';

/**
 * The create-key form. Its values differ from the request body only where a person needs a
 * friendlier input (expiry as "never" or a local date and time, state as a switch);
 * `toRequestBody` maps them, and the BODY is validated by the contract's `keyCreateSchema`, so
 * every rule and message comes from src/contract. Errors on `expireAt` land on the date input.
 */
export interface KeyFormValues {
  name: string;
  roles: KeyRole[];
  expiry: 'never' | 'at';
  /** `YYYY-MM-DDTHH:mm` from an <input type="datetime-local">, in the browser's time zone. */
  expireAtLocal: string;
  enabled: boolean;
  /**
   * Where the key may be used from: "anywhere" sends no `ipAccessList`; "list" sends the rows
   * below, and an empty list then allows no address at all (the person chose it, and is warned).
   */
  ipAccess: 'anywhere' | 'list';
  ipAccessList: { source: string; description: string }[];
  /**
   * "Generate the secret in this browser" (on by default): adds `hashData` at submit time (see
   * localKey.ts), so the secret never crosses the network nor is lost with a lost reply.
   */
  generateLocally: boolean;
}

export const keyFormDefaults: KeyFormValues = {
  name: '',
  roles: [],
  expiry: 'never',
  expireAtLocal: '',
  enabled: true,
  ipAccess: 'anywhere',
  ipAccessList: [],
  generateLocally: true,
};

export const EXPIRY_DATE_REQUIRED = 'Choose a date and time, or choose "Never".';

/**
 * `2030-01-31T12:00` (local) -> `2030-01-31T12:00:00+01:00`: ISO 8601 with the browser's offset
 * at that date. Text that is not a local date-time is returned as it is, for the contract to refuse.
 */
export function localDateTimeToIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return local;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(date.getTime())) return local;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${utcOffset(date)}`;
}

/** A moment as a datetime-local value (`YYYY-MM-DDTHH:mm`) in this browser's time zone; the current time by default (the input's `min`). */
export function nowAsLocalInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** Form values -> the Create key body (without `hashData`, which is added at submit time). */
export function toRequestBody(values: KeyFormValues): KeyCreate {
  const body: KeyCreate = {
    name: values.name,
    roles: values.roles,
    state: values.enabled ? 'enabled' : 'disabled',
  };
  if (values.ipAccess === 'list') {
    body.ipAccessList = values.ipAccessList.map((entry) => ({ source: entry.source.trim(), description: entry.description }));
  }
  if (values.expiry === 'at') body.expireAt = localDateTimeToIso(values.expireAtLocal);
  return body;
}

/** The mapping, then the contract: every rule of the body is the contract's. */
export const keyFormSchema = z.custom<KeyFormValues>().transform(toRequestBody).pipe(keyCreateSchema);

type ErrorsWithBodyPaths = FieldErrors<KeyFormValues> & { expireAt?: FieldErrors<KeyFormValues>['expireAtLocal'] };

/**
 * zodResolver over a body schema (create, or the edit's changed fields), with `expireAt` errors
 * moved onto the date input, plus the form-only rules: a name (the API accepts a key without one,
 * but a list of nameless keys helps nobody; `nameRequired` says when it applies), and "a date"
 * chosen but left empty (the contract would read '' as "never").
 */
export function keyBodyResolver<B>(schema: z.ZodType<B, KeyFormValues>, nameRequired: (values: KeyFormValues) => boolean): Resolver<KeyFormValues, unknown, B> {
  const baseResolver = zodResolver(schema as never) as unknown as Resolver<KeyFormValues, unknown, B>;
  return async (values, context, options) => {
    const result = await baseResolver(values, context, options);
    const errors = { ...result.errors } as ErrorsWithBodyPaths;
    const dateRef = options.fields?.expireAtLocal?.ref;
    if (errors.expireAt) {
      errors.expireAtLocal = { ...errors.expireAt, ref: dateRef };
      delete errors.expireAt;
    }
    if (values.name.trim() === '' && nameRequired(values)) {
      errors.name = { type: 'required', message: KEY_MESSAGES.name, ref: options.fields?.name?.ref };
    }
    if (values.expiry === 'at' && values.expireAtLocal.trim() === '') {
      errors.expireAtLocal = { type: 'required', message: EXPIRY_DATE_REQUIRED, ref: dateRef };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}

export const keyFormResolver: Resolver<KeyFormValues, unknown, KeyCreate> = keyBodyResolver(keyFormSchema, () => true);
