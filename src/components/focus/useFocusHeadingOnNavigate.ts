import { useEffect, useRef } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router-dom';
import { focusHeadingWhenShown } from './pageHeading';

/**
 * A route's `handle` that names the path parameter choosing one tab of its page (the service
 * page's `/services/:serviceId/:tab?`): moving between its tabs stays on the same page.
 */
export interface TabbedPageHandle {
  tabParam: string;
}

const isTabbed = (handle: unknown): handle is TabbedPageHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as Partial<TabbedPageHandle>).tabParam === 'string';

/** What names the page shown: its path, or for a tabbed page its route and parameters but the tab. */
export function pageOf(matches: readonly Pick<UIMatch, 'id' | 'params' | 'handle'>[], pathname: string): string {
  const leaf = matches[matches.length - 1];
  if (leaf === undefined || !isTabbed(leaf.handle)) return pathname;
  const tabParam = leaf.handle.tabParam;
  const rest = Object.entries(leaf.params).filter(([name]) => name !== tabParam);
  return `${leaf.id} ${JSON.stringify(rest)}`;
}

/**
 * After every navigation inside the app (a new path; not a change of the query string, which
 * filters or pages the same page, nor of a tabbed page's tab, where focus stays on the tab
 * chosen), focus moves to the new page's main heading once it shows, so focus is never left on
 * the page's body or on a link of the page that went away. Not on the first page shown: there
 * the browser starts at the top, and the first Tab reaches the skip link.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const page = pageOf(useMatches(), pathname);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = page;
    if (previous === null || previous === page) return;
    return focusHeadingWhenShown();
  }, [page]);
}
