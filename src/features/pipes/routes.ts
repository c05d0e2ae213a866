import type { RouteObject } from 'react-router-dom';

/** Routes of this area, each page a lazy chunk. Mounted by src/app/routes.tsx inside the app shell. */
export const pipesRoutes: RouteObject[] = [
  { path: 'pipes', lazy: async () => ({ Component: (await import('./pages/PipesPage')).PipesPage }) },
  { path: 'pipes/:serviceId/new', lazy: async () => ({ Component: (await import('./wizard/CreatePipePage')).CreatePipePage }) },
  { path: 'pipes/:serviceId/:pipeId/edit', lazy: async () => ({ Component: (await import('./edit/EditPipePage')).EditPipePage }) },
  { path: 'pipes/:serviceId/:pipeId', lazy: async () => ({ Component: (await import('./pages/PipeDetailPage')).PipeDetailPage }) },
];
