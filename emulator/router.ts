// Route table types and path matching for the management API.
import type { IncomingMessage } from 'node:http';
import type { Access } from './auth.js';
import type { EmulatorConfig } from './config.js';
import { badRequest, isUuid } from './http.js';
import type { Store, StoredKey } from './store.js';

export interface Ctx {
  req: IncomingMessage;
  params: Record<string, string>;
  /** The request body parsed as a JSON object (throws 400 otherwise). */
  json(): Record<string, unknown>;
  key: StoredKey;
  store: Store;
  config: EmulatorConfig;
  requestId: string;
  now: number;
}

export interface Operation {
  access: Access;
  /** Used in 403 messages: "... does not allow <description>". */
  description: string;
  handler: (ctx: Ctx) => unknown;
}

export interface RouteDef {
  pattern: string;
  methods: Partial<Record<string, Operation>>;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Splits a URL pathname into decoded segments; undefined if a segment is not valid percent-encoding. */
export function splitPath(pathname: string): string[] | undefined {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const parts = trimmed.split('/').slice(1);
  try {
    return parts.map((p) => decodeURIComponent(p));
  } catch {
    return undefined;
  }
}

export function matchRoute(routes: readonly RouteDef[], segments: readonly string[]): RouteMatch | undefined {
  for (const route of routes) {
    const pat = route.pattern.split('/').slice(1);
    if (pat.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pat.length; i++) {
      if (pat[i].startsWith(':')) params[pat[i].slice(1)] = segments[i];
      else if (pat[i] !== segments[i]) {
        ok = false;
        break;
      }
    }
    if (ok) return { route, params };
  }
  return undefined;
}

/** Every management path parameter is a uuid: a malformed one is a 400 naming the parameter. Lower-cases them. */
export function checkUuidParams(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    if (!isUuid(value)) throw badRequest(`${name}: must be a uuid, got "${value.length > 80 ? `${value.slice(0, 80)}…` : value}"`);
    params[name] = value.toLowerCase();
  }
}
