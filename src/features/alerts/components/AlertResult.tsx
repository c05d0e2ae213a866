import { Code, Alert as MantineAlert, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { isApiError } from '../../../api/errors';
import { QueryState } from '../../../components/QueryState';
import type { Alert } from '../../../contract';
import { AlertCard } from './AlertCard';

/** One alert read by id: loading, "no alert with this id" (404), any other error, or the alert. */
export function AlertResult({
  alertId,
  query,
  actions,
}: {
  alertId: string;
  query: ComponentProps<typeof QueryState<Alert>>['query'];
  /** Buttons for the alert shown (Edit, Delete, Open). */
  actions?: (alert: Alert) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loadingLabel="Loading alert"
      refreshLabel="alert"
      explainError={(error) => (isApiError(error) && error.status === 404 ? <NoSuchAlert alertId={alertId} /> : undefined)}
    >
      {(alert) => <AlertCard alert={alert} actions={actions?.(alert)} />}
    </QueryState>
  );
}

function NoSuchAlert({ alertId }: { alertId: string }) {
  return (
    <MantineAlert color="yellow" variant="light" icon={<IconSearchOff size={18} />} title="No alert with this id" role="status">
      <Text size="sm">
        Nothing was found for <Code>{alertId}</Code>. Check the id: it may have been mistyped, or the alert was deleted or belongs to another team.
      </Text>
    </MantineAlert>
  );
}
