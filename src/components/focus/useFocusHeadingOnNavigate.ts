import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusHeadingWhenShown } from './pageHeading';

/**
 * After every navigation inside the app (a new path; not a change of the query string, which
 * filters or pages the same page), focus moves to the new page's main heading once it shows, so
 * focus is never left on the page's body or on a link of the page that went away. Not on the
 * first page shown: there the browser starts at the top, and the first Tab reaches the skip link.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    return focusHeadingWhenShown();
  }, [pathname]);
}
