/**
 * Benchmark: size of the production build and speed of the emulator, measured here rather than
 * asserted in timed tests (shared machines make timed tests flaky).
 *
 *   npm run bench            build, then report chunk sizes (raw and gzip) and emulator latency
 *   npm run bench -- --json  the same as JSON, for comparing runs
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { loadEmulatorConfig } from '../emulator/config.js';
import { startEmulatorServer } from '../emulator/server.js';

const json = process.argv.includes('--json');

function buildSizes() {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const dir = 'dist/assets';
  const files = readdirSync(dir).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const rows = files.map((file) => {
    const body = readFileSync(join(dir, file));
    return { file, bytes: statSync(join(dir, file)).size, gzip: gzipSync(body).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  // What the first page (sign-in) needs: the entry and everything index.html preloads.
  const html = readFileSync('dist/index.html', 'utf8');
  const initial = rows.filter((r) => html.includes(r.file));
  const sum = (list: typeof rows) => list.reduce((acc, r) => ({ bytes: acc.bytes + r.bytes, gzip: acc.gzip + r.gzip }), { bytes: 0, gzip: 0 });
  return { chunks: rows, initial: sum(initial), total: sum(rows) };
}

async function emulatorLatency(n = 300) {
  const config = loadEmulatorConfig({ EMULATOR_TRANSITION_MS: '0' });
  const server = await startEmulatorServer({ ...config, port: 0, host: '127.0.0.1' });
  const auth = 'Basic ' + Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
  const times: number[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/v1/organizations`, { headers: { Authorization: auth } });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
  } finally {
    await server.close();
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => Number(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2));
  return { requests: n, p50ms: pct(50), p95ms: pct(95), maxms: pct(100) };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const sizes = buildSizes();
const latency = await emulatorLatency();
if (json) {
  console.log(JSON.stringify({ sizes, latency }, null, 2));
} else {
  console.log('\nBuild (dist/assets), largest first:');
  for (const r of sizes.chunks.slice(0, 15)) console.log(`  ${r.file.padEnd(48)} ${kb(r.bytes).padStart(10)}  gzip ${kb(r.gzip).padStart(9)}`);
  console.log(`  first load (sign-in): ${kb(sizes.initial.bytes)}, gzip ${kb(sizes.initial.gzip)}`);
  console.log(`  all assets:           ${kb(sizes.total.bytes)}, gzip ${kb(sizes.total.gzip)}`);
  console.log(`\nEmulator GET /v1/organizations over loopback, ${latency.requests} sequential requests:`);
  console.log(`  p50 ${latency.p50ms} ms, p95 ${latency.p95ms} ms, max ${latency.maxms} ms`);
}
