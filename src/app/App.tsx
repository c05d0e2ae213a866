import '@mantine/core/styles.css';
import './themeVariables.css';
import './mantineOverrides.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from './queryClient';
import { router } from './routes';
import { theme } from './theme';
import { bindApiToSession } from '../session/bindApi';
import { overrideTimings } from '../api/timeouts';

bindApiToSession();

// Lets the e2e tests prove no secret is in the query or mutation cache: in development, and in the
// production build the e2e suite makes with VITE_EXPOSE_QUERY_CLIENT=true (playwright.config.ts).
// `npm run build` leaves it unset, so this branch is not in what people run.
if (import.meta.env.DEV || import.meta.env.VITE_EXPOSE_QUERY_CLIENT === 'true') {
  (window as unknown as { __CONSOLE_QUERY_CLIENT__?: unknown }).__CONSOLE_QUERY_CLIENT__ = queryClient;
}

// Lets the e2e fault battery shorten the request timeout and the lost-reply lookup's patience
// (a page script sets `__CONSOLE_TEST_TIMINGS__` before the app loads): in development, and in the
// production build the e2e suite makes with VITE_TEST_TIMINGS=true. `npm run build` leaves it unset,
// so people always run the real ones (src/api/timeouts.ts).
if (import.meta.env.DEV || import.meta.env.VITE_TEST_TIMINGS === 'true') {
  overrideTimings((window as unknown as { __CONSOLE_TEST_TIMINGS__?: unknown }).__CONSOLE_TEST_TIMINGS__);
}

export function App() {
  return (
    // The theme's CSS variables (its readable text colours among them) come with the stylesheet,
    // computed at build time (themeVariables.css, scripts/readable-colors.ts), not in the page
    // before its first paint.
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        {/* The modals and notifications providers live in the signed-in shell (AppLayout): the
            sign-in route needs neither, and they would weigh on its first load. */}
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
