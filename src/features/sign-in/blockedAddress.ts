import { useEffect, useState } from 'react';
import { isApiError } from '../../api/errors';

/** Which API a sign-in check called: names the server's variable that points it elsewhere. */
export type ApiName = 'management' | 'alerts';

const UPSTREAM_VARIABLE: Record<ApiName, string> = { management: 'MANAGEMENT_API_URL', alerts: 'ALERTS_API_URL' };

export interface BlockedAddressHint {
  /** A violation of the console's Content-Security-Policy was seen for that origin: it was blocked, not merely unreachable. */
  blocked: boolean;
  title: string;
  text: string;
}

/** The origin of an API address as typed ('' is this console's own), or null when it cannot be read. */
function originOf(base: string, consoleOrigin: string): string | null {
  try {
    return new URL(base || consoleOrigin, consoleOrigin).origin;
  } catch {
    return null;
  }
}

/**
 * What to say when a sign-in check could not reach an API address other than the console's own.
 * The production server's Content-Security-Policy (`connect-src 'self'` plus CONSOLE_CONNECT_ORIGINS)
 * stops the browser from calling any other origin, and the failure looks like any unreachable
 * address. When the browser reported a violation for that origin (`blockedOrigins`), say so;
 * otherwise name it as one possible cause. Nothing for other failures or the console's own address.
 */
export function blockedAddressHint(
  error: unknown,
  base: string,
  api: ApiName,
  consoleOrigin: string,
  blockedOrigins: ReadonlySet<string>,
): BlockedAddressHint | undefined {
  if (!isApiError(error) || error.kind !== 'network') return undefined;
  const origin = originOf(base, consoleOrigin);
  if (origin === null || origin === consoleOrigin) return undefined;
  const ways =
    `Either leave the API address at this console's own address (${consoleOrigin}), so its server forwards the requests ` +
    `(whoever runs the console sets ${UPSTREAM_VARIABLE[api]} to the API), or ask them to add ${origin} to CONSOLE_CONNECT_ORIGINS.`;
  if (blockedOrigins.has(origin)) {
    return {
      blocked: true,
      title: "Blocked by the console's security policy",
      text: `The request to ${origin} was blocked by the console's security policy: the browser may only call this console's own address and the origins its server allows. ${ways}`,
    };
  }
  return {
    blocked: false,
    title: "The console's security policy may block this address",
    text:
      `${origin} is not this console's own address. The console's server lets the browser call only its own address and the origins ` +
      `listed in CONSOLE_CONNECT_ORIGINS (its Content-Security-Policy), so the request may have been blocked; the API must also ` +
      `accept requests from ${consoleOrigin} (CORS). ${ways}`,
  };
}

/**
 * The origins whose requests the browser blocked under the console's `connect-src` while the
 * component is mounted (the `securitypolicyviolation` event). A violation may be reported just
 * after the failed fetch settles: the set changes then, and what depends on it renders again.
 */
export function useBlockedOrigins(): ReadonlySet<string> {
  const [blocked, setBlocked] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective !== 'connect-src') return;
      let origin: string;
      try {
        origin = new URL(event.blockedURI).origin;
      } catch {
        return;
      }
      setBlocked((now) => (now.has(origin) ? now : new Set([...now, origin])));
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);
  return blocked;
}
