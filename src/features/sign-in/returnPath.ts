/**
 * Where sign-in may send the person back to: a path of this console only. Anything else (another
 * origin, a protocol-relative `//host`, `/\host` that browsers read as `//host`, a `javascript:`
 * URL, control characters, the sign-in page itself) is ignored and the default is used.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function safeReturnPath(from: unknown, origin: string, fallback = '/services'): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  if (CONTROL.test(from) || from.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  if (url.pathname === '/sign-in' || url.pathname.startsWith('/sign-in/')) return fallback;
  return url.pathname + url.search + url.hash;
}
