import { Code, Alert as MantineAlert, Center, Loader, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '../../../api/errors';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import type { Alert } from '../../../contract';
import { AlertCard } from './AlertCard';

/** One alert read by id: loading, "no alert with this id" (404), any other error, or the alert. */
export function AlertResult({
  alertId,
  query,
  actions,
}: {
  alertId: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data: Alert | undefined };
  actions?: ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label="Loading alert" />
      </Center>
    );
  }
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <MantineAlert color="yellow" variant="light" icon={<IconSearchOff size={18} />} title="No alert with this id" role="status">
        <Text size="sm">
          Nothing was found for <Code>{alertId}</Code>. Check the id: the alert API cannot list alerts, so the id is the
          only way to find one.
        </Text>
      </MantineAlert>
    );
  }
  if (query.isError) return <ApiErrorAlert error={query.error} />;
  return query.data ? <AlertCard alert={query.data} actions={actions} /> : null;
}
