/**
 * A 401 anywhere after sign-in ends the session. The API clients report it here and the app
 * shell (SessionGuard) sends the person to sign-in with a message, remembering where they were.
 */
type Listener = (message: string) => void;
const listeners = new Set<Listener>();

export function reportUnauthorized(message: string): void {
  listeners.forEach((listener) => listener(message));
}

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
