import type { QueryClient } from '@tanstack/react-query';
import { clearSession } from './store';

/** Signing out forgets everything: session storage, local storage and the whole query cache. */
export function signOut(queryClient: QueryClient): void {
  queryClient.cancelQueries();
  queryClient.clear();
  clearSession();
  try {
    window.localStorage.removeItem('console.session');
  } catch {
    // storage unavailable: nothing to remove
  }
}
