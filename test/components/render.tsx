/**
 * Renders a component as the app does: inside Mantine's provider (the app's theme) and a fresh
 * TanStack Query client, under React's StrictMode (double renders and effects, as in development),
 * so a component test also proves an effect sends no request of its own.
 *
 *   const { user } = renderWithProviders(<MyForm />);
 *   await user.type(screen.getByLabelText('Name'), 'prod');
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { theme } from '../../src/app/theme';

export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <StrictMode>
        <MantineProvider theme={theme}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </StrictMode>
    ),
  });
  return { ...result, queryClient, user: userEvent.setup() };
}
