import { useQuery } from '@tanstack/react-query';
import { Name } from '../../../components/Name';
import { alertQueries } from '../queries';

/**
 * The alert's name, for the page's heading and breadcrumb: read from the cache the page's own read
 * fills (this never sends a request), "Alert" until it is read, "Unnamed alert" for one without a name.
 */
export function AlertTitle({ alertId, lines = 2, maw }: { alertId: string; lines?: number; /** The widest it may be (a breadcrumb's). */ maw?: number }) {
  const { data } = useQuery({ ...alertQueries.detail(alertId), enabled: false });
  if (!data) return <>Alert</>;
  return data.name ? <Name value={data.name} lines={lines} maw={maw} /> : <>Unnamed alert</>;
}
