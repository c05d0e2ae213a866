import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { mayHaveBeenApplied } from '../../api/errors';
import { offersTryAgain } from '../../api/retry';
import { timings } from '../../api/timeouts';

/** A resource the lookup found: what the create whose reply was lost may have made. */
export interface FoundResource {
  id: string;
  /** Its name as shown (the link's text). */
  label: string;
  /** The console's page of it. */
  href: string;
  /** When it was created (ISO), shown next to the link when known. */
  createdAt?: string;
}

/**
 * How a create form finds what a create whose reply was lost may have made: the list, by name.
 * Given to the form shell as its `lookup` option; the shell runs it before offering to send again.
 */
export interface CreateLookup<B, V> {
  /** What is created, for the messages: 'service', 'API key', 'alert', 'pipe' (its plural adds an s). */
  noun: string;
  /** The console's page of the list it reads, offered as a link the whole time: the person can always look. */
  listHref: string;
  /** The name the request gave it (what is looked for); '' when it gave none (the newest are shown). */
  nameOf: (body: B, values: V) => string;
  /** Reads the list again (never from the cache) and returns the resources with that name. */
  find: (body: B, values: V) => Promise<FoundResource[]>;
  /** Said when it was found: what the lost reply held that cannot be had again (a secret). */
  foundNote?: string;
}

/**
 * Thrown by a lookup that read all it may (a list longer than its page limit) and still cannot
 * tell: not a failure to read, so "look again" would only read the same pages. Its message says
 * what was looked through and where to look instead.
 */
export class LookupInconclusive extends Error {
  override name = 'LookupInconclusive';
}

export type LostReplyState =
  | { phase: 'idle' }
  /** `read`: the read under way (1 for the first); `patienceMs`: how long it may look in all. */
  | { phase: 'looking'; name: string; read: number; patienceMs: number }
  | { phase: 'found'; name: string; found: FoundResource[] }
  /** Surely absent: read again and again for `patienceMs` (`reads` in all), never listed. */
  | { phase: 'not-found'; name: string; reads: number; patienceMs: number }
  | { phase: 'lookup-failed'; name: string; error: unknown }
  | { phase: 'inconclusive'; name: string; message: string };

export interface LostReply {
  state: LostReplyState;
  /** The lookup's `noun`, `listHref` and `foundNote`. */
  noun: string;
  listHref?: string;
  foundNote?: string;
  /** While true the form's submit sends nothing: the first create may have been made. */
  blocksSubmit: boolean;
  /** The next submit goes through even though the resource may exist ("Create another anyway"). */
  allowOnce: () => void;
  /** Runs the lookup again (after it failed). */
  lookAgain: () => void;
}

/** The first wait between two reads of the lookup; each next one is twice as long, up to its patience. */
export const FIRST_LOOKUP_WAIT_MS = 1_000;

/**
 * The waits between the reads of a patient lookup: 1 s, 2 s, 4 s, … until they add up to
 * `patienceMs` (the last one cut to fit). For 30 s: 1, 2, 4, 8, 15, so six reads, the last at 30 s.
 */
export function lookupWaits(patienceMs: number, first = FIRST_LOOKUP_WAIT_MS): number[] {
  const waits: number[] = [];
  let total = 0;
  for (let next = first; total < patienceMs; next *= 2) {
    const wait = Math.min(next, patienceMs - total);
    waits.push(wait);
    total += wait;
  }
  return waits;
}

export type LookupOutcome =
  | { kind: 'found'; found: FoundResource[]; reads: number }
  /** Every read answered and none listed it, the last at the end of the patience: surely absent. */
  | { kind: 'absent'; reads: number }
  | { kind: 'failed'; error: unknown; reads: number }
  | { kind: 'inconclusive'; message: string; reads: number };

export interface Patience {
  /** The waits between reads (lookupWaits); the first read is at once. */
  waits: readonly number[];
  sleep: (ms: number) => Promise<void>;
  /** Told before each read (1 for the first). */
  onRead?: (read: number) => void;
  /** True once the answer no longer matters (another submit, the page left): no further read. */
  stopped?: () => boolean;
}

/**
 * Reads the list until it lists the resource, or until the patience is spent (a create the server
 * applies late, or a list that lags behind a write, shows up on a later read). A read that fails
 * in a way another try may change (a 5xx, a dropped connection) is tried again at the next wait;
 * one that will not (a 403) ends it, as does a lookup that cannot tell (LookupInconclusive: reading
 * again reads the same pages). "Absent" only when the last read answered, and nothing listed it.
 * Undefined when stopped.
 */
export async function lookPatiently(find: () => Promise<FoundResource[]>, patience: Patience): Promise<LookupOutcome | undefined> {
  const { waits, sleep, onRead, stopped = () => false } = patience;
  let lastFailure: { error: unknown } | undefined;
  for (let read = 1; read <= waits.length + 1; read++) {
    if (read > 1) await sleep(waits[read - 2]);
    if (stopped()) return undefined;
    onRead?.(read);
    try {
      const found = await find();
      if (stopped()) return undefined;
      if (found.length > 0) return { kind: 'found', found, reads: read };
      lastFailure = undefined;
    } catch (error) {
      if (stopped()) return undefined;
      if (error instanceof LookupInconclusive) return { kind: 'inconclusive', message: error.message, reads: read };
      if (!offersTryAgain(error)) return { kind: 'failed', error, reads: read };
      lastFailure = { error };
    }
  }
  const reads = waits.length + 1;
  return lastFailure ? { kind: 'failed', error: lastFailure.error, reads } : { kind: 'absent', reads };
}

/**
 * The form shell's answer to a write that may have been applied (ApiError.mayHaveBeenApplied: a
 * 5xx, a reset connection, a timeout). For a create with a `lookup`, the list is read by name,
 * patiently (lookPatiently, for timings().lookupPatienceMs: 30 s), before sending again is
 * offered, and a submit sends nothing while the lookup runs, failed, or found the resource, until
 * the person chooses "Create another anyway". Sending again is offered only once it is surely
 * absent. For an update (no lookup), the page's queries are read again, so it shows what the
 * server now has.
 */
export function useLostReply<B, V>(lookup: CreateLookup<B, V> | undefined) {
  const queryClient = useQueryClient();
  const [state, setShown] = useState<LostReplyState>({ phase: 'idle' });
  // The phase in a ref too: a submit right after the failure (before React re-renders) is judged by it.
  const phase = useRef<LostReplyState['phase']>('idle');
  const setState = (next: LostReplyState) => {
    phase.current = next.phase;
    setShown(next);
  };
  const override = useRef(false);
  const last = useRef<{ body: B; values: V } | null>(null);
  const run = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const stopWaiting = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
  };
  // The page left: no further read (a pending wait never ends, so its lookup stops there).
  useEffect(() => {
    const runs = run;
    const pending = timers.current;
    return () => {
      runs.current += 1;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        resolve();
      }, ms);
      timers.current.add(timer);
    });

  const search = (body: B, values: V) => {
    if (!lookup) return;
    const name = lookup.nameOf(body, values);
    const mine = ++run.current;
    stopWaiting();
    const { lookupPatienceMs: patienceMs } = timings();
    const stopped = () => mine !== run.current;
    void lookPatiently(() => lookup.find(body, values), {
      waits: lookupWaits(patienceMs),
      sleep,
      stopped,
      onRead: (read) => setState({ phase: 'looking', name, read, patienceMs }),
    }).then((outcome) => {
      if (!outcome || stopped()) return;
      if (outcome.kind === 'found') setState({ phase: 'found', name, found: outcome.found });
      else if (outcome.kind === 'absent') setState({ phase: 'not-found', name, reads: outcome.reads, patienceMs });
      else if (outcome.kind === 'inconclusive') setState({ phase: 'inconclusive', name, message: outcome.message });
      else setState({ phase: 'lookup-failed', name, error: outcome.error });
    });
  };

  const blocking = (p: LostReplyState['phase']) => p === 'looking' || p === 'found' || p === 'lookup-failed' || p === 'inconclusive';

  return {
    state,
    noun: lookup?.noun ?? '',
    listHref: lookup?.listHref,
    foundNote: lookup?.foundNote,
    blocksSubmit: blocking(state.phase),
    /** Called by the shell before sending: false when the submit must not send (checked synchronously). */
    maySend: () => !blocking(phase.current) || override.current,
    /** Called by the shell when a request starts: the earlier lookup no longer applies. */
    started: () => {
      override.current = false;
      run.current += 1;
      stopWaiting();
      setState({ phase: 'idle' });
    },
    /** Called by the shell with a failed request. */
    failed: (failure: unknown, body: B, values: V) => {
      if (!mayHaveBeenApplied(failure)) return;
      if (lookup) {
        last.current = { body, values };
        // Held from now, before the first read is under way: a submit in between sends nothing.
        phase.current = 'looking';
        search(body, values);
      } else {
        void queryClient.invalidateQueries({ type: 'active' });
      }
    },
    allowOnce: () => {
      override.current = true;
    },
    lookAgain: () => {
      if (last.current) search(last.current.body, last.current.values);
    },
  };
}

/**
 * The items of a freshly read list named `name`, newest first, as links (the lookups of the create
 * forms). A create without a name gets one from the server (or none: an alert): then the three
 * newest are offered, an unnamed one by its id.
 */
export function listedByName<T extends { id: string; name?: string | null; createdAt?: string | null }>(
  items: readonly T[],
  name: string,
  href: (item: T) => string,
): FoundResource[] {
  return items
    .filter((item) => name === '' || item.name === name)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
    .slice(0, name === '' ? 3 : undefined)
    .map((item) => ({ id: item.id, label: item.name || item.id, href: href(item), ...(item.createdAt ? { createdAt: item.createdAt } : {}) }));
}
