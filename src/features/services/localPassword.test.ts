import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { servicePasswordPatchSchema } from '../../contract';
import { generateServicePassword, LOCAL_PASSWORD_LENGTH, passwordHashes } from './localPassword';

describe('a service password made in the browser', () => {
  it('is 24 letters and digits, with an upper-case letter, a lower-case letter and a digit', () => {
    for (let i = 0; i < 50; i++) {
      const p = generateServicePassword();
      expect(p).toMatch(new RegExp(`^[A-Za-z0-9]{${LOCAL_PASSWORD_LENGTH}}$`));
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[0-9]/);
    }
  });

  it('draws again when a draw lacks a kind of character', () => {
    // First draw: only 'A' (byte 0); the second: every third character of the alphabet.
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let call = 0;
    const random = (bytes: Uint8Array) => {
      call++;
      return bytes.map((_b, i) => (call === 1 ? 0 : (i * 3) % 62));
    };
    const p = generateServicePassword(random);
    expect(call).toBe(2);
    expect(p).toBe([...Array(LOCAL_PASSWORD_LENGTH).keys()].map((i) => ALPHABET[(i * 3) % 62]).join(''));
  });

  it('sends the hashes the API defines, which its contract schema accepts', async () => {
    const hashes = await passwordHashes('yourpassword');
    expect(hashes.newPasswordHash).toBe(createHash('sha256').update('yourpassword').digest('base64'));
    expect(hashes.newDoubleSha1Hash).toBe(createHash('sha1').update(createHash('sha1').update('yourpassword').digest()).digest('hex'));
    expect(servicePasswordPatchSchema.parse(hashes)).toEqual(hashes);
  });
});
