import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertsApi } from '../../api/alerts';
import type { AlertCreate } from '../../contract';

/**
 * Alerts: the alert API has only "create" and "get by id". Keys hold the alert id only, never the
 * access token; when the token changes, every cached alert is dropped (see AccessTokenForm).
 */
export const alertKeys = {
  all: ['alerts'] as const,
  detail: (alertId: string) => [...alertKeys.all, 'detail', alertId] as const,
};

export const alertQueries = {
  detail: (alertId: string) =>
    queryOptions({
      queryKey: alertKeys.detail(alertId),
      queryFn: ({ signal }) => alertsApi.getAlert(alertId, signal),
    }),
};

/** Create alert: sent once (never retried); the answer seeds the detail cache for the page it leads to. */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertCreate) => alertsApi.createAlert(body),
    retry: false,
    onSuccess: (alert) => queryClient.setQueryData(alertKeys.detail(alert.id), alert),
  });
}
