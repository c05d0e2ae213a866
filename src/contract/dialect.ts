/**
 * The dialects the two APIs are spoken in, and the one place where the console's words are
 * translated to and from them.
 *
 * The console (pages, forms, previews' sources, query keys, the emulator's store) speaks the
 * contract documents' neutral words. A target speaks either those words or the real service's:
 *
 * - management `contract`: `/pipes/{pipeId}`, `dbVersion`, settings `db_*` (the contract documents,
 *   the emulator by default);
 * - management `cloud`: `/clickpipes/{clickPipeId}` (and `/clickpipesCdcScaling`), `clickhouseVersion`, settings `clickhouse_*`
 *   (ClickHouse Cloud's own API, `../shared/reference/clickhouse-cloud-openapi.json`);
 * - alerts `contract`: the contract's alert API (the emulator by default);
 * - alerts `hyperdx`: HyperDX's external API v2 as it is today. Its bodies differ from the
 *   contract's in more than words, so the alert forms build each dialect's body themselves
 *   (features/alerts); what is common is read here on the way in.
 *
 * A request is translated once on the way out (`wireRequest`: path and request field names) and
 * its answer once on the way in (`fromWire`: response field names), by the API layer
 * (src/api/operations.ts) and by the request preview, which shows the words really sent.
 */
import { operationPath, type AnyOperation, type ApiName, type HttpMethod } from './operation.js';
import type { Dialects } from './dialectNames.js';

export * from './dialectNames.js';

/**
 * The management API's words, contract -> cloud. Path segments and path parameter names; field
 * names exactly; field name prefixes (the pipe settings).
 */
const MANAGEMENT_WORDS = {
  segments: { pipes: 'clickpipes', pipesCdcScaling: 'clickpipesCdcScaling' } as Record<string, string>,
  params: { pipeId: 'clickPipeId' } as Record<string, string>,
  fields: { dbVersion: 'clickhouseVersion' } as Record<string, string>,
  prefixes: [['db_', 'clickhouse_']] as const,
};

const invert = (table: Record<string, string>) => Object.fromEntries(Object.entries(table).map(([k, v]) => [v, k]));
const CLOUD_FIELDS_BACK = invert(MANAGEMENT_WORDS.fields);

function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameKeys(v, rename));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [rename(k), renameKeys(v, rename)]));
  }
  return value;
}

function toCloudKey(key: string): string {
  if (key in MANAGEMENT_WORDS.fields) return MANAGEMENT_WORDS.fields[key];
  for (const [from, to] of MANAGEMENT_WORDS.prefixes) if (key.startsWith(from)) return to + key.slice(from.length);
  return key;
}

function fromCloudKey(key: string): string {
  if (key in CLOUD_FIELDS_BACK) return CLOUD_FIELDS_BACK[key];
  for (const [to, from] of MANAGEMENT_WORDS.prefixes) if (key.startsWith(from)) return to + key.slice(from.length);
  return key;
}

const dialectOf = (api: ApiName, dialects: Dialects) => (api === 'management' ? dialects.management : dialects.alerts);
const speaksCloud = (api: ApiName, dialects: Dialects) => api === 'management' && dialectOf(api, dialects) === 'cloud';

/** An operation's path template in a dialect, e.g. `.../clickpipes/{clickPipeId}` in cloud. */
export function dialectPathTemplate(op: AnyOperation, dialects: Dialects): string {
  if (!speaksCloud(op.api, dialects)) return op.path;
  return op.path
    .split('/')
    .map((segment) => {
      const param = /^\{([^}]+)\}$/.exec(segment)?.[1];
      if (param !== undefined) return `{${MANAGEMENT_WORDS.params[param] ?? param}}`;
      return MANAGEMENT_WORDS.segments[segment] ?? segment;
    })
    .join('/');
}

/** A request as it goes on the wire: the dialect's path (with the query) and body. */
export interface WireRequest {
  method: HttpMethod;
  path: string;
  body: unknown;
}

/** The path (encoded values, query) and body of a request in the target's dialect. */
export function wireRequest(op: AnyOperation, params: Record<string, string | undefined>, body: unknown, dialects: Dialects): WireRequest {
  if (!speaksCloud(op.api, dialects)) return { method: op.method, path: operationPath(op, params), body };
  const renamed: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(params)) renamed[MANAGEMENT_WORDS.params[name] ?? name] = value;
  const path = operationPath({ ...op, path: dialectPathTemplate(op, dialects) }, renamed);
  return { method: op.method, path, body: body === undefined ? undefined : renameKeys(body, toCloudKey) };
}

/** An answer's body in the console's words (the contract's), whatever dialect the target speaks. */
export function fromWire(api: ApiName, value: unknown, dialects: Dialects): unknown {
  if (!speaksCloud(api, dialects)) return value;
  return renameKeys(value, fromCloudKey);
}

/** A value in the target's words: what a server speaking that dialect answers (the emulator). */
export function toWire(api: ApiName, value: unknown, dialects: Dialects): unknown {
  if (!speaksCloud(api, dialects)) return value;
  return renameKeys(value, toCloudKey);
}

/**
 * The path segments of a request received in a dialect, in the console's words (the emulator's
 * routes); undefined when the path names something only the other dialect has (`/pipes` asked of
 * a cloud target), which such a server does not serve.
 */
export function pathFromWire(api: ApiName, segments: readonly string[], dialects: Dialects): string[] | undefined {
  if (!speaksCloud(api, dialects)) return [...segments];
  const contractWords = Object.keys(MANAGEMENT_WORDS.segments);
  if (segments.some((s) => contractWords.includes(s))) return undefined;
  const back = invert(MANAGEMENT_WORDS.segments);
  return segments.map((s) => back[s] ?? s);
}

/** A message naming fields or parameters (an error's text), in the target's words. */
export function textToWire(api: ApiName, text: string, dialects: Dialects): string {
  if (!speaksCloud(api, dialects)) return text;
  return text.replace(/\b(dbVersion|pipeId|db_\w+)\b/g, (word) => MANAGEMENT_WORDS.params[word] ?? toCloudKey(word));
}

/** A message from a target, in the console's words (so that a field named by the server is found in the form). */
export function textFromWire(api: ApiName, text: string, dialects: Dialects): string {
  if (!speaksCloud(api, dialects)) return text;
  const params = invert(MANAGEMENT_WORDS.params);
  return text.replace(/\b(clickhouseVersion|clickPipeId|clickhouse_\w+)\b/g, (word) => params[word] ?? fromCloudKey(word));
}
