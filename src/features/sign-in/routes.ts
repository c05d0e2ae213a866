import type { RouteObject } from 'react-router-dom';
import { SignInPage } from './pages/SignInPage';

/**
 * The sign-in page, outside the app shell. Mounted by src/app/routes.tsx; not lazy: it is part of
 * the entry, so a first visit fetches it with the entry instead of discovering it only after the
 * entry has run (a request waterfall).
 */
export const signInRoutes: RouteObject[] = [{ path: '/sign-in', Component: SignInPage }];
