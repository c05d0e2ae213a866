import { describe, expect, it } from 'vitest';
import { organizationIdSchema } from './organizationIdSchema';
import { normalizeBaseUrl, signInSchema } from './signInSchema';

const valid = { managementUrl: '', keyId: 'k', keySecret: 's', alertsUrl: '', alertsToken: '' };
const messages = (values: object) => {
  const result = signInSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('signInSchema', () => {
  it('accepts a key ID and secret of one character, with both addresses empty (this console)', () => {
    expect(messages(valid)).toEqual({});
  });

  it('refuses an empty key ID (spaces only count as empty) and an empty secret', () => {
    expect(messages({ ...valid, keyId: '   ', keySecret: '' })).toEqual({ keyId: 'Enter the key ID.', keySecret: 'Enter the key secret.' });
  });

  it('keeps a secret as typed: spaces are part of it, not trimmed away', () => {
    const parsed = signInSchema.parse({ ...valid, keyId: '  k  ', keySecret: ' s ' });
    expect(parsed.keyId).toBe('k');
    expect(parsed.keySecret).toBe(' s ');
  });

  it.each(['https://api.example.com', 'http://127.0.0.1:8080', '  https://api.example.com/  '])('accepts the http(s) address %j', (url) => {
    expect(messages({ ...valid, managementUrl: url, alertsUrl: url })).toEqual({});
  });

  it.each(['api.example.com', 'ftp://api.example.com', 'javascript:alert(1)', 'https://'])('refuses %j for either API address', (url) => {
    const m = messages({ ...valid, managementUrl: url, alertsUrl: url });
    expect(m.managementUrl).toMatch(/^Enter an http\(s\) address/);
    expect(m.alertsUrl).toMatch(/^Enter an http\(s\) address/);
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
