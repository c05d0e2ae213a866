// Strong random values: service passwords, key ids and secrets, alert ids.
import { randomBytes } from 'node:crypto';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const SPECIAL = '~!@#%^&*_-+=.';
const ALNUM = UPPER + LOWER + DIGITS;

/** Uniformly random characters from `alphabet` (rejection sampling, no modulo bias). */
export function randomString(length: number, alphabet: string): string {
  const out: string[] = [];
  const limit = 256 - (256 % alphabet.length);
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < limit) out.push(alphabet[b % alphabet.length]);
      if (out.length === length) break;
    }
  }
  return out.join('');
}

/** 24 characters with upper case, lower case, digits and a special character. */
export function servicePassword(): string {
  for (;;) {
    const p = randomString(24, ALNUM + SPECIAL);
    if ([UPPER, LOWER, DIGITS, SPECIAL].every((cls) => [...p].some((c) => cls.includes(c)))) return p;
  }
}

/** Key id: 20 alphanumeric characters. */
export const newKeyId = (): string => randomString(20, ALNUM);
/** Key secret: 40 alphanumeric characters. */
export const newKeySecret = (): string => randomString(40, ALNUM);
/** Alert id: 24 hex characters (the open-source implementation uses document ids of this form). */
export const newAlertId = (): string => randomBytes(12).toString('hex');
