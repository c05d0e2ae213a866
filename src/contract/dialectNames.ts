/**
 * The dialects' names, apart from their translation (dialect.ts) so that the session store can
 * name them without loading the contract's schemas on the sign-in page's first load.
 */
export const MANAGEMENT_DIALECTS = ['contract', 'cloud'] as const;
export const ALERTS_DIALECTS = ['contract', 'hyperdx'] as const;
export type ManagementDialect = (typeof MANAGEMENT_DIALECTS)[number];
export type AlertsDialect = (typeof ALERTS_DIALECTS)[number];

export interface Dialects {
  management: ManagementDialect;
  alerts: AlertsDialect;
}

/** What the console speaks when nothing says otherwise: the contract's words (the embedded emulator). */
export const CONTRACT_DIALECTS: Dialects = { management: 'contract', alerts: 'contract' };
/** What the real services speak. */
export const REAL_DIALECTS: Dialects = { management: 'cloud', alerts: 'hyperdx' };

export const DIALECT_LABELS: { management: Record<ManagementDialect, string>; alerts: Record<AlertsDialect, string> } = {
  management: { contract: 'Local emulator (pipes, db_* settings)', cloud: 'ClickHouse Cloud (clickpipes, clickhouse_* settings)' },
  alerts: { contract: 'Local emulator', hyperdx: 'HyperDX' },
};

export const isManagementDialect = (v: unknown): v is ManagementDialect => MANAGEMENT_DIALECTS.includes(v as ManagementDialect);
export const isAlertsDialect = (v: unknown): v is AlertsDialect => ALERTS_DIALECTS.includes(v as AlertsDialect);
