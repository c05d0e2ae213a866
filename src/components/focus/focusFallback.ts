import { focusByScript, modalOpen, pageHeading } from './pageHeading';

/**
 * How long after focus was lost its owner may still put it somewhere (a dialog gives it back to
 * its opener 10 ms after closing; the pipe wizard puts it on the new step's heading at the next
 * frame) before the page's heading takes it.
 */
const SETTLE_MS = 100;

/** The element that had the focus can no longer hold it: removed from the page, or disabled. */
const gone = (element: Element) => !element.isConnected || element.matches(':disabled');

/**
 * Focus is never left on the page's body when the control that had it goes away: a button
 * replaced as its state changes (Stop once the service stops, Disable once the key is disabled),
 * disabled while its request runs, or a dialog's opener gone when the dialog gives focus back.
 * The page's main heading takes it then, as after a navigation, so the next Tab goes on from the
 * page's content (without scrolling the page when the control is only disabled). A focus let go
 * on purpose (a click on the page's background, another window)
 * leaves the control in place and is left alone. Returns the cleanup.
 */
export function keepFocusOnPage(doc: Document = document): () => void {
  let timer: number | undefined;
  const onFocusOut = (event: FocusEvent) => {
    const from = event.target;
    if (event.relatedTarget !== null || !(from instanceof Element)) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      const active = doc.activeElement;
      if ((active !== null && active !== doc.body) || !gone(from) || modalOpen()) return;
      const heading = pageHeading(doc.querySelector('main') ?? doc);
      // A control only disabled (a submit while its request runs) is still where the person is
      // looking: the page is not scrolled to the heading, as it is for a control that went away.
      if (heading) focusByScript(heading, { preventScroll: from.isConnected });
    }, SETTLE_MS);
  };
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    doc.removeEventListener('focusout', onFocusOut);
    window.clearTimeout(timer);
  };
}
