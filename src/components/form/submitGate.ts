/**
 * One submit per intent: `run` starts `task` only when no earlier run is still in flight, and
 * refuses synchronously otherwise, so a double click or a double Enter cannot send twice even
 * before React re-renders the disabled button. The gate opens again when the task settles.
 */
export interface SubmitGate {
  readonly busy: boolean;
  /** Starts `task` and resolves with its result, or resolves `undefined` at once when busy. */
  run<T>(task: () => Promise<T>): Promise<T | undefined>;
}

export function createSubmitGate(): SubmitGate {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run(task) {
      if (busy) return undefined;
      busy = true;
      try {
        return await task();
      } finally {
        busy = false;
      }
    },
  };
}
