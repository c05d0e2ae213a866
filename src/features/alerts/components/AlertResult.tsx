import { Alert as MantineAlert, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { isApiError } from '../../../api/errors';
import { QueryState } from '../../../components/QueryState';
import type { Alert } from '../../../contract';
import { rememberAlert } from '../recentAlerts';
import { AlertCard } from './AlertCard';
import { CodeName } from '../../../components/Name';

/** One alert read by id (remembered in this tab's recent alerts once shown): loading, "no alert with this id" (404), any other error, or the alert. */
export function AlertResult({
  alertId,
  query,
  actions,
  cardTitle,
}: {
  alertId: string;
  query: ComponentProps<typeof QueryState<Alert>>['query'];
  /** Buttons for the alert shown (Edit, Delete, Open). */
  actions?: (alert: Alert) => ReactNode;
  /** The card's heading, where the page's names the alert (default: the alert's name). */
  cardTitle?: string;
}) {
  // An alert shown (found by id or opened) joins this tab's recent alerts.
  const shown = query.data;
  useEffect(() => {
    if (shown) rememberAlert(shown);
  }, [shown]);
  return (
    <QueryState
      query={query}
      loadingLabel="Loading alert"
      refreshLabel="alert"
      explainError={(error) => (isApiError(error) && error.status === 404 ? <NoSuchAlert alertId={alertId} /> : undefined)}
    >
      {(alert) => <AlertCard alert={alert} actions={actions?.(alert)} title={cardTitle} />}
    </QueryState>
  );
}

function NoSuchAlert({ alertId }: { alertId: string }) {
  return (
    <MantineAlert color="yellow" variant="light" icon={<IconSearchOff size={18} />} title="No alert with this id" role="status">
      <Text size="sm">
        Nothing was found for <CodeName value={alertId} />. Check the id: it may have been mistyped, or the alert was deleted or belongs to another team.
      </Text>
    </MantineAlert>
  );
}
