import type { HashData } from '../../contract';

/**
 * "Generate the secret in this browser": the key ID and secret are made here with WebCrypto and
 * only their SHA-256 hashes are sent (`hashData`), so the secret never crosses the network.
 * The hashes are encoded as the API expects: base64 of the raw 32-byte digest, i.e.
 * `echo -n "$KEY_ID" | sha256sum | xxd -r -p | base64`; `keyIdSuffix` is the last 4 characters
 * of the key ID.
 */
export const KEY_ID_LENGTH = 20;
export const KEY_SECRET_LENGTH = 48;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface LocalKey {
  keyId: string;
  keySecret: string;
  hashData: HashData;
}

/**
 * `length` characters drawn uniformly from [A-Za-z0-9] by WebCrypto. Bytes of 248 and above are
 * dropped (248 = 4 * 62), so every character is equally likely (no modulo bias).
 */
export function randomAlphanumeric(length: number, random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit) out += ALPHABET[byte % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** base64 of the raw SHA-256 digest of the UTF-8 text. */
export async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function hashDataFor(keyId: string, keySecret: string): Promise<HashData> {
  const [keyIdHash, keySecretHash] = await Promise.all([sha256Base64(keyId), sha256Base64(keySecret)]);
  return { keyIdHash, keyIdSuffix: keyId.slice(-4), keySecretHash };
}

export async function generateLocalKey(): Promise<LocalKey> {
  const keyId = randomAlphanumeric(KEY_ID_LENGTH);
  const keySecret = randomAlphanumeric(KEY_SECRET_LENGTH);
  return { keyId, keySecret, hashData: await hashDataFor(keyId, keySecret) };
}
