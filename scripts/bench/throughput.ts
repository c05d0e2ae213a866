// Emulator throughput: create-key requests per second over loopback, with 1 and 32 concurrent
// clients, in memory and with EMULATOR_DATA (every acknowledged write durable), and at 100,000 keys.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadEmulatorConfig } from '../../emulator/config.js';
import { startEmulatorServer, type StartedEmulator } from '../../emulator/server.js';
import { hashData } from '../../emulator/store.js';
import { keyBody, orgPath, post } from './seed.js';

export interface ThroughputCase {
  id: string;
  clients: number;
  persisted: boolean;
  keys: number;
}

export const THROUGHPUT_CASES: ThroughputCase[] = [
  { id: 'memory.1', clients: 1, persisted: false, keys: 0 },
  { id: 'memory.32', clients: 32, persisted: false, keys: 0 },
  { id: 'data.1', clients: 1, persisted: true, keys: 0 },
  { id: 'data.32', clients: 32, persisted: true, keys: 0 },
  { id: 'memory.32.100k', clients: 32, persisted: false, keys: 100_000 },
  { id: 'data.32.100k', clients: 32, persisted: true, keys: 100_000 },
];

/** Adds `count` keys shaped like one created through the API (ids and hashes unique); resolves once written. */
async function addKeys(started: StartedEmulator, count: number): Promise<void> {
  const { store } = started.emulator;
  const keys = store.keys.values();
  const template = keys[keys.length - 1];
  for (let i = 0; i < count; i++) {
    store.keys.put({
      ...template,
      id: crypto.randomUUID(),
      name: `Seeded key ${i}`,
      keyIdHash: hashData(`seeded-key-${i}`),
      keySecretHash: hashData(`seeded-secret-${i}`),
    });
  }
  await store.save();
}

export async function measureThroughput(c: ThroughputCase, durationMs: number): Promise<{ perSecond: number; errors: number }> {
  const dir = c.persisted ? mkdtempSync(join(tmpdir(), 'bench-emulator-')) : undefined;
  const config = loadEmulatorConfig({ EMULATOR_TRANSITION_MS: '0', ...(dir ? { EMULATOR_DATA: join(dir, 'state.json') } : {}) });
  const started = await startEmulatorServer({ ...config, port: 0, host: '127.0.0.1' });
  const target = { url: started.url, config };
  try {
    if (c.keys > 0) {
      await post(target, `${orgPath(config)}/keys`, keyBody(0));
      await addKeys(started, c.keys - 1);
    }
    let done = 0;
    let errors = 0;
    const t0 = performance.now();
    const end = t0 + durationMs;
    const client = async () => {
      while (performance.now() < end) {
        const r = await post(target, `${orgPath(config)}/keys`, keyBody(done + errors));
        if (r.status === 200) done++;
        else errors++;
      }
    };
    await Promise.all(Array.from({ length: c.clients }, client));
    return { perSecond: done / ((performance.now() - t0) / 1000), errors };
  } finally {
    await started.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
