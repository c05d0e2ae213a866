import type { RouteObject } from 'react-router-dom';
import type { TabbedPageHandle } from '../../components/focus/useFocusHeadingOnNavigate';
import { SERVICE_TAB_PARAM } from './serviceTabs';

/** Routes of this area, each page a lazy chunk. Mounted by src/app/routes.tsx inside the app shell. */
export const servicesRoutes: RouteObject[] = [
  { path: 'services', lazy: async () => ({ Component: (await import('./pages/ServicesListPage')).ServicesListPage }) },
  { path: 'services/new', lazy: async () => ({ Component: (await import('./pages/CreateServicePage')).CreateServicePage }) },
  {
    // The last segment names the page's tab (serviceTabs.ts); none is the overview.
    path: `services/:serviceId/:${SERVICE_TAB_PARAM}?`,
    handle: { tabParam: SERVICE_TAB_PARAM } satisfies TabbedPageHandle,
    lazy: async () => ({ Component: (await import('./pages/ServicePage')).ServicePage }),
  },
];
