import { useSyncExternalStore } from 'react';
import { isAlertsDialect, isManagementDialect, type AlertsDialect, type ManagementDialect } from '../contract/dialectNames';

/**
 * The signed-in session. It lives in sessionStorage only: it survives a reload of this tab,
 * is not shared with other tabs, and is gone when the tab closes. Never in localStorage,
 * a URL, a log line, a query key or the query cache.
 */
export interface Session {
  managementUrl: string; // '' = this origin
  keyId: string;
  keySecret: string;
  alertsUrl: string; // '' = this origin
  alertsToken?: string;
  /** The words the management API target speaks (absent: the contract's); see contract/dialect.ts. */
  managementDialect?: ManagementDialect;
  /** The alert API target's dialect (absent: the contract's). */
  alertsDialect?: AlertsDialect;
  organizationId: string;
  organizationName?: string;
  /** A random id of this sign-in (not a credential), shared by tabs opened from this one; see crossTabSignOut.ts. */
  sessionId?: string;
}

const STORAGE_KEY = 'console.session';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSession(): Session | null {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = parse(raw);
  return cachedSession;
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.keyId !== 'string' || typeof value.keySecret !== 'string' || typeof value.organizationId !== 'string') {
      return null;
    }
    return {
      managementUrl: value.managementUrl ?? '',
      keyId: value.keyId,
      keySecret: value.keySecret,
      alertsUrl: value.alertsUrl ?? '',
      alertsToken: value.alertsToken || undefined,
      managementDialect: isManagementDialect(value.managementDialect) ? value.managementDialect : undefined,
      alertsDialect: isAlertsDialect(value.alertsDialect) ? value.alertsDialect : undefined,
      organizationId: value.organizationId,
      organizationName: value.organizationName,
      sessionId: typeof value.sessionId === 'string' ? value.sessionId : undefined,
    };
  } catch {
    return null;
  }
}

export function writeSession(session: Session): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(session));
  emit();
}

export function updateSession(patch: Partial<Session>): void {
  const current = readSession();
  if (!current) return;
  writeSession({ ...current, ...patch });
}

/** Removes every trace of the session from this tab's storage. */
export function clearSession(): void {
  const s = storage();
  if (s) s.clear();
  emit();
}

function emit() {
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}

/** The session of a page behind the sign-in guard: it is always there. */
export function useRequiredSession(): Session {
  const session = useSession();
  if (!session) throw new Error('No session: this page must be rendered behind the sign-in guard.');
  return session;
}
