import type { QueryClient } from '@tanstack/react-query';
import { announceSignOut } from './crossTabSignOut';
import { collectDrafts, keepDrafts } from './formDrafts';
import { clearSession, readSession } from './store';
import { setSignInNotice } from './signInNotice';

/**
 * Ends the session and forgets everything: session storage, local storage and the whole query
 * cache. The sign-in guard then shows the sign-in page with `message`; with `returnHere`, signing
 * in again returns to the page the person was on, and its forms get back what was typed (never
 * a secret: formDrafts.ts).
 */
export function endSession(queryClient: QueryClient, message: string, returnHere = false): void {
  setSignInNotice(message, returnHere);
  const drafts = returnHere ? collectDrafts() : new Map<string, string>();
  queryClient.cancelQueries();
  queryClient.clear();
  try {
    // The console keeps no credential there, but sign-out leaves nothing behind at all
    // (this also resets the theme choice to follow the system).
    window.localStorage.clear();
  } catch {
    // storage unavailable: nothing to remove
  }
  clearSession();
  keepDrafts(drafts);
}

export function signOut(queryClient: QueryClient): void {
  const sessionId = readSession()?.sessionId;
  endSession(queryClient, 'You signed out. Nothing of your session is left in this browser.');
  announceSignOut(sessionId);
}
