import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { offersTryAgain } from '../api/retry';
import { ApiErrorAlert } from './ApiErrorAlert';
import { Freshness } from './Freshness';
import { RetryNotice } from './PageLoader';

interface Props<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch' | 'failureCount' | 'fetchStatus' | 'dataUpdatedAt'>;
  /** Names what is loading, for screen readers: "Loading services". */
  loadingLabel: string;
  /** Shown instead of the children when the answer has nothing to show (an empty list). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** An error the page explains in its own words (a 404, a 424…); undefined falls back to the alert. */
  explainError?: (error: unknown) => ReactNode | undefined;
  errorTitle?: string;
  children: (data: T) => ReactNode;
  /** Names what a Refresh button above the data reads again ("services"); omit to show none. */
  refreshLabel?: string;
}

/**
 * One shape for what a page shows around a read: a labelled spinner while loading, the failed
 * request (what happened, what to do, the request id) with "Try again" where another try may go
 * otherwise (network, timeout, 5xx, 408, 429; never a 403 or another 4xx), the empty state, or the
 * data. Data already shown stays shown when a background refresh fails. With `refreshLabel`, the
 * data is topped by when it was read and a Refresh button (components/Freshness).
 */
export function QueryState<T>({ query, loadingLabel, empty, isEmpty, explainError, errorTitle, children, refreshLabel }: Props<T>) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader aria-label={loadingLabel} />
          <RetryNotice query={query} />
        </Stack>
      </Center>
    );
  }
  if (query.data === undefined) {
    const explained = explainError?.(query.error);
    if (explained !== undefined) return <>{explained}</>;
    return (
      <Stack gap="xs">
        <ApiErrorAlert error={query.error} title={errorTitle} />
        {offersTryAgain(query.error) && (
          <Group>
            <Button variant="default" size="xs" leftSection={<IconRefresh size={14} />} loading={query.isFetching} onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  const shown = empty !== undefined && isEmpty?.(query.data) ? empty : children(query.data);
  if (refreshLabel === undefined) return <>{shown}</>;
  return (
    <Stack gap={4}>
      <Freshness query={query} label={refreshLabel} />
      {shown}
    </Stack>
  );
}
