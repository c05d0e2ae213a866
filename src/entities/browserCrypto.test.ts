import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { doubleSha1Hex, randomAlphanumeric, sha256Base64 } from './browserCrypto';

const sha1 = (data: Buffer | string) => createHash('sha1').update(data).digest();

describe('browser crypto', () => {
  it.each(['', 'password', 'Pässwörd €', 'x'.repeat(200)])('doubleSha1Hex(%j) is hex SHA1(SHA1(text))', async (text) => {
    const expected = sha1(sha1(Buffer.from(text, 'utf8'))).toString('hex');
    await expect(doubleSha1Hex(text)).resolves.toBe(expected);
    expect(await doubleSha1Hex(text)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('sha256Base64 is base64 of the raw digest', async () => {
    const text = 'Pässwörd €';
    await expect(sha256Base64(text)).resolves.toBe(createHash('sha256').update(text, 'utf8').digest('base64'));
  });

  it('randomAlphanumeric gives the requested length from [A-Za-z0-9]', () => {
    expect(randomAlphanumeric(64)).toMatch(/^[A-Za-z0-9]{64}$/);
  });
});
