/** The text of a request preview: the JSON body and an equivalent curl command, with no secret in either. */
import { CONTRACT_DIALECTS, wireRequest, type AnyOperation, type Dialects, type OpBody, type OpParams, type WireRequest } from '../contract';

/** An operation of the table with its parameters and body: method, path and auth come from the table. */
export interface PreviewRequest {
  op: AnyOperation;
  params: Record<string, string | undefined>;
  body?: unknown;
}

/** A typed PreviewRequest: the parameters and body the operation takes. */
export function previewOf<O extends AnyOperation>(op: O, params: OpParams<O>, body?: OpBody<O>): PreviewRequest {
  return { op, params, body };
}

/** The request as it goes on the wire, in the target's words (contract/dialect.ts). */
export function previewWire(request: PreviewRequest, dialects: Dialects = CONTRACT_DIALECTS): WireRequest {
  return wireRequest(request.op, request.params, request.body, dialects);
}

/** The request line of a preview, e.g. `POST /v1/organizations/…/services`. */
export function previewPath(request: PreviewRequest, dialects: Dialects = CONTRACT_DIALECTS): string {
  return previewWire(request, dialects).path;
}

// A password's hashes too: a short password can be found again from its hash.
const SECRET_KEYS = /^(password|secretKey|accessKeyId|connectionString|keySecret|privateKey|serviceAccountKey|newPasswordHash|newDoubleSha1Hash)$/;

/**
 * Replaces secret values in a body with shell variables ($PASSWORD, $SECRET_KEY, …). `stand` gives
 * what goes in the body for the n-th variable (by default the variable itself).
 */
export function redactSecrets(
  body: unknown,
  stand: (variable: string, n: number) => string = (v) => v,
  also: readonly string[] = [],
): { body: unknown; variables: string[] } {
  const variables: string[] = [];
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    if (key && (SECRET_KEYS.test(key) || also.includes(key)) && typeof value === 'string' && value !== '') {
      const name = key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
      let variable = `$${name}`;
      for (let n = 2; variables.includes(variable); n++) variable = `$${name}_${n}`;
      variables.push(variable);
      return stand(variable, variables.length - 1);
    }
    return value;
  };
  return { body: walk(body), variables };
}

// Format characters and separators only: control characters are JSON-escaped already, and the
// pretty-printed JSON's own line breaks must stay (unlike hcl.ts, which escapes both).
const INVISIBLE = /[\p{Cf}\u2028\u2029]/gu;

/**
 * The body for an unquoted heredoc: everything the shell would interpret ($, `, \) is escaped, so
 * the command sends exactly the JSON shown; only the secret variables put in here expand.
 */
export function heredocBody(body: unknown, also: readonly string[] = []): string {
  const marker = (n: number) => `@@secret-${n}-${nonce}@@`;
  const nonce = Math.random().toString(36).slice(2);
  const { body: redacted, variables } = redactSecrets(body, (_v, n) => marker(n), also);
  // Invisible characters (bidi controls, zero-width ones) as JSON escapes: the command shows all it sends.
  const json = JSON.stringify(redacted, null, 2).replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const escaped = json.replace(/[\\`$]/g, '\\$&');
  return variables.reduce((text, variable, n) => text.replace(marker(n), variable), escaped);
}

/** One shell word, whatever it holds: single-quoted, each ' written as '\\''. */
export const singleQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** An equivalent curl command; credentials and secrets are shell variables, never values. */
export function curlCommand(request: PreviewRequest, baseUrl: string, dialects: Dialects = CONTRACT_DIALECTS, also: readonly string[] = []): string {
  const wire = previewWire(request, dialects);
  const url = baseUrl.replace(/\/+$/, '') + wire.path;
  const auth = request.op.auth === 'basic' ? `--user "$KEY_ID:$KEY_SECRET"` : `-H "Authorization: Bearer $ACCESS_TOKEN"`;
  const lines = [`curl -X ${request.op.method} ${singleQuoted(url)}`, `  ${auth}`];
  if (wire.body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`, `  --data-binary @- <<EOF\n${heredocBody(wire.body, also)}\nEOF`);
  }
  return lines.join(' \\\n');
}
