// `npm start`: the production console server (after `npm run build`). Compiled with the rest of
// server/ into dist-server/ by `npm run build`, so it runs on plain Node.
//   PORT (default 8080), HOST (default 127.0.0.1)
//   MANAGEMENT_API_URL, ALERTS_API_URL: the upstream APIs (https, or http on loopback); an API
//     without one is answered by the embedded emulator, which the start message says
//   MANAGEMENT_API_DIALECT (contract|cloud), ALERTS_API_DIALECT (contract|hyperdx): the words each
//     API's target speaks; default the real service's (cloud, hyperdx) with an upstream URL, the
//     contract's for the embedded emulator. GET /__console/apis tells the sign-in page.
//   CONSOLE_CONNECT_ORIGINS: API origins the browser may call directly (Content-Security-Policy)
//   CONSOLE_HOSTS: host names it answers for besides loopback (e.g. the reverse proxy's public name)
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedEmulator } from './embeddedEmulator.js';
import { createProductionApp, DEFAULT_HOSTS } from './productionApp.js';
import { readConnectOrigins } from './securityHeaders.js';
import { readAllowedHosts, readListen, readUpstreams } from './env.js';

async function main(): Promise<void> {
  const env = process.env;
  const upstreams = readUpstreams(env);
  const listen = readListen(env);
  const connectOrigins = readConnectOrigins(env.CONSOLE_CONNECT_ORIGINS);
  const distDir = resolve(env.CONSOLE_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  const embedded = await startEmbeddedEmulator(upstreams, (msg) => console.log(msg));
  const app = createProductionApp({
    distDir,
    upstreams,
    emulator: embedded?.emulator,
    info: embedded?.offer,
    connectOrigins,
    allowedHosts: readAllowedHosts(env, DEFAULT_HOSTS),
    log: (line) => console.log(line),
  });
  const server = app.listen(listen.port, listen.host);
  await new Promise<void>((ok, fail) => server.once('listening', ok).once('error', fail));
  const { port } = server.address() as AddressInfo;
  const host = listen.host.includes(':') ? `[${listen.host}]` : listen.host;
  console.log(`Console server on http://${host}:${port}`);
  if (upstreams.managementUrl) console.log(`  /v1/**     -> ${upstreams.managementUrl} (${upstreams.managementDialect} dialect)`);
  if (upstreams.alertsUrl) console.log(`  /api/v2/** -> ${upstreams.alertsUrl} (${upstreams.alertsDialect} dialect)`);
  const stop = (signal: string) => {
    console.log(`[console-server] ${signal}: shutting down`);
    server.close();
    server.closeIdleConnections();
    void embedded?.emulator.close();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(`[console-server] cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
