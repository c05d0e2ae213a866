import { useEffect, useRef, useState } from 'react';

/**
 * A dialog closed by unmounting it (`{open && <Dialog opened />}`) gives focus back to the
 * control that opened it, as Mantine's Modal does when its `opened` turns false, which a modal
 * unmounted while open never sees. The opener is the element focused as the dialog first renders
 * open (before its focus trap moves in). Focus is given back only when the dialog took it with
 * it (left on the page's body) and the opener is still there; otherwise the page's focus
 * fallback (focusFallback.ts) puts it on the heading.
 */
export function useReturnFocusOnUnmount(opened: boolean): void {
  const [opener] = useState(() => (opened && typeof document !== 'undefined' ? document.activeElement : null));
  const openedNow = useRef(opened);
  useEffect(() => {
    openedNow.current = opened;
  }, [opened]);
  useEffect(
    () => () => {
      if (!openedNow.current || !(opener instanceof HTMLElement) || opener === document.body) return;
      window.setTimeout(() => {
        const active = document.activeElement;
        if ((active === null || active === document.body) && opener.isConnected) opener.focus({ preventScroll: true });
      }, 0);
    },
    [opener],
  );
}
