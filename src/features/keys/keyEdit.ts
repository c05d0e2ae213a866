import { z } from 'zod';
import { withRootError } from '../../components/form';
import { keyUpdateSchema, type ApiKey, type KeyRole, type KeyUpdate } from '../../contract';
import { keyBodyResolver, keyFormDefaults, localDateTimeToIso, nowAsLocalInput, type KeyFormValues } from './keyForm';

/**
 * Editing a key (PATCH .../keys/{keyId}): the form starts from the key as read, with the create
 * form's inputs, and sends only what changed, checked by the contract's `keyUpdateSchema`. The
 * IP access list is always edited as a list here (the read shows what the key has: a key made
 * without a list has `0.0.0.0/0` and `::/0`), so removing every entry is a choice the form warns about.
 */

/** An ISO instant -> the datetime-local value of that instant in this browser's time zone ('' when not a date). */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : nowAsLocalInput(date);
}

export function keyToFormValues(key: ApiKey): KeyFormValues {
  return {
    ...keyFormDefaults,
    name: key.name ?? '',
    roles: (key.roles ?? []) as KeyRole[],
    expiry: key.expireAt ? 'at' : 'never',
    expireAtLocal: key.expireAt ? isoToLocalInput(key.expireAt) : '',
    enabled: key.state !== 'disabled',
    ipAccess: 'list',
    ipAccessList: (key.ipAccessList ?? []).map((e) => ({ source: e.source, description: e.description ?? '' })),
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const ipList = (v: KeyFormValues) => v.ipAccessList.map((e) => ({ source: e.source.trim(), description: e.description }));

/** Only the fields that differ from `initial`; an expiry changed to "never" is sent as `null`. */
export function toUpdateBody(initial: KeyFormValues, values: KeyFormValues): KeyUpdate {
  const body: KeyUpdate = {};
  if (values.name !== initial.name) body.name = values.name;
  if (!sameJson([...values.roles].sort(), [...initial.roles].sort())) body.roles = values.roles;
  const expiryChanged = values.expiry !== initial.expiry || (values.expiry === 'at' && values.expireAtLocal !== initial.expireAtLocal);
  if (expiryChanged) body.expireAt = values.expiry === 'never' ? null : localDateTimeToIso(values.expireAtLocal);
  if (!sameJson(ipList(values), ipList(initial))) body.ipAccessList = ipList(values);
  return body;
}

export const NOTHING_CHANGED = 'Nothing to save: change a field first.';

/**
 * The edit form's resolver: values -> changed fields -> the contract's update schema, and at least
 * one change (shown above the buttons). A name is required once the person edits it (a key made
 * without one through the API may stay unnamed).
 */
export function keyEditResolver(initial: KeyFormValues) {
  const schema = z
    .custom<KeyFormValues>()
    .transform((v) => toUpdateBody(initial, v))
    .pipe(keyUpdateSchema.refine((body) => Object.keys(body).length > 0, { error: NOTHING_CHANGED }));
  return withRootError(keyBodyResolver<KeyUpdate>(schema, (values) => values.name !== initial.name));
}
