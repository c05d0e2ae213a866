import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CONTRACT_DIALECTS,
  REAL_DIALECTS,
  isAlertsDialect,
  isManagementDialect,
  type AlertsDialect,
  type Dialects,
  type ManagementDialect,
} from '../../contract/dialectNames';

/**
 * What this console's own server says about the APIs behind it (`GET /__console/apis`, see
 * server/consoleRouter.ts): the dialect each target speaks (MANAGEMENT_API_DIALECT,
 * ALERTS_API_DIALECT) and whether the embedded emulator answers it. The path always exists,
 * against real upstreams too.
 */
export interface ConsoleApis {
  management: { dialect: ManagementDialect; emulated: boolean };
  alerts: { dialect: AlertsDialect; emulated: boolean };
}

export const CONSOLE_APIS_PATH = '/__console/apis';

/** The answer, if it is one (anything else: null). */
export function parseConsoleApis(body: unknown): ConsoleApis | null {
  const b = body as { management?: { dialect?: unknown; emulated?: unknown }; alerts?: { dialect?: unknown; emulated?: unknown } } | null;
  const management = b?.management?.dialect;
  const alerts = b?.alerts?.dialect;
  if (!isManagementDialect(management) || !isAlertsDialect(alerts)) return null;
  return {
    management: { dialect: management, emulated: b?.management?.emulated === true },
    alerts: { dialect: alerts, emulated: b?.alerts?.emulated === true },
  };
}

export async function fetchConsoleApis(signal?: AbortSignal): Promise<ConsoleApis | null> {
  try {
    const res = await fetch(CONSOLE_APIS_PATH, { signal, headers: { Accept: 'application/json' }, cache: 'no-store' });
    return res.ok ? parseConsoleApis(await res.json()) : null;
  } catch {
    return null;
  }
}

/**
 * The dialect each API is spoken in at sign-in: the person's choice (under "API addresses"), else
 * the console server's answer when the address is this console's own (`''`), else the real
 * service's (`cloud`, `hyperdx`) for another address. Without an answer from the server, this
 * origin speaks the contract's words (what the session assumes when it stores none).
 */
export function signInDialects(addresses: { managementUrl: string; alertsUrl: string }, server: ConsoleApis | null, chosen: Partial<Dialects> = {}): Dialects {
  return {
    management: chosen.management ?? (addresses.managementUrl === '' ? (server?.management.dialect ?? CONTRACT_DIALECTS.management) : REAL_DIALECTS.management),
    alerts: chosen.alerts ?? (addresses.alertsUrl === '' ? (server?.alerts.dialect ?? CONTRACT_DIALECTS.alerts) : REAL_DIALECTS.alerts),
  };
}

/**
 * The server's answer for the sign-in page: asked once the page has painted (not part of its
 * first paint), or at once by `ask()` (the form awaits it when sent). A failed ask is tried again
 * by the next `ask()`. The answer stays in component state only.
 */
export function useConsoleApis(): { apis: ConsoleApis | null; ask: () => Promise<ConsoleApis | null> } {
  const [apis, setApis] = useState<ConsoleApis | null>(null);
  const asked = useRef<Promise<ConsoleApis | null> | undefined>(undefined);
  const ask = useCallback(
    () =>
      (asked.current ??= fetchConsoleApis().then((answer) => {
        if (answer) setApis(answer);
        else asked.current = undefined;
        return answer;
      })),
    [],
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => void ask())));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ask]);
  return { apis, ask };
}
