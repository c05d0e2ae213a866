/**
 * The page's main heading as a place for focus: the skip link and a navigation move focus to it,
 * so a keyboard or screen reader user starts reading the new page at its title. It is made
 * focusable by script only (tabIndex -1: never a Tab stop), and shows no outline when the move
 * came from a mouse click (the browser's :focus-visible heuristics; pageHeading.css).
 */
export const PAGE_HEADING_SELECTOR = 'main h1';

/** The main heading of the page on screen, if it has one yet. */
export function pageHeading(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>(PAGE_HEADING_SELECTOR) ?? root.querySelector<HTMLElement>('h1');
}

/** Moves focus to the element (the heading, or the main region without one), made focusable by script only. */
export function focusByScript(element: HTMLElement, options?: FocusOptions): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.setAttribute('data-focus-target', '');
  element.focus(options);
}

/** True while a modal dialog is open: focus belongs to it, and a navigation does not take it away. */
export const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/** How long after a navigation its page may take to show its heading (a slow first read). */
const WAIT_FOR_HEADING_MS = 15_000;

/**
 * After a navigation: focus the new page's main heading as soon as it is shown, unless the
 * person has moved focus somewhere else meanwhile (typed into a field, a dialog opened). Focus
 * left where the navigation started (the link or button used, or nothing because it was
 * removed) is moved. Returns the cleanup, which stops waiting.
 */
export function focusHeadingWhenShown(): () => void {
  const start = document.activeElement;
  const stillWhereItWas = () => {
    const active = document.activeElement;
    return active === null || active === document.body || active === start;
  };
  const attempt = (): boolean => {
    if (!stillWhereItWas() || modalOpen()) return true;
    const heading = pageHeading(document.querySelector('main') ?? document);
    if (heading === null) return false;
    focusByScript(heading);
    return true;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
