import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { LOOKUP_PATIENCE_MS } from '../../api/timeouts';
import { lookPatiently, lookupWaits, LookupInconclusive, type FoundResource } from './lostReply';

/**
 * The lookup after a create that may have been applied reads the list patiently: several reads
 * over a bounded time, so a create the server applies late is still found, and "absent" (which
 * offers to create again) is said only once the whole time has passed without it.
 */
const KEY: FoundResource = { id: 'k1', label: 'CI deploy', href: '/keys/k1' };

/** A clock that only moves when the lookup waits: the waits it asked for, and the time they add up to. */
function fakeTime() {
  const waits: number[] = [];
  return {
    waits,
    elapsed: () => waits.reduce((a, b) => a + b, 0),
    sleep: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}

/** A list that shows the resource from the `appearsOn`-th read on (never when undefined). */
function listShowingFrom(appearsOn: number | undefined, failOn: Record<number, unknown> = {}) {
  let reads = 0;
  return {
    reads: () => reads,
    find: () => {
      reads += 1;
      if (reads in failOn) return Promise.reject(failOn[reads]);
      return Promise.resolve(appearsOn !== undefined && reads >= appearsOn ? [KEY] : []);
    },
  };
}

const http = (status: number, method = 'GET') => new ApiError({ kind: 'http', status, message: `HTTP ${status}`, method, path: '/keys' });

describe('lookupWaits', () => {
  it('backs off 1, 2, 4, 8 s and ends exactly at the patience: six reads over 30 s', () => {
    expect(lookupWaits(30_000)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000]);
    expect(lookupWaits(LOOKUP_PATIENCE_MS).reduce((a, b) => a + b, 0)).toBe(LOOKUP_PATIENCE_MS);
    expect(lookupWaits(6_000)).toEqual([1_000, 2_000, 3_000]);
    expect(lookupWaits(500)).toEqual([500]);
  });
});

describe('lookPatiently', () => {
  it('finds a resource that shows up on the 3rd read (a late commit), and stops reading there', async () => {
    const time = fakeTime();
    const list = listShowingFrom(3);
    const seen: number[] = [];
    const outcome = await lookPatiently(list.find, { waits: lookupWaits(30_000), sleep: time.sleep, onRead: (n) => seen.push(n) });
    expect(outcome).toEqual({ kind: 'found', found: [KEY], reads: 3 });
    expect(list.reads()).toBe(3);
    expect(seen).toEqual([1, 2, 3]);
    expect(time.waits).toEqual([1_000, 2_000]);
  });

  it('finds it at once when it is already listed (no wait)', async () => {
    const time = fakeTime();
    expect(await lookPatiently(listShowingFrom(1).find, { waits: lookupWaits(30_000), sleep: time.sleep })).toMatchObject({ kind: 'found', reads: 1 });
    expect(time.waits).toEqual([]);
  });

  it('never found within the bound: surely absent, said only after the whole patience (six reads, 30 s)', async () => {
    const time = fakeTime();
    const list = listShowingFrom(undefined);
    const outcome = await lookPatiently(list.find, { waits: lookupWaits(30_000), sleep: time.sleep });
    expect(outcome).toEqual({ kind: 'absent', reads: 6 });
    expect(list.reads()).toBe(6);
    expect(time.elapsed()).toBe(30_000);
  });

  it('a read that fails in a way another try may change (5xx, a dropped connection) is read again at the next wait', async () => {
    const time = fakeTime();
    const dropped = new ApiError({ kind: 'network', message: 'x', method: 'GET', path: '/keys' });
    const outcome = await lookPatiently(listShowingFrom(4, { 1: http(503), 2: dropped }).find, { waits: lookupWaits(30_000), sleep: time.sleep });
    expect(outcome).toMatchObject({ kind: 'found', reads: 4 });
  });

  it('not absent when the last read failed: it cannot tell, so it says the list could not be read', async () => {
    const time = fakeTime();
    const outcome = await lookPatiently(listShowingFrom(undefined, { 6: http(502) }).find, { waits: lookupWaits(30_000), sleep: time.sleep });
    expect(outcome).toMatchObject({ kind: 'failed', reads: 6 });
  });

  it('a read refused for good (403) ends it at once: reading again would be refused again', async () => {
    const time = fakeTime();
    const outcome = await lookPatiently(listShowingFrom(undefined, { 1: http(403) }).find, { waits: lookupWaits(30_000), sleep: time.sleep });
    expect(outcome).toMatchObject({ kind: 'failed', reads: 1 });
    expect(time.waits).toEqual([]);
  });

  it('a lookup that cannot tell (a list longer than it reads) ends at once, inconclusive', async () => {
    const time = fakeTime();
    const find = () => Promise.reject(new LookupInconclusive('too long to tell'));
    expect(await lookPatiently(find, { waits: lookupWaits(30_000), sleep: time.sleep })).toEqual({
      kind: 'inconclusive',
      message: 'too long to tell',
      reads: 1,
    });
  });

  it('stops reading once it no longer matters (another submit, the page left)', async () => {
    const time = fakeTime();
    const list = listShowingFrom(undefined);
    let stop = false;
    const outcome = await lookPatiently(list.find, {
      waits: lookupWaits(30_000),
      sleep: (ms) => {
        if (time.waits.length === 1) stop = true;
        return time.sleep(ms);
      },
      stopped: () => stop,
    });
    expect(outcome).toBeUndefined();
    expect(list.reads()).toBe(2);
  });
});
