/**
 * Query keys and query options derived from the operations table: a read's key is
 * `[operationId, params]` (ids only, never a credential or a secret), so one helper can
 * invalidate an operation for all its parameters or for some of them (partial match).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { operationList, type AnyOperation, type ApiName, type OpParams, type OpResult } from '../contract';
import { callOperation } from './operations';

export function opKey<O extends AnyOperation>(op: O, params: OpParams<O>) {
  return [op.id, params] as const;
}

/** `queryOptions` for a read (GET) of the table; pass the query's own options (polling, …) in `extra`. */
export function opQuery<O extends AnyOperation>(op: O, params: OpParams<O>) {
  return queryOptions({
    queryKey: opKey(op, params),
    queryFn: ({ signal }): Promise<OpResult<O>> =>
      (callOperation as (op: O, params: OpParams<O>, body: undefined, opts: { signal: AbortSignal }) => Promise<OpResult<O>>)(op, params, undefined, {
        signal,
      }),
  });
}

/**
 * Marks the cached answers of an operation stale and refetches the active ones: all of them, or
 * those whose parameters include `params` (e.g. `{organizationId}` for every service of an org).
 */
export function invalidateOp<O extends AnyOperation>(queryClient: QueryClient, op: O, params?: Partial<OpParams<O>>): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: params ? [op.id, params] : [op.id] });
}

/** Writes an answer into the cache of a read, as if it had been fetched (e.g. from a mutation's answer). */
export function setOpData<O extends AnyOperation>(
  queryClient: QueryClient,
  op: O,
  params: OpParams<O>,
  updater: OpResult<O> | ((old: OpResult<O> | undefined) => OpResult<O> | undefined),
): void {
  queryClient.setQueryData<OpResult<O>>(opKey(op, params), updater);
}

/** Drops every cached answer of one API (e.g. the alert API's after its access token changed). */
export function removeApiQueries(queryClient: QueryClient, apiName: ApiName): void {
  queryClient.removeQueries({
    predicate: (query) => operationList.some((op) => op.id === query.queryKey[0] && op.api === apiName),
  });
}
