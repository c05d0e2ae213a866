import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashDataSchema } from '../../contract';
import { randomAlphanumeric, sha256Base64 } from '../../entities/browserCrypto';
import { keyFormDefaults } from './keyForm';
import { generateLocalKey, hashDataFor, KEY_ID_LENGTH, KEY_SECRET_LENGTH, requestedKey } from './localKey';

const nodeHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('sha256Base64', () => {
  it.each(['x', '', 'abcDEF0123456789wxyz', 'clé ünïcode ✓'])('matches node:crypto for %j', async (text) => {
    expect(await sha256Base64(text)).toBe(nodeHash(text));
  });

  it('is the documented `echo -n x | sha256sum | xxd -r -p | base64` value', async () => {
    expect(await sha256Base64('x')).toBe('LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE=');
  });
});

describe('generateLocalKey', () => {
  it('makes an alphanumeric key ID and secret and hashes them as the API expects', async () => {
    const key = await generateLocalKey();
    expect(key.keyId).toMatch(new RegExp(`^[A-Za-z0-9]{${KEY_ID_LENGTH}}$`));
    expect(key.keySecret).toMatch(new RegExp(`^[A-Za-z0-9]{${KEY_SECRET_LENGTH}}$`));
    expect(key.hashData).toEqual({
      keyIdHash: nodeHash(key.keyId),
      keyIdSuffix: key.keyId.slice(-4),
      keySecretHash: nodeHash(key.keySecret),
    });
    expect(hashDataSchema.safeParse(key.hashData).success).toBe(true);
  });

  it('makes a different key every time', async () => {
    const [a, b] = await Promise.all([generateLocalKey(), generateLocalKey()]);
    expect(a.keyId).not.toBe(b.keyId);
    expect(a.keySecret).not.toBe(b.keySecret);
  });

  it('sends only hashes: neither the ID nor the secret appears in hashData', async () => {
    const key = await generateLocalKey();
    const sent = JSON.stringify(key.hashData);
    expect(sent).not.toContain(key.keySecret);
    expect(sent).not.toContain(key.keyId);
  });
});

describe('randomAlphanumeric', () => {
  it('drops bytes that would bias the alphabet (248 and above)', () => {
    const bytes = [255, 248, 0, 61, 62, 247];
    const fake = (buffer: Uint8Array) => {
      buffer.fill(0);
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    };
    // 0 -> A, 61 -> 9, 62 -> A (62 % 62), 247 -> 247 % 62 = 61 -> 9
    expect(randomAlphanumeric(4, fake)).toBe('A9A9');
  });

  it('uses every character of [A-Za-z0-9] over many draws', () => {
    const seen = new Set(randomAlphanumeric(5000));
    expect(seen.size).toBe(62);
  });
});

describe('hashDataFor', () => {
  it('uses the last 4 characters of the key ID as the suffix', async () => {
    expect((await hashDataFor('abcdefWXYZ', 's')).keyIdSuffix).toBe('WXYZ');
  });
});

describe('a key whose Create key reply was lost', () => {
  it('is made in this browser by default, so its secret cannot be lost in transit', () => {
    expect(keyFormDefaults.generateLocally).toBe(true);
  });

  it('is shown as what was asked for, with the suffix of the ID made here and no server id', async () => {
    const local = await generateLocalKey();
    const key = requestedKey({ name: 'CI', roles: ['developer'], state: 'enabled', ipAccessList: [{ source: '10.0.0.0/8', description: 'VPN' }] }, local);
    expect(key).toEqual({
      id: '',
      name: 'CI',
      roles: ['developer'],
      state: 'enabled',
      keySuffix: local.keyId.slice(-4),
      ipAccessList: [{ source: '10.0.0.0/8', description: 'VPN' }],
    });
    expect(JSON.stringify(key)).not.toContain(local.keySecret);
  });
});
