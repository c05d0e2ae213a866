import { useSyncExternalStore } from 'react';

/**
 * How many one-time secrets are on screen in this tab (a service password, a key secret): the
 * idle sign-out waits while one is, since signing out would lose it for good. The secret dialogs'
 * guard holds one while it is mounted (components/secret/SecretLeaveGuard).
 */
let open = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Marks a secret as on screen; returns the release (call it once the secret is closed). */
export function holdOpenSecret(): () => void {
  open += 1;
  emit();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    open -= 1;
    emit();
  };
}

export function openSecretCount(): number {
  return open;
}

export function useOpenSecretCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openSecretCount,
    () => 0,
  );
}
