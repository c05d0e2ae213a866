import type { RouteObject } from 'react-router-dom';

/** Routes of this area, each page a lazy chunk. Mounted by src/app/routes.tsx inside the app shell. */
export const alertsRoutes: RouteObject[] = [
  { path: 'alerts', lazy: async () => ({ Component: (await import('./pages/AlertsPage')).AlertsPage }) },
  { path: 'alerts/new', lazy: async () => ({ Component: (await import('./pages/CreateAlertPage')).CreateAlertPage }) },
  { path: 'alerts/:alertId/edit', lazy: async () => ({ Component: (await import('./pages/EditAlertPage')).EditAlertPage }) },
  { path: 'alerts/:alertId', lazy: async () => ({ Component: (await import('./pages/AlertDetailPage')).AlertDetailPage }) },
];
