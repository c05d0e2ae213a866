import { CONTRACT_DIALECTS, type AlertsDialect } from '../../contract/dialectNames';
import { useSession } from '../../session/store';

/** The dialect the session's alert API speaks: the contract's unless the session says HyperDX. */
export function useAlertsDialect(): AlertsDialect {
  return useSession()?.alertsDialect ?? CONTRACT_DIALECTS.alerts;
}
