import { alertsClient } from './clients';
import { apiPath } from './paths';
import type { Alert, AlertCreate } from '../contract';

/** The alert API: create an alert, read one alert. */
export const alertsApi = {
  createAlert: (body: AlertCreate) => alertsClient.post<Alert>('/api/v2/alerts', body),
  getAlert: (id: string, signal?: AbortSignal) => alertsClient.get<Alert>(apiPath`/api/v2/alerts/${id}`, { signal }),
};
