import { describe, expect, it } from 'vitest';
import { createSubmitGate } from './submitGate';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('submit gate (one submit per intent)', () => {
  it('refuses a second run while the first is in flight, synchronously', async () => {
    const gate = createSubmitGate();
    const first = deferred();
    let calls = 0;
    const task = () => {
      calls++;
      return first.promise;
    };
    const a = gate.run(task);
    expect(gate.busy).toBe(true);
    const b = gate.run(task); // the double click, before anything re-rendered
    expect(calls).toBe(1);
    await expect(b).resolves.toBeUndefined();
    first.resolve();
    await a;
    expect(gate.busy).toBe(false);
  });

  it('opens again after a failure, and passes the failure on', async () => {
    const gate = createSubmitGate();
    await expect(gate.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(gate.busy).toBe(false);
    await expect(gate.run(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
