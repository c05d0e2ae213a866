import { describe, expect, it } from 'vitest';
import { basicAuthHeader } from './basicAuth';

const decode = (header: string) => Buffer.from(header.replace(/^Basic /, ''), 'base64').toString('utf8');

describe('basicAuthHeader', () => {
  it('encodes ASCII credentials exactly as RFC 7617 does', () => {
    expect(basicAuthHeader('Aladdin', 'open sesame')).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
    expect(basicAuthHeader('key-id', 'secret')).toBe(`Basic ${Buffer.from('key-id:secret').toString('base64')}`);
  });

  it('encodes non-ASCII as UTF-8 bytes (round-trips through Buffer)', () => {
    const header = basicAuthHeader('clé', 'ü');
    expect(header).toBe(`Basic ${Buffer.from('clé:ü', 'utf8').toString('base64')}`);
    expect(decode(header)).toBe('clé:ü');
    // Characters outside the BMP (where plain btoa would throw).
    expect(decode(basicAuthHeader('id', 'p@ss🔑wörd:x'))).toBe('id:p@ss🔑wörd:x');
  });

  it('keeps colons in the secret and handles empty parts', () => {
    expect(decode(basicAuthHeader('id', 'a:b:c'))).toBe('id:a:b:c');
    expect(basicAuthHeader('', '')).toBe('Basic Og==');
  });
});
