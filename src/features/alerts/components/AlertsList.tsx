import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconBell, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { capitalize } from '../alertDisplay';
import { ALERTS_PAGE_SIZE, alertQueries } from '../queries';
import { AlertsTable } from './AlertsTable';
import { RecentAlerts } from './RecentAlerts';

/** Pages needed for `total` alerts (at least 1). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / ALERTS_PAGE_SIZE));

/**
 * The team's alerts, a page at a time (`GET /api/v2/alerts?limit&offset`; the total from `meta`).
 * Where the list cannot be read, the alerts created or opened in this tab are offered instead.
 */
export function AlertsList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useQuery(alertQueries.page(page));
  const unreadable = list.data === undefined && list.isError;
  return (
    <Stack gap="md">
      <QueryState
        query={list}
        loadingLabel="Loading alerts"
        refreshLabel="alerts"
        errorTitle="The alert list could not be read"
        isEmpty={(answer) => answer.meta.total === 0}
        empty={
          <EmptyState icon={<IconBell size={26} />} title="No alerts yet">
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              An alert watches a dashboard tile or a saved search and notifies a webhook when its value crosses a threshold.
            </Text>
            <Button component={Link} to="/alerts/new" leftSection={<IconPlus size={16} />}>
              Create your first alert
            </Button>
          </EmptyState>
        }
      >
        {(answer) => {
          const pages = pageCount(answer.meta.total);
          const first = answer.meta.offset + 1;
          const last = answer.meta.offset + answer.data.length;
          return (
            <Stack gap="sm">
              {answer.data.length === 0 ? (
                <Group gap="sm">
                  <Text size="sm">This page is past the last alert.</Text>
                  <Button variant="default" size="xs" onClick={() => onPage(pages)}>
                    Go to page {pages}
                  </Button>
                </Group>
              ) : (
                <AlertsTable alerts={answer.data} />
              )}
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" c="dimmed" role="status" aria-live="polite">
                  {answer.data.length === 0
                    ? `${answer.meta.total.toLocaleString('en-US')} alerts in total`
                    : `Alerts ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${answer.meta.total.toLocaleString('en-US')}`}
                </Text>
                {pages > 1 && (
                  <Pagination
                    total={pages}
                    value={Math.min(page, pages)}
                    onChange={onPage}
                    getControlProps={(control) => ({ 'aria-label': `${capitalize(control)} page` })}
                    aria-label="Pages of alerts"
                  />
                )}
              </Group>
            </Stack>
          );
        }}
      </QueryState>
      {unreadable && <RecentAlerts />}
    </Stack>
  );
}
