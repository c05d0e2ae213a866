import type { RouteObject } from 'react-router-dom';

/** Routes of this area, each page a lazy chunk. Mounted by src/app/routes.tsx inside the app shell. */
export const activityRoutes: RouteObject[] = [{ path: 'activity', lazy: async () => ({ Component: (await import('./pages/ActivityPage')).ActivityPage }) }];
