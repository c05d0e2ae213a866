import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchInactivity } from './inactivity';

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

  it('counts from the last of many events, whichever kind', () => {
    for (let minute = 0; minute < 60; minute++) {
      target.dispatchEvent(new Event(minute % 2 ? 'keydown' : 'mousemove'));
      vi.advanceTimersByTime(MINUTE);
    }
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(29 * MINUTE - 1);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
  });

  it('counts from the last event, even one a moment after another', () => {
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(5_000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
  });
});
