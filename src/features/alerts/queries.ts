import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../api/operations';
import { opQuery, setOpData } from '../../api/queryKeys';
import { operations, type AlertCreate } from '../../contract';

/**
 * Alerts. Keys hold the alert id only, never the access token; when the token changes, every
 * cached answer of the alert API is dropped (see AccessTokenForm).
 */
export const alertQueries = {
  detail: (alertId: string) => opQuery(operations.getAlert, { alertId }),
};

/** Create alert: sent once (never retried); the answer seeds the detail cache for the page it leads to. */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertCreate) => callOperation(operations.createAlert, {}, body),
    onSuccess: (alert) => setOpData(queryClient, operations.getAlert, { alertId: alert.id }, alert),
  });
}
