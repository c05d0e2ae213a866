import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSignOut, onSignOutElsewhere } from './crossTabSignOut';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('cross-tab sign-out', () => {
  it('ends the same session in the other tabs, not a session signed in separately', async () => {
    const sameSession = vi.fn();
    const otherSession = vi.fn();
    const signedOut = vi.fn();
    stops.push(onSignOutElsewhere(() => 'session-a', sameSession));
    stops.push(onSignOutElsewhere(() => 'session-b', otherSession));
    stops.push(onSignOutElsewhere(() => undefined, signedOut));
    announceSignOut('session-a');
    await until(() => sameSession.mock.calls.length > 0);
    expect(sameSession).toHaveBeenCalledTimes(1);
    // Messages are delivered in order: a later one for session-b proves the first was not for them.
    announceSignOut('session-b');
    await until(() => otherSession.mock.calls.length > 0);
    expect(otherSession).toHaveBeenCalledTimes(1);
    expect(sameSession).toHaveBeenCalledTimes(1);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('says nothing without a session id', async () => {
    const listener = vi.fn();
    stops.push(onSignOutElsewhere(() => 'session-a', listener));
    announceSignOut(undefined);
    announceSignOut('session-a');
    await until(() => listener.mock.calls.length > 0);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
