import { Badge, Tooltip } from '@mantine/core';
import { DIALECT_LABELS, type AlertsDialect, type ManagementDialect } from '../contract/dialectNames';
import type { Session } from '../session/store';

const MANAGEMENT_TARGET: Record<ManagementDialect, string> = { cloud: 'ClickHouse Cloud', contract: 'Local emulator' };
const ALERTS_TARGET: Record<AlertsDialect, string> = { hyperdx: 'HyperDX', contract: 'local emulator' };

/** What the header says the console talks to: the management API's target, and the alert API's where it is of the other kind. */
export function apiTargetText(management: ManagementDialect, alerts: AlertsDialect): string {
  const alertsReal = alerts !== 'contract';
  const managementReal = management !== 'contract';
  return alertsReal === managementReal ? MANAGEMENT_TARGET[management] : `${MANAGEMENT_TARGET[management]} · alerts: ${ALERTS_TARGET[alerts]}`;
}

/**
 * The header's word on the targets the session speaks to (the dialects chosen at sign-in; none
 * stored: the contract's), with each API's full label on hover.
 */
export function ApiTargetBadge({ session }: { session: Pick<Session, 'managementDialect' | 'alertsDialect'> }) {
  const management = session.managementDialect ?? 'contract';
  const alerts = session.alertsDialect ?? 'contract';
  return (
    <Tooltip label={`Management API: ${DIALECT_LABELS.management[management]}. Alert API: ${DIALECT_LABELS.alerts[alerts]}.`} multiline maw={320}>
      <Badge variant="light" color={management === 'contract' ? 'grape' : 'blue'} tt="none" visibleFrom="md" data-testid="api-target" style={{ flexShrink: 0 }}>
        {apiTargetText(management, alerts)}
      </Badge>
    </Tooltip>
  );
}
