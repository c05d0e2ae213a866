import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from './queryClient';
import { router } from './routes';
import { theme } from './theme';

// Dev server only (the e2e suite runs against it): lets tests prove no secret is in the query or
// mutation cache. Production builds drop this branch.
if (import.meta.env.DEV) {
  (window as unknown as { __CONSOLE_QUERY_CLIENT__?: unknown }).__CONSOLE_QUERY_CLIENT__ = queryClient;
}

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
