import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { mayHaveBeenApplied } from '../../api/errors';

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
  /** What is created, for the messages: 'service', 'API key', 'alert', 'pipe'. */
  noun: string;
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
  | { phase: 'looking'; name: string }
  | { phase: 'found'; name: string; found: FoundResource[] }
  | { phase: 'not-found'; name: string }
  | { phase: 'lookup-failed'; name: string; error: unknown }
  | { phase: 'inconclusive'; name: string; message: string };

export interface LostReply {
  state: LostReplyState;
  /** The lookup's `noun` and `foundNote`. */
  noun: string;
  foundNote?: string;
  /** While true the form's submit sends nothing: the first create may have been made. */
  blocksSubmit: boolean;
  /** The next submit goes through even though the resource may exist ("Create another anyway"). */
  allowOnce: () => void;
  /** Runs the lookup again (after it failed). */
  lookAgain: () => void;
}

/**
 * The form shell's answer to a write whose reply was lost (ApiError.mayHaveBeenApplied). For a
 * create with a `lookup`, the list is read by name before sending again is offered, and a
 * submit sends nothing while the lookup runs, failed, or found the resource, until the person
 * chooses "Create another anyway". For an update (no lookup), the page's queries are read again,
 * so it shows what the server now has.
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

  const search = (body: B, values: V) => {
    if (!lookup) return;
    const name = lookup.nameOf(body, values);
    const mine = ++run.current;
    setState({ phase: 'looking', name });
    lookup.find(body, values).then(
      (found) => {
        if (mine === run.current) setState(found.length > 0 ? { phase: 'found', name, found } : { phase: 'not-found', name });
      },
      (error: unknown) => {
        if (mine !== run.current) return;
        setState(error instanceof LookupInconclusive ? { phase: 'inconclusive', name, message: error.message } : { phase: 'lookup-failed', name, error });
      },
    );
  };

  const blocking = (p: LostReplyState['phase']) => p === 'looking' || p === 'found' || p === 'lookup-failed' || p === 'inconclusive';

  return {
    state,
    noun: lookup?.noun ?? '',
    foundNote: lookup?.foundNote,
    blocksSubmit: blocking(state.phase),
    /** Called by the shell before sending: false when the submit must not send (checked synchronously). */
    maySend: () => !blocking(phase.current) || override.current,
    /** Called by the shell when a request starts: the earlier lookup no longer applies. */
    started: () => {
      override.current = false;
      run.current += 1;
      setState({ phase: 'idle' });
    },
    /** Called by the shell with a failed request. */
    failed: (failure: unknown, body: B, values: V) => {
      if (!mayHaveBeenApplied(failure)) return;
      if (lookup) {
        last.current = { body, values };
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
