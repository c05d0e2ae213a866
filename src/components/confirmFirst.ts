import { modals } from '@mantine/modals';

type ConfirmOptions = Omit<Parameters<typeof modals.openConfirmModal>[0], 'onConfirm' | 'onCancel' | 'onClose'>;

/**
 * Mantine's confirmation dialog as a promise: true when confirmed; false when cancelled,
 * dismissed by Escape or a click outside. Used by a form shell's `confirm` step, so a submit
 * waiting for its confirmation still counts as in flight (no second dialog, no second request).
 */
export function confirmFirst(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    modals.openConfirmModal({ ...options, onConfirm: () => answer(true), onCancel: () => answer(false), onClose: () => answer(false) });
  });
}
