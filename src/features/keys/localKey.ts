import type { ApiKey, HashData, KeyCreate } from '../../contract';
import { randomAlphanumeric, sha256Base64 } from '../../entities/browserCrypto';

/**
 * "Generate the secret in this browser": the key ID and secret are made here with WebCrypto and
 * only their SHA-256 hashes are sent (`hashData`), so the secret never crosses the network.
 * The hashes are encoded as the API expects: base64 of the raw 32-byte digest, i.e.
 * `echo -n "$KEY_ID" | sha256sum | xxd -r -p | base64`; `keyIdSuffix` is the last 4 characters
 * of the key ID.
 *
 * It is the default for a new key (keyForm.ts): the secret cannot be lost in transit, and when the
 * reply to Create key is lost the browser still has it, so the key, if it was made, is usable.
 * The API takes `hashData` on every Create key (OpenAPI ApiKeyPostRequest; the answer then holds
 * no `keyId`/`keySecret`), and so does the emulator.
 */
export const KEY_ID_LENGTH = 20;
export const KEY_SECRET_LENGTH = 48;

export interface LocalKey {
  keyId: string;
  keySecret: string;
  hashData: HashData;
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

/**
 * What the console can say of a key whose Create key reply was lost (it may exist): what the
 * request asked for, and the suffix of the key ID made here. No id: the server's is not known.
 */
export function requestedKey(body: KeyCreate, local: LocalKey): ApiKey {
  return {
    id: '',
    name: body.name ?? '',
    roles: body.roles,
    ...(body.state ? { state: body.state } : {}),
    keySuffix: local.hashData.keyIdSuffix,
    ...(body.ipAccessList ? { ipAccessList: body.ipAccessList.map((e) => ({ ...e })) } : {}),
  };
}
