import { signInOffer, type EmbeddedEmulator } from './consoleRouter.js';
import { upstreamDialects, type UpstreamConfig } from './env.js';

/** Starts the emulator when an API has no upstream; says so, with the credentials to sign in with. */
export async function startEmbeddedEmulator(
  upstreams: UpstreamConfig,
  info: (msg: string) => void,
): Promise<{ emulator: EmbeddedEmulator; offer: object; dataPath?: string } | undefined> {
  const emulateManagement = !upstreams.managementUrl;
  const emulateAlerts = !upstreams.alertsUrl;
  if (!emulateManagement && !emulateAlerts) return undefined;
  const { loadEmulatorConfig } = await import('../emulator/config.js');
  const { createEmulator, emulatorBanner } = await import('../emulator/server.js');
  // The emulator reads MANAGEMENT_API_DIALECT / ALERTS_API_DIALECT itself: it is given the console
  // server's values (with their defaults filled in), so what /__console/apis says is what it speaks.
  const { managementDialect, alertsDialect } = upstreamDialects(upstreams);
  const config = loadEmulatorConfig({ ...process.env, MANAGEMENT_API_DIALECT: managementDialect, ALERTS_API_DIALECT: alertsDialect });
  const emulator = createEmulator(config);
  const banner =
    emulateManagement && emulateAlerts
      ? emulatorBanner(config)
      : emulateManagement
        ? `  Organization id: ${config.organizationId}\n  Key id:          ${config.keyId}\n  Key secret:      ${config.keySecret}`
        : `  Alerts token:    ${config.alertsToken}`;
  info(
    `\n  Local emulator for ${[
      emulateManagement && `the management API (${managementDialect} dialect)`,
      emulateAlerts && `the alert API (${alertsDialect} dialect)`,
    ]
      .filter(Boolean)
      .join(
        ' and ',
      )} (no ${[emulateManagement && 'MANAGEMENT_API_URL', emulateAlerts && 'ALERTS_API_URL'].filter(Boolean).join(' or ')} set). Sign in with:\n${banner}\n`,
  );
  return { emulator, offer: signInOffer(upstreams, config), dataPath: config.dataPath };
}
