import { QueryClient } from '@tanstack/react-query';

/**
 * The query cache holds API resources only: never a credential, a key secret or a password.
 * The fetch client already retries reads on 429 and 5xx (after X-RateLimit-Reset, with backoff),
 * so TanStack Query does not retry on top of it; mutations are never retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 10_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
