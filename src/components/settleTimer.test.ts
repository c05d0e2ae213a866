import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSettleTimer } from './settleTimer';

describe('createSettleTimer', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  // The timers share one clock: let it run out, so no test leaves it set for the next.
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('runs once, delayMs after the last poke, however many pokes came before', () => {
    const settled = vi.fn();
    const settle = createSettleTimer(400, settled);
    for (let i = 0; i < 5; i++) {
      settle.poke();
      vi.advanceTimersByTime(399);
    }
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('keeps one timer while poked, instead of one per poke', () => {
    const settle = createSettleTimer(400, () => {});
    for (let i = 0; i < 30; i++) settle.poke();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('runs again for pokes after it ran', () => {
    const settled = vi.fn();
    const settle = createSettleTimer(400, settled);
    settle.poke();
    vi.advanceTimersByTime(400);
    settle.poke();
    vi.advanceTimersByTime(399);
    expect(settled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledTimes(2);
  });

  it('flush runs a waiting poke at once, and only then', () => {
    const settled = vi.fn();
    const settle = createSettleTimer(400, settled);
    expect(settle.flush()).toBe(false);
    expect(settled).not.toHaveBeenCalled();
    settle.poke();
    expect(settle.flush()).toBe(true);
    expect(settled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('cancel forgets a waiting poke', () => {
    const settled = vi.fn();
    const settle = createSettleTimer(400, settled);
    settle.poke();
    settle.cancel();
    vi.advanceTimersByTime(1000);
    expect(settled).not.toHaveBeenCalled();
    expect(settle.flush()).toBe(false);
  });

  it('timers poked together share one timer, and each runs delayMs after its own last poke', () => {
    const draft = vi.fn();
    const names = vi.fn();
    const draftTimer = createSettleTimer(400, draft);
    const namesTimer = createSettleTimer(300, names);
    for (let i = 0; i < 10; i++) {
      draftTimer.poke();
      namesTimer.poke();
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(150);
    }
    expect(names).not.toHaveBeenCalled();
    vi.advanceTimersByTime(150);
    expect(names).toHaveBeenCalledTimes(1);
    expect(draft).not.toHaveBeenCalled();
    vi.advanceTimersByTime(99);
    expect(draft).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(draft).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a timer poked after a slower one is run on time, not when the slower one is due', () => {
    const slow = vi.fn();
    const fast = vi.fn();
    createSettleTimer(1000, slow).poke();
    createSettleTimer(100, fast).poke();
    vi.advanceTimersByTime(100);
    expect(fast).toHaveBeenCalledTimes(1);
    expect(slow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(900);
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('a timer cancelled or flushed does not run when the shared clock fires', () => {
    const kept = vi.fn();
    const cancelled = vi.fn();
    const keptTimer = createSettleTimer(200, kept);
    const cancelledTimer = createSettleTimer(100, cancelled);
    keptTimer.poke();
    cancelledTimer.poke();
    cancelledTimer.cancel();
    vi.advanceTimersByTime(200);
    expect(cancelled).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
    const flushed = vi.fn();
    const flushedTimer = createSettleTimer(100, flushed);
    flushedTimer.poke();
    keptTimer.poke();
    expect(flushedTimer.flush()).toBe(true);
    vi.advanceTimersByTime(200);
    expect(flushed).toHaveBeenCalledTimes(1);
    expect(kept).toHaveBeenCalledTimes(2);
  });

  it('one that throws does not keep another due at the same moment from running; its error is still thrown', () => {
    const after = vi.fn();
    createSettleTimer(100, () => {
      throw new Error('boom');
    }).poke();
    createSettleTimer(100, after).poke();
    vi.advanceTimersByTime(100);
    expect(after).toHaveBeenCalledTimes(1);
    // Rethrown in a task of its own, where the page's error reporting sees it.
    expect(() => vi.runOnlyPendingTimers()).toThrow('boom');
  });
});
