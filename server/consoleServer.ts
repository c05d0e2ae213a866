import type { Plugin, ProxyOptions } from 'vite';

/**
 * The console server: Vite (dev) and Vite preview serve the SPA and answer the API paths.
 *
 * - `/v1/**` (management API) goes to MANAGEMENT_API_URL when it is set, else to the in-process emulator.
 * - `/api/v2/**` (alert API) goes to ALERTS_API_URL when it is set, else to the in-process emulator.
 * - `/__emulator/**` (emulator controls) exists only when at least one API is emulated; it is never proxied.
 *
 * Upstreams come from the environment of whoever starts the server. Nothing the browser sends
 * (headers, query, body) can change where a request goes: this is not an open proxy.
 */
export interface UpstreamConfig {
  managementUrl?: string;
  alertsUrl?: string;
}

export function readUpstreams(env: Record<string, string | undefined> = process.env): UpstreamConfig {
  return {
    managementUrl: validUpstream('MANAGEMENT_API_URL', env.MANAGEMENT_API_URL),
    alertsUrl: validUpstream('ALERTS_API_URL', env.ALERTS_API_URL),
  };
}

function validUpstream(name: string, value: string | undefined): string | undefined {
  if (!value || !value.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must use http or https, got "${url.protocol}".`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** Fixed proxy entries for the configured upstreams; the target never depends on the request. */
export function proxyTable(upstreams: UpstreamConfig): Record<string, ProxyOptions> {
  const table: Record<string, ProxyOptions> = {};
  const entry = (target: string): ProxyOptions => ({
    target,
    changeOrigin: true,
    secure: true,
    // Do not pass the browser's cookies for the console's origin to a third party.
    headers: { cookie: '' },
  });
  if (upstreams.managementUrl) table['^/v1(/|$)'] = entry(upstreams.managementUrl);
  if (upstreams.alertsUrl) table['^/api/v2(/|$)'] = entry(upstreams.alertsUrl);
  return table;
}

type Middleware = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void;

/** Mounts the emulator for whichever API has no upstream, in dev and in preview. */
export function consoleServer(upstreams: UpstreamConfig): Plugin {
  const emulateManagement = !upstreams.managementUrl;
  const emulateAlerts = !upstreams.alertsUrl;
  let emulator: { middleware: Middleware; close(): Promise<void> } | undefined;

  async function mount(use: (mw: Middleware) => void, logger: { info(msg: string): void }) {
    if (!emulateManagement && !emulateAlerts) return;
    const { loadEmulatorConfig } = await import('../emulator/config.js');
    const { createEmulator, emulatorBanner } = await import('../emulator/server.js');
    const config = loadEmulatorConfig(process.env);
    emulator = createEmulator(config);
    const mw = emulator.middleware;
    // What the sign-in page may offer: only the credentials of the API that is really emulated.
    const info = {
      emulator: true,
      management: emulateManagement,
      alerts: emulateAlerts,
      ...(emulateManagement
        ? { organizationId: config.organizationId, keyId: config.keyId, keySecret: config.keySecret, orgTier: config.orgTier, paid: config.paid }
        : {}),
      ...(emulateAlerts ? { alertsToken: config.alertsToken } : {}),
    };
    use((req, res, next) => {
      const url = req.url ?? '';
      if (req.method === 'GET' && /^\/__emulator\/info(\?|$)/.test(url)) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(info));
        return;
      }
      const isManagement = /^\/v1(\/|\?|$)/.test(url);
      const isAlerts = /^\/api\/v2(\/|\?|$)/.test(url);
      const isControl = url.startsWith('/__emulator/');
      if ((isManagement && emulateManagement) || (isAlerts && emulateAlerts) || isControl) {
        mw(req, res, next);
        return;
      }
      next();
    });
    const banner =
      emulateManagement && emulateAlerts
        ? emulatorBanner(config)
        : emulateManagement
          ? `  Organization id: ${config.organizationId}\n  Key id:          ${config.keyId}\n  Key secret:      ${config.keySecret}`
          : `  Alerts token:    ${config.alertsToken}`;
    logger.info(
      `\n  Local emulator for ${[emulateManagement && 'the management API', emulateAlerts && 'the alert API']
        .filter(Boolean)
        .join(' and ')}. Sign in with:\n${banner}\n`,
    );
  }

  return {
    name: 'console-server',
    async configureServer(server) {
      await mount((mw) => server.middlewares.use(mw), server.config.logger);
      server.httpServer?.once('close', () => void emulator?.close());
    },
    async configurePreviewServer(server) {
      await mount((mw) => server.middlewares.use(mw), server.config.logger);
      server.httpServer?.once('close', () => void emulator?.close());
    },
  };
}
