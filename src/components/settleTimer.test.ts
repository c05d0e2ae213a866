import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSettleTimer } from './settleTimer';

describe('createSettleTimer', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

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
});
