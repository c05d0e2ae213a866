import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callOperation } from '../../api/operations';
import { invalidateOp, opKey, opQuery, setOpData } from '../../api/queryKeys';
import { operations, type Alert } from '../../contract';
import { forgetAlert, rememberAlert } from './recentAlerts';

/** Alerts per page of the list (the API allows up to 1000; a page a person can scan). */
export const ALERTS_PAGE_SIZE = 20;

/**
 * Alerts. Keys hold the alert id or the page only, never the access token; when the token
 * changes, every cached answer of the alert API is dropped (see AccessTokenForm).
 */
export const alertQueries = {
  detail: (alertId: string) => opQuery(operations.getAlert, { alertId }),
  /** One page of the list (1-based); the previous page stays on screen while the next loads. */
  page: (page: number) =>
    queryOptions({
      ...opQuery(operations.listAlerts, { limit: String(ALERTS_PAGE_SIZE), offset: String((page - 1) * ALERTS_PAGE_SIZE) }),
      placeholderData: keepPreviousData,
    }),
};

/** After a create or a replace: the answer is the alert now (its read, this tab's recent alerts); the list is read again. */
export function alertSaved(queryClient: QueryClient, alert: Alert): void {
  setOpData(queryClient, operations.getAlert, { alertId: alert.id }, alert);
  rememberAlert(alert);
  void invalidateOp(queryClient, operations.listAlerts);
}

/** Delete alert: gone from the cache, the list and this tab's recent alerts. */
export function useDeleteAlert(alertId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(operations.deleteAlert, { alertId }),
    onSuccess: () => {
      forgetAlert(alertId);
      queryClient.removeQueries({ queryKey: opKey(operations.getAlert, { alertId }), exact: true });
      void invalidateOp(queryClient, operations.listAlerts);
    },
  });
}
