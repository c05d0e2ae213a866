import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_PAUSE_MS, watchInactivity } from './inactivity';

const MINUTE = 60_000;

describe('watchInactivity', () => {
  let target: EventTarget;
  let changes: boolean[];
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    target = new EventTarget();
    changes = [];
    stop = watchInactivity(target, ['keydown', 'mousemove'], 30 * MINUTE, (idle) => changes.push(idle));
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('reports idle once the timeout passes without activity, not a moment before', () => {
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
  });

  it('counts the timeout from the last activity', () => {
    vi.advanceTimersByTime(20 * MINUTE);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(29 * MINUTE);
    expect(changes).toEqual([]);
    target.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
  });

  it('reports activity after idle, and idle again a full timeout later', () => {
    vi.advanceTimersByTime(30 * MINUTE);
    target.dispatchEvent(new Event('keydown'));
    expect(changes).toEqual([true, false]);
    target.dispatchEvent(new Event('keydown'));
    expect(changes).toEqual([true, false]);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(changes).toEqual([true, false, true]);
  });

  it('ignores other events, and everything once stopped', () => {
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(30 * MINUTE);
    expect(changes).toEqual([true]);
    stop();
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(60 * MINUTE);
    expect(changes).toEqual([true]);
  });

  it('rests after noticing activity: an event in the pause is not noticed, one after it is', () => {
    const listens = vi.spyOn(target, 'addEventListener');
    vi.advanceTimersByTime(10 * MINUTE);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(NOTICE_PAUSE_MS - 1);
    target.dispatchEvent(new Event('keydown'));
    expect(listens).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listens).toHaveBeenCalledTimes(2);
    // Idle counts from the first keydown: the second came while resting.
    vi.advanceTimersByTime(30 * MINUTE - NOTICE_PAUSE_MS - 1);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
    target.dispatchEvent(new Event('mousemove'));
    expect(changes).toEqual([true, false]);
  });
});
