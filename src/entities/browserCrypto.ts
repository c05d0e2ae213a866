/**
 * Secrets made in this browser with WebCrypto (an API key made locally, a service password set
 * from the browser): random text and the digests the APIs take instead of the secret, so the
 * secret itself never crosses the network.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

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

async function digest(algorithm: 'SHA-256' | 'SHA-1', data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest(algorithm, data as Uint8Array<ArrayBuffer>));
}

/** base64 of the raw SHA-256 digest of the UTF-8 text (`sha256sum | xxd -r -p | base64`). */
export async function sha256Base64(text: string): Promise<string> {
  let binary = '';
  for (const byte of await digest('SHA-256', new TextEncoder().encode(text))) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** hex of SHA-1 of the raw SHA-1 digest of the UTF-8 text (the MySQL protocol's password hash). */
export async function doubleSha1Hex(text: string): Promise<string> {
  const twice = await digest('SHA-1', await digest('SHA-1', new TextEncoder().encode(text)));
  return [...twice].map((b) => b.toString(16).padStart(2, '0')).join('');
}
