/**
 * Sign-out in one tab ends the same session in the console's other tabs. sessionStorage is per
 * tab, but a tab opened from a signed-in one starts with a copy of it, so both hold the same key:
 * signing out in either must end both. Tabs tell each other over a BroadcastChannel (same origin
 * only). The message carries the session's random id, never a credential, and a tab acts only on
 * the id of its own session (a tab signed in separately is not affected).
 */
const CHANNEL = 'console.session';

interface SignedOut {
  type: 'signed-out';
  sessionId: string;
}

const channelAvailable = () => typeof BroadcastChannel !== 'undefined';

export function announceSignOut(sessionId: string | undefined): void {
  if (!sessionId || !channelAvailable()) return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'signed-out', sessionId } satisfies SignedOut);
  channel.close();
}

/** Calls `listener` when another tab signs out of the session `currentSessionId()` names. */
export function onSignOutElsewhere(currentSessionId: () => string | undefined, listener: () => void): () => void {
  if (!channelAvailable()) return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<SignedOut> | null;
    const mine = currentSessionId();
    if (data?.type === 'signed-out' && typeof data.sessionId === 'string' && mine !== undefined && data.sessionId === mine) listener();
  };
  return () => channel.close();
}
