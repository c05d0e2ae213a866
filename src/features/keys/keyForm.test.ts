import { afterEach, describe, expect, it } from 'vitest';
import { IP_SOURCE_MESSAGE, KEY_MESSAGES } from '../../contract';
import { ROLES_DESCRIPTION } from './format';
import { EXPIRY_DATE_REQUIRED, keyFormDefaults, keyFormResolver, localDateTimeToIso, nowAsLocalInput, toRequestBody, type KeyFormValues } from './keyForm';

const valid: KeyFormValues = { ...keyFormDefaults, name: 'CI deploy', roles: ['developer'] };
const inMinutes = (minutes: number) => nowAsLocalInput(new Date(Date.now() + minutes * 60_000));

async function resolve(values: KeyFormValues) {
  const result = await keyFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors: Record<string, string | undefined> = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') errors[path] = message;
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'message' && key !== 'type') walk(child, path ? `${path}.${key}` : key);
  };
  walk(result.errors, '');
  return { errors, values: result.values };
}

// Each rule with the value just inside and just outside its bound; `error` undefined = accepted.
const cases: { rule: string; patch: Partial<KeyFormValues>; field: string; error?: string }[] = [
  { rule: 'name required', patch: { name: '' }, field: 'name', error: KEY_MESSAGES.name },
  { rule: 'name not blank', patch: { name: '   ' }, field: 'name', error: KEY_MESSAGES.name },
  { rule: 'name of one character', patch: { name: 'a' }, field: 'name' },
  { rule: 'roles: none', patch: { roles: [] }, field: 'roles', error: KEY_MESSAGES.roles },
  { rule: 'roles: one', patch: { roles: ['query_endpoints'] }, field: 'roles' },
  { rule: 'roles: all three', patch: { roles: ['admin', 'developer', 'query_endpoints'] }, field: 'roles' },
  { rule: 'expiry never', patch: { expiry: 'never', expireAtLocal: '' }, field: 'expireAtLocal' },
  { rule: 'expiry date left empty', patch: { expiry: 'at', expireAtLocal: '' }, field: 'expireAtLocal', error: EXPIRY_DATE_REQUIRED },
  { rule: 'expiry a minute ago', patch: { expiry: 'at', expireAtLocal: inMinutes(-1) }, field: 'expireAtLocal', error: KEY_MESSAGES.expireAtPast },
  { rule: 'expiry in two minutes', patch: { expiry: 'at', expireAtLocal: inMinutes(2) }, field: 'expireAtLocal' },
  { rule: 'expiry not a date', patch: { expiry: 'at', expireAtLocal: 'tomorrow' }, field: 'expireAtLocal', error: KEY_MESSAGES.expireAtFormat },
  { rule: 'expiry date ignored when never', patch: { expiry: 'never', expireAtLocal: inMinutes(-60) }, field: 'expireAtLocal' },
  { rule: 'ip list empty (chosen)', patch: { ipAccess: 'list', ipAccessList: [] }, field: 'ipAccessList' },
  { rule: 'ip address', patch: { ipAccess: 'list', ipAccessList: [{ source: '203.0.113.7', description: '' }] }, field: 'ipAccessList.0.source' },
  { rule: 'ip CIDR', patch: { ipAccess: 'list', ipAccessList: [{ source: '10.0.0.0/8', description: 'VPN' }] }, field: 'ipAccessList.0.source' },
  {
    rule: 'ip out of range',
    patch: { ipAccess: 'list', ipAccessList: [{ source: '10.0.0.256', description: '' }] },
    field: 'ipAccessList.0.source',
    error: IP_SOURCE_MESSAGE,
  },
  {
    rule: 'ip empty',
    patch: { ipAccess: 'list', ipAccessList: [{ source: '', description: '' }] },
    field: 'ipAccessList.0.source',
    error: 'Enter an IP address or CIDR range.',
  },
  {
    rule: 'rows kept but "anywhere" chosen',
    patch: { ipAccess: 'anywhere', ipAccessList: [{ source: 'bad', description: '' }] },
    field: 'ipAccessList.0.source',
  },
];

describe('create key form rules (from the contract, through the form)', () => {
  it.each(cases)('$rule', async ({ patch, field, error }) => {
    const { errors } = await resolve({ ...valid, ...patch });
    expect(errors[field]).toBe(error);
  });

  it('reports every broken rule at once, each on its own field', async () => {
    const { errors } = await resolve({ ...keyFormDefaults, expiry: 'at', expireAtLocal: inMinutes(-5) });
    expect(errors).toMatchObject({ name: KEY_MESSAGES.name, roles: KEY_MESSAGES.roles, expireAtLocal: KEY_MESSAGES.expireAtPast });
    expect(errors.expireAt).toBeUndefined();
  });

  it('answers the request body when valid', async () => {
    const { values, errors } = await resolve({ ...valid, enabled: false, ipAccess: 'list', ipAccessList: [{ source: ' 10.0.0.0/8 ', description: 'VPN' }] });
    expect(errors).toEqual({});
    expect(values).toEqual({ name: 'CI deploy', roles: ['developer'], state: 'disabled', ipAccessList: [{ source: '10.0.0.0/8', description: 'VPN' }] });
  });
});

describe('toRequestBody', () => {
  it('sends no expireAt for "never", state enabled and no IP access list (usable from anywhere) by default', () => {
    expect(toRequestBody(valid)).toEqual({ name: 'CI deploy', roles: ['developer'], state: 'enabled' });
  });

  it('sends the IP access list only when the person chose to limit addresses, even an empty one', () => {
    expect(toRequestBody({ ...valid, ipAccess: 'list', ipAccessList: [] }).ipAccessList).toEqual([]);
    expect(toRequestBody({ ...valid, ipAccess: 'list', ipAccessList: [{ source: '::1', description: 'me' }] }).ipAccessList).toEqual([
      { source: '::1', description: 'me' },
    ]);
    expect(toRequestBody({ ...valid, ipAccess: 'anywhere', ipAccessList: [{ source: '::1', description: '' }] })).not.toHaveProperty('ipAccessList');
  });

  it('sends the chosen local date and time as ISO 8601 with an offset', () => {
    const body = toRequestBody({ ...valid, expiry: 'at', expireAtLocal: '2031-07-15T09:30' });
    expect(body.expireAt).toMatch(/^2031-07-15T09:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(body.expireAt as string)).toBe(new Date(2031, 6, 15, 9, 30).getTime());
  });

  it('sends a switched-off key as state disabled', () => {
    expect(toRequestBody({ ...valid, enabled: false }).state).toBe('disabled');
  });

  it('trims the IP sources and keeps their descriptions; "generate locally" is not part of the body', () => {
    const body = toRequestBody({ ...valid, generateLocally: true, ipAccess: 'list', ipAccessList: [{ source: ' 10.0.0.0/8 ', description: 'VPN' }] });
    expect(body.ipAccessList).toEqual([{ source: '10.0.0.0/8', description: 'VPN' }]);
    expect(body).not.toHaveProperty('generateLocally');
    expect(body).not.toHaveProperty('hashData');
  });
});

describe('localDateTimeToIso', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each([
    ['UTC', '2030-01-31T12:00', '2030-01-31T12:00:00+00:00'],
    ['Asia/Kolkata', '2030-01-31T12:00', '2030-01-31T12:00:00+05:30'],
    ['America/New_York', '2030-01-31T12:00', '2030-01-31T12:00:00-05:00'],
    ['America/New_York', '2030-07-01T12:00', '2030-07-01T12:00:00-04:00'],
    ['UTC', 'not a date', 'not a date'],
  ])('in %s, %s -> %s', (tz, local, iso) => {
    process.env.TZ = tz;
    expect(localDateTimeToIso(local)).toBe(iso);
  });
});

describe('key roles', () => {
  it('are labelled deprecated, naming what ClickHouse Cloud uses instead (assignedRoleIds)', () => {
    expect(ROLES_DESCRIPTION).toMatch(/^Deprecated: .*\(assignedRoleIds\)/);
  });
});
