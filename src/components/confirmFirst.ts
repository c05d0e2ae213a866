import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a confirmation dialog says: its question, what follows from it, and its two buttons. */
export interface ConfirmOptions {
  title: ReactNode;
  children: ReactNode;
  labels: { confirm: string; cancel: string };
  confirmProps?: { color?: MantineColor };
}

/** A confirmation waiting for its answer (ConfirmDialogHost shows it). */
export interface PendingConfirm extends ConfirmOptions {
  answer(confirmed: boolean): void;
}

let pending: PendingConfirm | null = null;
const listeners = new Set<() => void>();

/** The confirmation being asked, if any, and its subscription (for useSyncExternalStore). */
export const pendingConfirm = {
  current: (): PendingConfirm | null => pending,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function show(next: PendingConfirm | null) {
  pending = next;
  listeners.forEach((listener) => listener());
}

/**
 * A confirmation dialog as a promise: true when confirmed; false when cancelled, dismissed by
 * Escape or a click outside. Used by a form shell's `confirm` step, so a submit waiting for its
 * confirmation still counts as in flight (no second dialog, no second request). A new question
 * replaces one left unanswered, which counts as cancelled.
 */
export function confirmFirst(options: ConfirmOptions): Promise<boolean> {
  pending?.answer(false);
  return new Promise((resolve) => {
    const request: PendingConfirm = {
      ...options,
      answer: (confirmed) => {
        if (pending === request) show(null);
        resolve(confirmed);
      },
    };
    show(request);
  });
}
