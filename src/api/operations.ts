/**
 * Calls an operation of the table (src/contract/operations.ts): checks the path parameters with
 * their schemas (nothing is sent for a malformed id), builds the path from the template, sends
 * the request with the API's client, and parses the answer with the operation's response schema.
 */
import {
  checkPathParams,
  fromWire,
  textFromWire,
  type ApiName,
  wireRequest,
  type Dialects,
  type AnyOperation,
  type OpBody,
  type OpParams,
  type OpResult,
} from '../contract';
import type { Answer, ApiClient } from './client';
import { readLeniently, remember, unreadableWriteAnswer } from './lenientRead';
import { clientFor } from './clients';
import { ApiError } from './errors';
import { contactSupport } from './messages';
import { sessionDialects } from './sessionBinding';

export interface CallOptions {
  signal?: AbortSignal;
  /** Another client than the session's (sign-in probes check credentials before storing them). */
  client?: ApiClient;
  /** The targets' dialects, when not the session's (sign-in probes). */
  dialects?: Dialects;
}

/** The body argument: required when the operation sends one, absent otherwise. */
export type BodyArgs<O extends AnyOperation> = O['request'] extends undefined ? [body?: undefined, opts?: CallOptions] : [body: OpBody<O>, opts?: CallOptions];

export async function callOperation<O extends AnyOperation>(op: O, params: OpParams<O>, ...[body, opts = {}]: BodyArgs<O>): Promise<OpResult<O>> {
  const values = params as Record<string, string | undefined>;
  const checked = checkPathParams(op, values);
  if (!checked.ok) {
    throw new ApiError({
      kind: 'invalid-params',
      message: `The address names an invalid ${checked.name} ("${checked.value.slice(0, 80)}"): ${checked.message} Check the link or go back to the list.`,
      method: op.method,
      path: op.path,
    });
  }
  const dialects = opts.dialects ?? sessionDialects();
  const wire = wireRequest(op, values, body, dialects);
  const path = wire.path;
  const client = opts.client ?? clientFor(op.api);
  const write = op.method !== 'GET';
  let answer: Answer;
  try {
    answer = await client.send(op.method, path, op.request === undefined ? undefined : { value: wire.body }, {
      ...(opts.signal ? { signal: opts.signal } : {}),
      unwrap: op.envelope === 'body' ? 'body' : 'envelope',
    });
  } catch (e) {
    // A write answered 2xx was done, whatever its body holds (not JSON, no envelope).
    if (write && e instanceof ApiError && e.kind === 'invalid-response' && e.status >= 200 && e.status < 300) {
      return unreadableWriteAnswer(undefined, 'the answer (not in the expected format)', e.requestId) as OpResult<O>;
    }
    throw inConsoleWords(e, op.api, dialects);
  }
  const value = fromWire(op.api, answer.value, dialects);
  const read = readLeniently(op.response, value);
  if (read.ok) return remember(read.data, read.unread, answer.requestId) as OpResult<O>;
  if (write) return unreadableWriteAnswer(value, read.issue, answer.requestId) as OpResult<O>;
  throw new ApiError({
    kind: 'invalid-response',
    status: 200,
    message: `The request went through, but the server answered in an unexpected shape (${read.issue}). Reload to see the current state; if it keeps failing, ${contactSupport(answer.requestId)}.`,
    method: op.method,
    path,
    ...(answer.requestId !== undefined ? { requestId: answer.requestId } : {}),
  });
}

/** A server's error in the console's words, so that a field it names is found in the form (contract/dialect.ts). */
function inConsoleWords(e: unknown, api: ApiName, dialects: Dialects): unknown {
  if (!(e instanceof ApiError)) return e;
  const words = (text: string | undefined) => (text === undefined ? undefined : textFromWire(api, text, dialects));
  if (words(e.message) === e.message && words(e.field) === e.field) return e;
  return new ApiError({
    kind: e.kind,
    message: words(e.message) ?? e.message,
    status: e.status,
    method: e.method,
    path: e.path,
    requestId: e.requestId,
    code: e.code,
    field: words(e.field),
    detail: words(e.detail),
    serverMessage: words(e.serverMessage),
    retryAfterMs: e.retryAfterMs,
    mayHaveBeenApplied: e.mayHaveBeenApplied,
    cause: e.cause,
  });
}
