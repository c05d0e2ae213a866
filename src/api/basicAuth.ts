/**
 * HTTP Basic credentials (RFC 7617) with the UTF-8 charset: 'Basic ' + base64(utf8(id ':' secret)).
 * Uses TextEncoder and btoa over the bytes, so it works the same in browsers and in Node
 * (no Buffer). btoa alone would throw on characters above U+00FF and would not encode UTF-8.
 */
export function basicAuthHeader(keyId: string, keySecret: string): string {
  const bytes = new TextEncoder().encode(`${keyId}:${keySecret}`);
  let binary = '';
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
  return `Basic ${btoa(binary)}`;
}
