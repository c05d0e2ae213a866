import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Mantine's Modal, in the page only while it is open and while it closes. A mounted Mantine Modal,
 * even closed, listens to every keydown on the window (for Escape), so each closed dialog of a page
 * (the idle warning, a request preview, a leave guard) cost every keystroke in its forms a call.
 * It opens as a Modal does (mounted closed, then opened: its transition runs), and once it is gone
 * the focus goes back to what had it when it opened (Mantine's own return needs the Modal to stay).
 */
export function OnDemandModal({ opened, onExitTransitionEnd, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  const [shownOpen, setShownOpen] = useState(false);
  useEffect(() => setShownOpen(opened), [opened]);
  const returnFocusTo = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (opened) returnFocusTo.current ??= document.activeElement;
  }, [opened]);
  useEffect(() => {
    if (mounted) return;
    const element = returnFocusTo.current;
    returnFocusTo.current = null;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (element instanceof HTMLElement && element.isConnected && focusLost) element.focus({ preventScroll: true });
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Modal
      {...props}
      opened={opened && shownOpen}
      returnFocus={false}
      onExitTransitionEnd={() => {
        if (!opened) setMounted(false);
        onExitTransitionEnd?.();
      }}
    />
  );
}
