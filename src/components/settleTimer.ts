/**
 * A trailing debounce for what follows every keystroke or mouse move: `poke()` only notes the time (no timer
 * cleared and set again per keystroke, which cost about 0.1 ms each at 4x CPU on the pipe
 * wizard's 200-column steps). Every settle timer of the page shares one clock: a single timer,
 * set for the earliest moment one of them may be due, looks at the times noted when it fires, runs
 * those whose `delayMs` have passed since their last poke and waits again for the next. While a
 * person types, the timers of a page (the wizard keeps two: its draft and its column names) make
 * one timer between keystrokes instead of one each; each timer set while the page is traced
 * records where it was set, about 0.5 ms a keystroke at 4x CPU with two of them.
 */
export interface SettleTimer {
  /** Something changed: `onSettled` runs `delayMs` after the last poke. */
  poke(): void;
  /** Runs `onSettled` now if a poke is waiting, and returns whether one was. */
  flush(): boolean;
  /** Forgets a waiting poke. */
  cancel(): void;
}

interface Waiting {
  /** When it was last poked (Date.now()). */
  last: number;
  delayMs: number;
  onSettled: () => void;
}

/** The settle timers poked and not yet run. */
const waiting = new Set<Waiting>();
let clock: ReturnType<typeof setTimeout> | undefined;
/** When the clock's timer is due (Infinity when none is set). */
let clockDue = Infinity;

const dueAt = (w: Waiting) => w.last + w.delayMs;

/** Sets the clock for the earliest waiting timer, unless it is already set for that moment or sooner. */
function setClock(): void {
  let due = Infinity;
  for (const w of waiting) due = Math.min(due, dueAt(w));
  if (due >= clockDue) return;
  clearTimeout(clock);
  clockDue = due;
  clock = setTimeout(tick, Math.max(0, due - Date.now()));
}

function tick(): void {
  clock = undefined;
  clockDue = Infinity;
  const now = Date.now();
  const due = [...waiting].filter((w) => dueAt(w) <= now);
  for (const w of due) waiting.delete(w);
  setClock();
  for (const w of due) {
    try {
      w.onSettled();
    } catch (error) {
      // One timer's failure does not keep the others due with it from running; it is still reported.
      setTimeout(() => {
        throw error;
      });
    }
  }
}

export function createSettleTimer(delayMs: number, onSettled: () => void): SettleTimer {
  const self: Waiting = { last: 0, delayMs, onSettled };
  return {
    poke() {
      self.last = Date.now();
      waiting.add(self);
      // Poked again while the clock is set: it is due no later than this timer (a poke only moves
      // a timer later), so nothing to set. A first poke may need the clock sooner.
      if (dueAt(self) < clockDue) setClock();
    },
    flush() {
      if (!waiting.delete(self)) return false;
      onSettled();
      return true;
    },
    cancel() {
      waiting.delete(self);
    },
  };
}
