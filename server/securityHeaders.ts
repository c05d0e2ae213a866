/**
 * The security headers of the built console (`npm start`), set with helmet. The policy allows
 * this origin only: the bundles are files (`script-src 'self'`, no inline script, no eval), the
 * APIs are reached through this server (`connect-src 'self'`), nothing may frame the console.
 * Styles need `'unsafe-inline'`: Mantine writes its CSS variables into <style> elements and
 * its style props into `style` attributes at run time (a nonce would cover the former only).
 */
import helmet from 'helmet';
import type { Middleware } from './consoleRouter.js';

/** Features the console never uses, turned off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

export function cspDirectives(extraConnectOrigins: readonly string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extraConnectOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

/**
 * CONSOLE_CONNECT_ORIGINS: the API origins the sign-in page's "API addresses" may call directly
 * from the browser (space or comma separated https origins); empty by default, so the console
 * talks to this server only.
 */
export function readConnectOrigins(value: string | undefined): string[] {
  const items = (value ?? '').split(/[\s,]+/).filter(Boolean);
  return items.map((item) => {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new Error(`CONSOLE_CONNECT_ORIGINS: "${item}" is not an absolute URL.`);
    }
    if (url.protocol !== 'https:' || url.origin !== item.replace(/\/$/, '')) {
      throw new Error(`CONSOLE_CONNECT_ORIGINS: "${item}" must be an https origin such as https://api.example.com (no path).`);
    }
    return url.origin;
  });
}

export function securityHeaders(extraConnectOrigins: readonly string[] = []): Middleware[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(extraConnectOrigins) },
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
      // The deployer's domain may host other sites: HSTS for this host only (browsers ignore it over http).
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}
