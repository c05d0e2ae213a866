import type { MouseEvent } from 'react';
import { focusByScript, pageHeading } from './pageHeading';
import classes from './SkipLink.module.css';
import './pageHeading.css';

/** The id of the element the skip link leads to (the main region). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first Tab stop of a page, hidden until it has focus. It moves focus to
 * the page's main heading (or the main region), past the header and the navigation. Focus is
 * moved by script rather than by the #fragment, which would add a history entry and a route
 * change for the router.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    const target = (main && pageHeading(main)) ?? main;
    if (!target) return;
    event.preventDefault();
    focusByScript(target);
    target.scrollIntoView({ block: 'nearest' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip} onClick={skip}>
      Skip to content
    </a>
  );
}
