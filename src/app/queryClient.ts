import { QueryClient } from '@tanstack/react-query';
import { readRetryDelay, shouldRetryRead } from '../api/retry';

/**
 * The query cache holds API resources only: never a credential, a key secret or a password.
 * Retries belong here (the fetch client sends each request once, see api/retry.ts for the policy),
 * so a page can say it is retrying (components/PageLoader). Mutations are never retried.
 * Data older than `staleTime` is read again when the tab regains focus, so a service or pipe
 * created in another tab or by a script shows up without a reload (components/Freshness).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetryRead, retryDelay: readRetryDelay, staleTime: 10_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});
