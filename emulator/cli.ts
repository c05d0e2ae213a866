// npm run emulator: standalone emulator on 127.0.0.1:$PORT (default 8787).
import { loadEmulatorConfig, loadListenConfig } from './config.js';
import { emulatorBanner, startEmulatorServer } from './server.js';

process.on('uncaughtException', (err) => console.error('[emulator] uncaught exception (still serving)', err));
process.on('unhandledRejection', (err) => console.error('[emulator] unhandled rejection (still serving)', err));

async function main(): Promise<void> {
  const config = loadEmulatorConfig(process.env);
  const listen = loadListenConfig(process.env);
  const started = await startEmulatorServer({ ...config, ...listen });
  console.log(`Cloud API emulator listening on ${started.url}\n${emulatorBanner(config, started.url)}\n`);
  const stop = (signal: string) => {
    console.log(`\n[emulator] ${signal}: shutting down`);
    void started.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(`[emulator] cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
