// Group commit (persist.ts): one write per batch of changes, one write at a time, each request
// answered only once the write holding its change is durable; a failed write is undone and
// answered 5xx, so no error is ever answered for a change that stays.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GroupCommit } from './persist.js';
import { readStateFile } from './store.js';
import { startTestEmulator } from './test-helpers.js';
import { SEEDED_ALERT_REFS } from './alert-catalogue-seed.js';

const dir = mkdtempSync(join(tmpdir(), 'emulator-commit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A writer whose writes finish when the test says so. */
function manualWriter() {
  const writes: { text: string; finish(err?: Error): void }[] = [];
  let arrived: (() => void) | undefined;
  const write = (_path: string, text: string) =>
    new Promise<void>((resolve, reject) => {
      writes.push({ text, finish: (err) => (err ? reject(err) : resolve()) });
      arrived?.();
    });
  /** Resolves once `n` writes have started. */
  const started = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (writes.length >= n ? resolve() : (arrived = check));
      check();
    });
  return { writes, write, started };
}

const settled = (p: Promise<void>) => {
  const s = { done: false, error: undefined as unknown };
  p.then(
    () => (s.done = true),
    (err: unknown) => ((s.done = true), (s.error = err)),
  );
  return s;
};

describe('GroupCommit', () => {
  it('changes requested in the same tick share one write and settle only when it is durable', async () => {
    let state = 0;
    const w = manualWriter();
    const commit = new GroupCommit(
      'unused',
      () => String(state),
      '0',
      () => undefined,
      w.write,
    );
    state = 1;
    const a = settled(commit.request());
    state = 2;
    const b = settled(commit.request());
    await w.started(1);
    expect(w.writes.map((x) => x.text)).toEqual(['2']);
    await new Promise((r) => setImmediate(r));
    expect([a.done, b.done]).toEqual([false, false]);
    w.writes[0].finish();
    await commit.idle();
    expect([a.done, b.done, a.error, b.error]).toEqual([true, true, undefined, undefined]);
    expect(commit.writes).toBe(1);
  });

  it('one write at a time: changes made meanwhile wait for the next write, which holds them', async () => {
    let state = 'first';
    const w = manualWriter();
    const commit = new GroupCommit(
      'unused',
      () => state,
      'initial',
      () => undefined,
      w.write,
    );
    const first = settled(commit.request());
    await w.started(1);
    state = 'second';
    const second = settled(commit.request());
    const third = settled(commit.request());
    await new Promise((r) => setImmediate(r));
    expect(w.writes).toHaveLength(1);
    w.writes[0].finish();
    await w.started(2);
    expect(first.done).toBe(true);
    expect([second.done, third.done]).toEqual([false, false]);
    expect(w.writes[1].text).toBe('second');
    w.writes[1].finish();
    await commit.idle();
    expect([second.done, third.done]).toEqual([true, true]);
    expect(commit.writes).toBe(2);
  });

  it('a failed write puts the state back as the last good write left it and rejects every change made since; the next write carries on', async () => {
    let state = 'durable';
    const restored: string[] = [];
    const w = manualWriter();
    const commit = new GroupCommit(
      'unused',
      () => state,
      'durable',
      (text) => (restored.push(text), (state = text)),
      w.write,
    );
    state = 'first';
    const failed = settled(commit.request());
    commit.request(); // nobody waits for this one: its failure must not be an unhandled rejection
    await w.started(1);
    state = 'first+meanwhile'; // made on top of the write that is going to fail
    const meanwhile = settled(commit.request());
    w.writes[0].finish(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    await commit.idle();
    expect((failed.error as Error).message).toBe('disk full');
    expect((meanwhile.error as Error).message).toBe('disk full');
    expect(restored).toEqual(['durable']);
    expect(state).toBe('durable');
    expect(w.writes).toHaveLength(1);

    state = 'second';
    const next = settled(commit.request());
    await w.started(2);
    expect(w.writes[1].text).toBe('second');
    w.writes[1].finish();
    await commit.idle();
    expect(next).toEqual({ done: true, error: undefined });
    // Once written, a later failure goes back to it.
    state = 'third';
    const third = settled(commit.request());
    await w.started(3);
    w.writes[2].finish(new Error('gone'));
    await commit.idle();
    expect(third.done).toBe(true);
    expect(restored).toEqual(['durable', 'second']);
  });
});

describe('EMULATOR_DATA group commit over HTTP', () => {
  it('32 concurrent creates: each is on disk when its answer arrives, in fewer writes than requests', async () => {
    const dataPath = join(dir, 'concurrent.json');
    const t = await startTestEmulator({ dataPath });
    try {
      const writesBefore = t.emulator.store.writes;
      const onDiskAtReply = await Promise.all(
        Array.from({ length: 32 }, async (_, i) => {
          const r = await t.call('POST', `${t.orgPath}/keys`, { name: `concurrent ${i}`, roles: ['developer'] });
          expect(r.status, r.text).toBe(200);
          return readStateFile(dataPath).keys.some((k) => k.id === r.json.result.key.id);
        }),
      );
      expect(onDiskAtReply.every(Boolean)).toBe(true);
      const writes = t.emulator.store.writes - writesBefore;
      expect(writes).toBeGreaterThan(0);
      expect(writes).toBeLessThan(32);
    } finally {
      await t.close();
    }
  });

  it('a write that fails answers 500 to the requests it carried and keeps none of their changes; later ones are written again', async () => {
    const sub = join(dir, 'failing');
    mkdirSync(sub);
    const dataPath = join(sub, 'state.json');
    const t = await startTestEmulator({ dataPath });
    try {
      const kept = await t.call('POST', `${t.orgPath}/keys`, { name: 'kept', roles: ['admin'] });
      expect(kept.status, kept.text).toBe(200);
      rmSync(sub, { recursive: true });
      const failed = await t.call('POST', `${t.orgPath}/keys`, { name: 'not written', roles: ['admin'] });
      expect(failed.status).toBe(500);
      expect(failed.json.error).toMatch(/^INTERNAL_ERROR: the change could not be written to EMULATOR_DATA \(ENOENT\), so it was not made/);
      expect(failed.json.requestId).toEqual(expect.any(String));
      const renamed = await t.call('PATCH', `${t.orgPath}/keys/${kept.json.result.key.id}`, { name: 'renamed' });
      expect(renamed.status).toBe(500);
      const alert = await t.alerts('POST', '/api/v2/alerts', {
        threshold: 1,
        interval: '1m',
        source: 'search',
        thresholdType: 'above',
        channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
      });
      expect(alert.status).toBe(500);
      expect(alert.json.message).toMatch(/could not be written to EMULATOR_DATA/);
      const org = await t.control('POST', '/organizations', {});
      expect(org.status).toBe(500);
      await t.control('POST', '/faults', { method: 'GET', path: '/v1/nothing', status: 503 });
      const reset = await t.control('POST', '/reset');
      expect(reset.status).toBe(500);
      expect(reset.json.error).toMatch(/could not be written to EMULATOR_DATA/);
      // Reads are not held up by the failing disk (not even when they update the key's usedAt),
      // and none of the refused changes is there: the key not created, the one not renamed, the
      // alert, the organization, the reset (the fault installed before it still waits).
      const keys = await t.call('GET', `${t.orgPath}/keys`);
      expect(keys.status).toBe(200);
      expect(keys.json.result.map((k: { name: string }) => k.name).sort()).toEqual(['Emulator admin key', 'kept']);
      expect((await t.alerts('GET', '/api/v2/alerts')).json.data).toEqual([]);
      expect(t.emulator.store.orgs.size).toBe(1);
      expect((await t.control('GET', '/faults')).json).toHaveLength(1);

      mkdirSync(sub);
      const ok = await t.call('POST', `${t.orgPath}/keys`, { name: 'written', roles: ['admin'] });
      expect(ok.status, ok.text).toBe(200);
      expect(existsSync(dataPath)).toBe(true);
      expect(
        readStateFile(dataPath)
          .keys.map((k) => k.name)
          .sort(),
      ).toEqual(['Emulator admin key', 'kept', 'written']);
    } finally {
      await t.close();
    }
  });

  it('in memory nothing is written and nothing waits', async () => {
    const t = await startTestEmulator();
    try {
      expect((await t.call('POST', `${t.orgPath}/keys`, { name: 'memory', roles: ['admin'] })).status).toBe(200);
      const mark = t.emulator.store.changeMark();
      t.emulator.store.save();
      expect(t.emulator.store.durableSince(mark)).toBeUndefined();
      expect(t.emulator.store.writes).toBe(0);
    } finally {
      await t.close();
    }
  });
});
