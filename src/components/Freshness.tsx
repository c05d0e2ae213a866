import { ActionIcon, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RelativeTime } from './DateTime';
import { RateLimitWait } from './RateLimitWait';

export type FreshnessQuery = Pick<UseQueryResult, 'dataUpdatedAt' | 'isFetching' | 'refetch'>;

/**
 * When what a page shows was read, and a button to read it again. The data also refreshes on its
 * own when the tab regains focus (app/queryClient.ts), so something created elsewhere shows up.
 * While polling waits for the rate limit, it says so first (components/RateLimitWait).
 */
export function Freshness({ query, label }: { query: FreshnessQuery; label: string }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" data-testid="freshness">
      <RateLimitWait />
      <Text size="xs" c="dimmed" span>
        Updated
      </Text>
      <RelativeTime value={query.dataUpdatedAt} size="xs" c="dimmed" />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`Refresh ${label}`}
        title={`Refresh ${label}`}
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        <IconRefresh size={14} />
      </ActionIcon>
    </Group>
  );
}
