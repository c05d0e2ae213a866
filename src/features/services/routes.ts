import type { RouteObject } from 'react-router-dom';

/** Routes of this area, each page a lazy chunk. Mounted by src/app/routes.tsx inside the app shell. */
export const servicesRoutes: RouteObject[] = [
  { path: 'services', lazy: async () => ({ Component: (await import('./pages/ServicesListPage')).ServicesListPage }) },
  { path: 'services/new', lazy: async () => ({ Component: (await import('./pages/CreateServicePage')).CreateServicePage }) },
  { path: 'services/:serviceId', lazy: async () => ({ Component: (await import('./pages/ServicePage')).ServicePage }) },
];
