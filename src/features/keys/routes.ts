import type { RouteObject } from 'react-router-dom';

/** Routes of this area, each page a lazy chunk. Mounted by src/app/routes.tsx inside the app shell. */
export const keysRoutes: RouteObject[] = [
  { path: 'keys', lazy: async () => ({ Component: (await import('./pages/KeysListPage')).KeysListPage }) },
  { path: 'keys/new', lazy: async () => ({ Component: (await import('./pages/CreateKeyPage')).CreateKeyPage }) },
  { path: 'keys/:keyId', lazy: async () => ({ Component: (await import('./pages/KeyDetailPage')).KeyDetailPage }) },
];
