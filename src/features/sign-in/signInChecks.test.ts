import type { ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { organizationIdSchema } from './organizationIdSchema';
import { API_URL_MESSAGE, normalizeBaseUrl, signInResolver, type SignInValues } from './signInChecks';

const valid: SignInValues = { managementUrl: '', keyId: 'k', keySecret: 's', alertsUrl: '', alertsToken: '' };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<SignInValues>;
const resolve = async (values: Partial<SignInValues>): Promise<ResolverResult<SignInValues>> => signInResolver({ ...valid, ...values }, undefined, options);
const messages = async (values: Partial<SignInValues>) =>
  Object.fromEntries(Object.entries((await resolve(values)).errors).map(([name, error]) => [name, (error as { message?: string }).message]));

describe('signInResolver', () => {
  it('accepts a key ID and secret of one character, with both addresses empty (this console) and no token', async () => {
    expect(await messages({})).toEqual({});
  });

  it('refuses an empty key ID (spaces only count as empty) and an empty secret', async () => {
    expect(await messages({ keyId: '', keySecret: '' })).toEqual({ keyId: 'Enter the key ID.', keySecret: 'Enter the key secret.' });
    expect(await messages({ keyId: '   ' })).toEqual({ keyId: 'Enter the key ID.' });
  });

  it('keeps the values as typed: a secret of one space is a secret, and nothing is trimmed away', async () => {
    const result = await resolve({ keyId: '  k  ', keySecret: ' ', alertsToken: ' t ' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ ...valid, keyId: '  k  ', keySecret: ' ', alertsToken: ' t ' });
  });

  it('gives no values while any field is refused (react-hook-form then does not submit)', async () => {
    expect((await resolve({ keyId: '' })).values).toEqual({});
  });

  it.each(['https://api.example.com', 'http://127.0.0.1:8080', '  https://api.example.com/  ', '   '])('accepts the http(s) address %j', async (url) => {
    expect(await messages({ managementUrl: url, alertsUrl: url })).toEqual({});
  });

  it.each(['api.example.com', 'ftp://api.example.com', 'javascript:alert(1)', 'https://'])('refuses %j for either API address', async (url) => {
    expect(await messages({ managementUrl: url, alertsUrl: url })).toEqual({ managementUrl: API_URL_MESSAGE, alertsUrl: API_URL_MESSAGE });
    expect(API_URL_MESSAGE).toMatch(/^Enter an http\(s\) address/);
  });
});

describe('normalizeBaseUrl', () => {
  it('stores this console’s own origin, with or without trailing slashes, as "same origin" ("")', () => {
    expect(normalizeBaseUrl('http://localhost:5173/', 'http://localhost:5173')).toBe('');
    expect(normalizeBaseUrl(' http://localhost:5173// ', 'http://localhost:5173')).toBe('');
  });

  it('keeps another address without its trailing slashes', () => {
    expect(normalizeBaseUrl('https://api.example.com/', 'http://localhost:5173')).toBe('https://api.example.com');
  });
});

describe('organizationIdSchema', () => {
  it('accepts a UUID and refuses anything else with an example', () => {
    expect(organizationIdSchema.safeParse({ organizationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }).success).toBe(true);
    const refused = organizationIdSchema.safeParse({ organizationId: '7c9e6679-7425-40de-944b-e07fc1f90ae' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toMatch(/^Enter the organization ID: a UUID/);
  });
});
