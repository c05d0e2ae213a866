import type { ServicePasswordPatch } from '../../contract';
import { doubleSha1Hex, randomAlphanumeric, sha256Base64 } from '../../entities/browserCrypto';

/**
 * "Generate in this browser" for a service password: made here with WebCrypto, and only its
 * hashes are sent (`newPasswordHash`: base64 of its SHA-256; `newDoubleSha1Hash`: hex of SHA-1
 * of SHA-1, for the MySQL protocol), so the password never crosses the network. Letters and
 * digits only (safe in a shell, a URL or a .env file), with at least one upper-case letter, one
 * lower-case letter and one digit.
 */
export const LOCAL_PASSWORD_LENGTH = 24;

const complete = (p: string) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /[0-9]/.test(p);

export function generateServicePassword(random?: (bytes: Uint8Array) => Uint8Array): string {
  for (;;) {
    const password = randomAlphanumeric(LOCAL_PASSWORD_LENGTH, random);
    if (complete(password)) return password;
  }
}

export async function passwordHashes(password: string): Promise<Required<ServicePasswordPatch>> {
  const [newPasswordHash, newDoubleSha1Hash] = await Promise.all([sha256Base64(password), doubleSha1Hex(password)]);
  return { newPasswordHash, newDoubleSha1Hash };
}
