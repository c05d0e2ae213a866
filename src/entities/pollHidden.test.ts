import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * Polling pauses while the tab is hidden (issue 12 item 4): the polled reads keep TanStack Query's
 * default `refetchIntervalInBackground: false` ("By default, polling pauses when the browser tab
 * loses focus", TanStack Query guides, Polling). Query-core runs no interval where there is no
 * `window`, so this file gives it one before loading it.
 */
vi.stubGlobal('window', globalThis);
afterAll(() => vi.unstubAllGlobals());

describe('polling while the tab is hidden', () => {
  it('a followed read stops while the tab is hidden and polls again once it is back', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { focusManager, QueryClient, QueryObserver } = await import('@tanstack/react-query');
    const { serviceQuery } = await import('./queries');
    const { STATE_POLL_MS } = await import('./stateDisplay');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = serviceQuery('3f2b7a52-2f4e-4c8e-9a55-1b8d6b0f2a10', '9d6a7a52-2f4e-4c8e-9a55-1b8d6b0f2a10');
    expect(options.refetchIntervalInBackground).toBeUndefined();
    const read = vi.fn(async () => ({ id: 's', name: 'Orders', state: 'stopping' }));
    const observer = new QueryObserver(client, { ...options, queryFn: read } as never);
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(100);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(STATE_POLL_MS);
    expect(read).toHaveBeenCalledTimes(2);

    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(6 * STATE_POLL_MS);
    expect(read).toHaveBeenCalledTimes(2);

    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(STATE_POLL_MS + 100);
    expect(read.mock.calls.length).toBeGreaterThan(2);
    unsubscribe();
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });
});
