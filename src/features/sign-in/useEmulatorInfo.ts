import { useEffect, useState } from 'react';

export interface EmulatorInfo {
  emulator: true;
  /** Which APIs the console server emulates (absent: both, as the standalone emulator answers). */
  management?: boolean;
  alerts?: boolean;
  organizationId?: string;
  keyId?: string;
  keySecret?: string;
  alertsToken?: string;
}

/**
 * When this console's own server runs the local emulator, it answers /__emulator/info with the
 * emulator's bootstrap credentials so the sign-in page can offer to fill them in. Against real
 * services that path does not exist and nothing is offered. The result stays in component
 * state only.
 */
export function useEmulatorInfo(): EmulatorInfo | null {
  const [info, setInfo] = useState<EmulatorInfo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const ask = () =>
      fetch('/__emulator/info', { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then(async (res) => {
          if (!res.ok) return;
          const body = (await res.json()) as Partial<EmulatorInfo>;
          if (body.emulator === true && ((body.keyId && body.keySecret) || body.alertsToken)) setInfo(body as EmulatorInfo);
        })
        .catch(() => undefined);
    // Asked once the page has painted (the next frame, then a task after it): the notice is not part
    // of the sign-in page's first paint, and its answer would otherwise render it again before that.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(ask)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      controller.abort();
    };
  }, []);
  return info;
}
