import '@mantine/core/styles.css';
import './mantineOverrides.css';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from './queryClient';
import { router } from './routes';
import { READABLE_COLOR_VARIABLES } from './readableColorVariables';
import { theme } from './theme';
import { bindApiToSession } from '../session/bindApi';

bindApiToSession();

// Lets the e2e tests prove no secret is in the query or mutation cache: in development, and in the
// production build the e2e suite makes with VITE_EXPOSE_QUERY_CLIENT=true (playwright.config.ts).
// `npm run build` leaves it unset, so this branch is not in what people run.
if (import.meta.env.DEV || import.meta.env.VITE_EXPOSE_QUERY_CLIENT === 'true') {
  (window as unknown as { __CONSOLE_QUERY_CLIENT__?: unknown }).__CONSOLE_QUERY_CLIENT__ = queryClient;
}

/** The theme's readable text colours, computed at build time (scripts/readable-colors.ts), not before the first paint. */
const cssVariablesResolver: CSSVariablesResolver = () => READABLE_COLOR_VARIABLES;

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        {/* The modals and notifications providers live in the signed-in shell (AppLayout): the
            sign-in route needs neither, and they would weigh on its first load. */}
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
