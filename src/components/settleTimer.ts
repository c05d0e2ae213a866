/**
 * A trailing debounce for what follows every keystroke or mouse move: `poke()` only notes the time (no timer
 * cleared and set again per keystroke, which cost about 0.1 ms each at 4x CPU on the pipe
 * wizard's 200-column steps); one timer, when it fires, looks at that time and waits again for
 * what is left, so `onSettled` runs once `delayMs` have passed since the last poke.
 */
export interface SettleTimer {
  /** Something changed: `onSettled` runs `delayMs` after the last poke. */
  poke(): void;
  /** Runs `onSettled` now if a poke is waiting, and returns whether one was. */
  flush(): boolean;
  /** Forgets a waiting poke. */
  cancel(): void;
}

export function createSettleTimer(delayMs: number, onSettled: () => void): SettleTimer {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const left = last + delayMs - Date.now();
    if (left > 0) {
      timer = setTimeout(check, left);
      return;
    }
    timer = undefined;
    onSettled();
  };
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    poke() {
      last = Date.now();
      timer ??= setTimeout(check, delayMs);
    },
    flush() {
      if (timer === undefined) return false;
      cancel();
      onSettled();
      return true;
    },
    cancel,
  };
}
