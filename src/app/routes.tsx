import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { servicesRoutes } from '../features/services/routes';
import { organizationRoutes } from '../features/organization/routes';
import { keysRoutes } from '../features/keys/routes';
import { pipesRoutes } from '../features/pipes/routes';
import { alertsRoutes } from '../features/alerts/routes';
import { RouteErrorPage } from './RouteErrorPage';
import { RequireSession } from './RequireSession';

/**
 * The route table. Every area is lazy: its pages load as their own chunk the first time
 * they are opened, and the sign-in route loads only what it needs.
 */
const routes: RouteObject[] = [
  {
    path: '/sign-in',
    lazy: async () => ({ Component: (await import('../session/SignInPage')).SignInPage }),
    errorElement: <RouteErrorPage />,
  },
  {
    path: '/',
    element: <RequireSession />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./AppLayout')).AppLayout }),
        children: [
          { errorElement: <RouteErrorPage />, children: [
            { index: true, element: <Navigate to="/services" replace /> },
            ...organizationRoutes,
            ...servicesRoutes,
            ...pipesRoutes,
            ...keysRoutes,
            ...alertsRoutes,
            { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }) },
          ] },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
