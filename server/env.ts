/** Where `npm start` listens: PORT (default 8080), HOST (default 127.0.0.1). */
export function readListen(env: Record<string, string | undefined>): { port: number; host: string } {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}".`);
  return { port, host: env.HOST?.trim() || '127.0.0.1' };
}

/**
 * The upstream APIs, fixed by whoever starts the console server (MANAGEMENT_API_URL,
 * ALERTS_API_URL). Nothing the browser sends can change where a request goes.
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

/** 127.0.0.0/8, ::1 and localhost: plain http is allowed there only (the traffic never leaves the machine). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function validUpstream(name: string, value: string | undefined): string | undefined {
  if (!value || !value.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an absolute https URL, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must use https, got "${url.protocol}".`);
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new Error(`${name} must use https (plain http only for a loopback address such as 127.0.0.1), got "${url.origin}".`);
  }
  if (url.username || url.password) throw new Error(`${name} must not carry credentials in the URL.`);
  if (url.search || url.hash) throw new Error(`${name} must not have a query or fragment.`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * The host names `npm start` answers for (CONSOLE_HOSTS, comma-separated: the names people and the
 * reverse proxy use, e.g. `console.example.com`), besides the loopback names. A request with any
 * other Host is refused, so a page on a name that resolves to this server (DNS rebinding) reaches
 * nothing.
 */
export function readAllowedHosts(env: Record<string, string | undefined>, defaults: readonly string[]): string[] {
  const listed = (env.CONSOLE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of listed) {
    if (!/^(\[[0-9a-f:]+\]|[0-9a-z.-]+|[0-9a-f:]+)$/.test(host)) throw new Error(`CONSOLE_HOSTS must list host names without scheme or port, got "${host}".`);
  }
  return [...defaults, ...listed.map((h) => h.replace(/^\[|\]$/g, ''))];
}
