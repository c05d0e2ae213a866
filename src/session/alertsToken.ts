import { readSession, updateSession } from './store';

/** What a token refused by the check says, at its field (sign-in and the alert pages' prompt). */
export const ALERTS_TOKEN_REFUSED = 'The alert API refused this token. Check it and paste it again.';

/** The id of the "access token not accepted" notification, so a newly accepted token can take it away. */
export const ALERTS_TOKEN_REJECTED_NOTICE = 'alerts-token-rejected';

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
