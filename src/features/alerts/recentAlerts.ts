/**
 * The alerts created or opened in this tab (id and name only, never the token), newest first, in
 * sessionStorage: gone with the tab or at sign-out (which clears the tab's storage). Shown where
 * the alert list cannot be read, so an alert is never lost.
 */
import { useSyncExternalStore } from 'react';

export interface RecentAlert {
  id: string;
  name?: string;
}

/** How many the tab keeps: the oldest goes first. */
export const RECENT_ALERTS_MAX = 20;
const STORAGE_KEY = 'console.recentAlerts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function tabStorage(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isRecent(value: unknown): value is RecentAlert {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && (name === undefined || typeof name === 'string');
}

/** The stored list; anything unreadable counts as empty. */
export function parseRecentAlerts(raw: string | null): RecentAlert[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecent).slice(0, RECENT_ALERTS_MAX) : [];
  } catch {
    return [];
  }
}

/** `alert` first (its name updated), without duplicates, at most RECENT_ALERTS_MAX. */
export function withRecent(list: readonly RecentAlert[], alert: { id: string; name?: string | null }): RecentAlert[] {
  const entry: RecentAlert = alert.name ? { id: alert.id, name: alert.name } : { id: alert.id };
  return [entry, ...list.filter((a) => a.id !== alert.id)].slice(0, RECENT_ALERTS_MAX);
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: RecentAlert[] = [];

export function readRecentAlerts(storage: Store | null = tabStorage()): RecentAlert[] {
  const raw = storage?.getItem(STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseRecentAlerts(raw);
  }
  return cached;
}

function write(list: RecentAlert[], storage: Store | null): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage full or unavailable: the list is a convenience, nothing breaks without it
  }
  listeners.forEach((listener) => listener());
}

/** An alert was created or opened in this tab. */
export function rememberAlert(alert: { id: string; name?: string | null }, storage: Store | null = tabStorage()): void {
  const list = readRecentAlerts(storage);
  const next = withRecent(list, alert);
  if (JSON.stringify(next) !== JSON.stringify(list)) write(next, storage);
}

/** An alert was deleted: it leaves the list. */
export function forgetAlert(alertId: string, storage: Store | null = tabStorage()): void {
  const list = readRecentAlerts(storage);
  if (list.some((a) => a.id === alertId))
    write(
      list.filter((a) => a.id !== alertId),
      storage,
    );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecentAlerts(): RecentAlert[] {
  return useSyncExternalStore(
    subscribe,
    () => readRecentAlerts(),
    () => [],
  );
}
