import { describe, expect, it } from 'vitest';
import type { ApiKey } from '../../contract';
import { KEY_MESSAGES } from '../../contract';
import { EXPIRY_DATE_REQUIRED } from './keyForm';
import { isoToLocalInput, keyEditResolver, keyToFormValues, NOTHING_CHANGED, toUpdateBody } from './keyEdit';

const key: ApiKey = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'CI deploy',
  roles: ['developer'],
  state: 'enabled',
  expireAt: null,
  ipAccessList: [{ source: '10.0.0.0/8', description: 'office' }],
  createdAt: '2026-01-01T00:00:00Z',
  keySuffix: 'AbCd',
};

const resolveFor = (k: ApiKey) => async (values: ReturnType<typeof keyToFormValues>) =>
  keyEditResolver(keyToFormValues(k))(values, undefined, { fields: {}, shouldUseNativeValidation: false });
const resolve = resolveFor(key);

describe('key edit: values -> PATCH body', () => {
  const initial = keyToFormValues(key);

  it('starts from the key as read, its IP access list as a list', () => {
    expect(initial).toMatchObject({
      name: 'CI deploy',
      roles: ['developer'],
      expiry: 'never',
      ipAccess: 'list',
      ipAccessList: [{ source: '10.0.0.0/8', description: 'office' }],
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(toUpdateBody(initial, initial)).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(toUpdateBody(initial, { ...initial, name: 'CI' })).toEqual({ name: 'CI' });
    expect(toUpdateBody(initial, { ...initial, roles: ['admin'] })).toEqual({ roles: ['admin'] });
    expect(toUpdateBody(initial, { ...initial, ipAccessList: [] })).toEqual({ ipAccessList: [] });
    expect(toUpdateBody(initial, { ...initial, ipAccessList: [{ source: ' 10.0.0.0/8 ', description: 'office' }] })).toEqual({});
  });

  it('roles in another order are unchanged', () => {
    const two = keyToFormValues({ ...key, roles: ['admin', 'developer'] });
    expect(toUpdateBody(two, { ...two, roles: ['developer', 'admin'] })).toEqual({});
  });

  it('expiry: a date is sent as ISO with an offset, "never" as null', () => {
    const body = toUpdateBody(initial, { ...initial, expiry: 'at', expireAtLocal: '2099-01-31T12:00' });
    expect(body.expireAt).toMatch(/^2099-01-31T12:00:00[+-]\d{2}:\d{2}$/);
    const dated = keyToFormValues({ ...key, expireAt: '2099-01-31T12:00:00Z' });
    expect(dated.expiry).toBe('at');
    expect(toUpdateBody(dated, dated)).toEqual({});
    expect(toUpdateBody(dated, { ...dated, expiry: 'never' })).toEqual({ expireAt: null });
  });

  it('reads an ISO expiry into the local date input', () => {
    expect(isoToLocalInput('not a date')).toBe('');
    expect(isoToLocalInput(new Date(2099, 0, 31, 12, 5).toISOString())).toBe('2099-01-31T12:05');
  });
});

describe('key edit: the rules, on their fields', () => {
  const initial = keyToFormValues(key);

  it('refuses an empty role list', async () => {
    expect((await resolve({ ...initial, roles: [] })).errors.roles?.message).toBe(KEY_MESSAGES.roles);
  });

  it('refuses a past expiry and a date left empty', async () => {
    expect((await resolve({ ...initial, expiry: 'at', expireAtLocal: '2001-01-01T00:00' })).errors.expireAtLocal?.message).toBe(KEY_MESSAGES.expireAtPast);
    expect((await resolve({ ...initial, expiry: 'at', expireAtLocal: '' })).errors.expireAtLocal?.message).toBe(EXPIRY_DATE_REQUIRED);
  });

  it('refuses a name emptied by the person, but not a key that never had one', async () => {
    expect((await resolve({ ...initial, name: '  ' })).errors.name?.message).toBe(KEY_MESSAGES.name);
    const unnamed = { ...key, name: '' };
    const values = keyToFormValues(unnamed);
    expect((await resolveFor(unnamed)({ ...values, roles: ['admin'] })).values).toEqual({ roles: ['admin'] });
  });

  it('refuses a bad IP access entry on its field', async () => {
    const errors = (await resolve({ ...initial, ipAccessList: [{ source: '10.0.0.0/33', description: '' }] })).errors;
    expect(errors.ipAccessList?.[0]?.source?.message).toBeTruthy();
  });

  it('refuses to save nothing, as a message about the whole form', async () => {
    const result = await resolve(initial);
    expect(result.errors.root?.message).toBe(NOTHING_CHANGED);
    expect(result.values).toEqual({});
  });

  it('a valid change resolves to the body', async () => {
    expect((await resolve({ ...initial, name: 'renamed' })).values).toEqual({ name: 'renamed' });
  });
});
