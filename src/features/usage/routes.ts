import type { RouteObject } from 'react-router-dom';

/** Routes of this area, each page a lazy chunk. Mounted by src/app/routes.tsx inside the app shell. */
export const usageRoutes: RouteObject[] = [{ path: 'usage', lazy: async () => ({ Component: (await import('./pages/UsagePage')).UsagePage }) }];
