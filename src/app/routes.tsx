import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { servicesRoutes } from '../features/services/routes';
import { organizationRoutes } from '../features/organization/routes';
import { keysRoutes } from '../features/keys/routes';
import { pipesRoutes } from '../features/pipes/routes';
import { alertsRoutes } from '../features/alerts/routes';
import { signInRoutes } from '../features/sign-in/routes';
import { membersRoutes } from '../features/members/routes';
import { activityRoutes } from '../features/activity/routes';
import { usageRoutes } from '../features/usage/routes';
import { RouteErrorPage } from './RouteErrorPage';
import { RequireSession } from './RequireSession';

/**
 * The route table: each feature's own routes.ts. Every area is lazy: its pages load as their own
 * chunk the first time they are opened. The sign-in page is part of the entry, so a first visit
 * fetches it with the entry instead of discovering it only after the entry has run (a request
 * waterfall).
 */
const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: signInRoutes,
  },
  {
    path: '/',
    element: <RequireSession />,
    errorElement: <RouteErrorPage />,
    // Shown while the first page's lazy chunks load on a fresh visit (React Router warns without one).
    hydrateFallbackElement: (
      <Center mih="50vh">
        <Loader aria-label="Loading the console" />
      </Center>
    ),
    children: [
      {
        lazy: async () => ({ Component: (await import('./AppLayout')).AppLayout }),
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <Navigate to="/services" replace /> },
              ...organizationRoutes,
              ...servicesRoutes,
              ...pipesRoutes,
              ...keysRoutes,
              ...membersRoutes,
              ...activityRoutes,
              ...usageRoutes,
              ...alertsRoutes,
              { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }) },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
