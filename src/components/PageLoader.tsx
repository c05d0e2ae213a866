import { Center, Loader, Stack, Text } from '@mantine/core';
import { MAX_READ_RETRIES } from '../api/retry';

/** What PageLoader reads of a query (TanStack Query's result has these fields). */
export interface LoadingQuery {
  failureCount: number;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * "Retrying (attempt 2 of 3)…" while a read is being tried again after a failure (429, 5xx, network),
 * so a slow page says why; nothing otherwise.
 */
export function RetryNotice({ query }: { query: LoadingQuery }) {
  if (query.failureCount === 0) return null;
  const attempt = Math.min(query.failureCount, MAX_READ_RETRIES);
  return (
    <Text size="sm" c="dimmed" role="status">
      {query.fetchStatus === 'paused'
        ? 'Waiting for the network to come back…'
        : `The server did not answer as expected. Retrying (attempt ${attempt} of ${MAX_READ_RETRIES})…`}
    </Text>
  );
}

/** The loading shape of a page or section: a labelled spinner, and the retry notice when retrying. */
export function PageLoader({ label, query }: { label: string; query: LoadingQuery }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader aria-label={label} />
        <RetryNotice query={query} />
      </Stack>
    </Center>
  );
}
