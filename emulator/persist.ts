// EMULATOR_DATA on disk: the atomic file write (temp file in the same directory, fsync, rename,
// directory fsync) and the group commit that batches the writes of concurrent requests.
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let tmpCounter = 0;
const tempPathFor = (path: string) => join(dirname(path), `.${basename(path)}.${process.pid}.${++tmpCounter}.tmp`);

/** Atomic write, synchronous (used once, when the store loads). */
export function writeFileAtomic(path: string, text: string): void {
  const tmp = tempPathFor(path);
  const fd = openSync(tmp, 'w', 0o600);
  try {
    const buf = Buffer.from(text, 'utf8');
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(tmp, path);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      /* already gone */
    }
    throw err;
  }
  try {
    const dfd = openSync(dirname(path), 'r');
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  } catch {
    /* directory fsync is best effort (not supported everywhere) */
  }
}

/** The same atomic write without blocking the event loop while the disk works. */
export async function writeFileAtomicAsync(path: string, text: string): Promise<void> {
  const tmp = tempPathFor(path);
  const file = await open(tmp, 'w', 0o600);
  try {
    try {
      await file.writeFile(text, 'utf8');
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(tmp, path);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  try {
    const dir = await open(dirname(path), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    /* directory fsync is best effort (not supported everywhere) */
  }
}

/** Removes temp files left behind by a process killed mid-write. */
export function removeStaleTemps(path: string): void {
  const prefix = `.${basename(path)}.`;
  try {
    for (const name of readdirSync(dirname(path))) {
      if (name.startsWith(prefix) && name.endsWith('.tmp')) {
        const pid = Number(name.slice(prefix.length).split('.')[0]);
        if (pid === process.pid) continue;
        try {
          unlinkSync(join(dirname(path), name));
        } catch {
          /* ignore */
        }
      }
    }
  } catch {
    /* directory may not exist yet */
  }
}

interface Batch {
  promise: Promise<void>;
  resolve(): void;
  reject(err: unknown): void;
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Whoever does not wait for a batch (a change outside any request) must not turn its failure
  // into an unhandled rejection; those who wait still get the error.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * Group commit: every change requested while no write is being prepared joins the next batch;
 * one batch is written at a time (the next one collects meanwhile), and the state is serialized
 * when its write starts, so it holds every change requested before. A batch's promise settles
 * when its write is durable (or failed).
 *
 * A write that fails is rolled back: `restore` gets the text of the last write that succeeded,
 * and the batch that failed and the one collecting meanwhile (whose changes were made on top of
 * it) are both rejected. So a change is kept exactly when the request that made it is answered
 * its success: an error is never answered for a change that stays.
 */
export class GroupCommit {
  private next: Batch | undefined;
  private writing = false;
  private idleWaiters: (() => void)[] = [];
  /** Writes started so far (tests, benchmarks). */
  writes = 0;

  constructor(
    private readonly path: string,
    private readonly serialize: () => string,
    /** The state as the last successful write holds it (the file as it is on disk). */
    private durable: string,
    /** Puts the state back as `text` holds it (after a failed write). */
    private readonly restore: (text: string) => void,
    private readonly write: (path: string, text: string) => Promise<void> = writeFileAtomicAsync,
  ) {}

  /** Joins the next batch; resolves once a write that holds the state as it is now is durable. */
  request(): Promise<void> {
    if (!this.next) {
      this.next = newBatch();
      // After the current tick, so the changes of every request handled in it share the write.
      if (!this.writing) setImmediate(() => void this.run());
    }
    return this.next.promise;
  }

  /** Resolves when no write is in flight or waiting. */
  idle(): Promise<void> {
    if (!this.writing && !this.next) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The batch collecting changes, which no longer collects (the next request starts another). */
  private takeNext(): Batch | undefined {
    const batch = this.next;
    this.next = undefined;
    return batch;
  }

  private async run(): Promise<void> {
    if (!this.next || this.writing) return;
    const batch = this.takeNext()!;
    this.writing = true;
    this.writes += 1;
    const text = this.serialize();
    try {
      await this.write(this.path, text);
      this.durable = text;
      batch.resolve();
    } catch (err) {
      // Synchronous from here to the end: no request runs between the rollback and the rejections.
      const collecting = this.takeNext();
      console.error(`[emulator] writing ${this.path} failed; its changes (and those made meanwhile) are undone and their requests answered 500`, err);
      this.restore(this.durable);
      batch.reject(err);
      collecting?.reject(err);
    }
    this.writing = false;
    if (this.next) setImmediate(() => void this.run());
    else for (const done of this.idleWaiters.splice(0)) done();
  }
}
