import { readSession, updateSession } from './store';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The alert API refused the access token: forget only that token (the alert pages then ask for
 * it again) and tell the app shell, which says so. The management session goes on.
 * (The shell shows the notification: this file is reached from the API clients, which the
 * sign-in page loads, and the notifications module stays out of that first load.)
 */
export function rejectAlertsToken(): void {
  if (!readSession()?.alertsToken) return;
  updateSession({ alertsToken: undefined });
  listeners.forEach((listener) => listener());
}

export function onAlertsTokenRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
