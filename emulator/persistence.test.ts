import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEmulatorConfig } from './config.js';
import { hashData, readStateFile, Store } from './store.js';
import { basic, sleep, startTestEmulator } from './test-helpers.js';
import { CONTROL_WRITE_HEADERS } from './control-access.js';
import { SEEDED_ALERT_REFS } from './alert-catalogue-seed.js';

const dir = mkdtempSync(join(tmpdir(), 'emulator-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('EMULATOR_DATA', () => {
  it('every change is written and reloaded at start; bootstrap ensured on reload', async () => {
    const dataPath = join(dir, 'state.json');
    const first = await startTestEmulator({ dataPath, transitionMs: 60_000 });
    const { id: serviceId } = await first.createService({ name: 'Persisted' });
    const key = await first.call('POST', `${first.orgPath}/keys`, { name: 'persisted key', roles: ['admin'] });
    const alert = await first.alerts('POST', '/api/v2/alerts', {
      threshold: 1,
      interval: '1m',
      source: 'search',
      thresholdType: 'above',
      channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
    });
    await first.call('PATCH', first.orgPath, { name: 'Persisted org' });
    await first.close();

    const onDisk = readStateFile(dataPath);
    expect(JSON.stringify(onDisk)).not.toContain(key.json.result.keySecret);
    // Remove the bootstrap key from the file: it must come back on start.
    onDisk.keys = onDisk.keys.filter((k) => !k.bootstrap);
    writeFileSync(dataPath, JSON.stringify(onDisk));

    const second = await startTestEmulator({ dataPath, transitionMs: 60_000 });
    try {
      const svc = await second.call('GET', `${second.orgPath}/services/${serviceId}`);
      expect(svc.status).toBe(200);
      expect(svc.json.result).toMatchObject({ name: 'Persisted', state: 'provisioning' });
      expect((await second.call('GET', second.orgPath)).json.result.name).toBe('Persisted org');
      const auth = basic(key.json.result.keyId, key.json.result.keySecret);
      expect((await second.call('GET', '/v1/organizations', undefined, { auth })).status).toBe(200);
      expect((await second.alerts('GET', `/api/v2/alerts/${alert.json.data.id}`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('a changed EMULATOR_KEY_ID replaces the earlier bootstrap key on reload', () => {
    const dataPath = join(dir, 'rekey.json');
    const base = { ...loadEmulatorConfig({}), dataPath };
    new Store(base);
    const store = new Store({ ...base, keyId: 'otherBootstrapKey009', keySecret: 'other-secret' });
    const bootstrapKeys = store.keys.values().filter((k) => k.bootstrap);
    expect(bootstrapKeys.map((k) => k.keyIdHash)).toEqual([hashData('otherBootstrapKey009')]);
    expect(bootstrapKeys[0].keySuffix).toBe('y009');
  });

  it('a corrupt file is moved aside and the emulator starts from the bootstrap', () => {
    const dataPath = join(dir, 'corrupt.json');
    writeFileSync(dataPath, '{"organizations": [');
    const store = new Store({ ...loadEmulatorConfig({}), dataPath });
    expect(store.orgs.size).toBe(1);
    expect(readdirSync(dir).some((f) => f.startsWith('corrupt.json.corrupt-'))).toBe(true);
    expect(readStateFile(dataPath).keys).toHaveLength(1);
  });

  it('SIGKILL during writes never leaves a file that fails to parse or reload', async () => {
    const dataPath = join(dir, 'killed.json');
    const script = fileURLToPath(new URL('./persist-writer.fixture.ts', import.meta.url));
    for (let round = 0; round < 5; round++) {
      const child = spawn(process.execPath, ['--import', 'tsx', script, dataPath], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d.toString()));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
        child.once('exit', (code) => reject(new Error(`writer exited early (${code}): ${stderr}`)));
      });
      await sleep(30 + round * 25);
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      expect(existsSync(dataPath)).toBe(true);
      const state = readStateFile(dataPath); // throws if torn
      expect(state.alerts.length).toBeGreaterThan(0);
      const reloaded = new Store({ ...loadEmulatorConfig({}), dataPath });
      expect(reloaded.keys.values().some((k) => k.bootstrap)).toBe(true);
      // Temp files of the killed writer are cleaned up on load.
      expect(readdirSync(dir).filter((f) => f.startsWith('.killed.json.') && f.endsWith('.tmp'))).toEqual([]);
    }
  }, 90_000);

  it('kill -9 right after many concurrent creates are answered: every acknowledged key is in the file', async () => {
    const dataPath = join(dir, 'acked.json');
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli], {
      env: { ...process.env, EMULATOR_DATA: dataPath, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    try {
      let out = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /listening on (http:\/\/\S+)/.exec(out);
          if (m) resolve(m[1]);
        });
        child.once('exit', (code) => reject(new Error(`emulator exited early (${code}): ${out}`)));
      });
      const info = (await (await fetch(`${url}/__emulator/info`)).json()) as { organizationId: string; keyId: string; keySecret: string };
      // A second organization of its own, so the creates sign with a key that is itself persisted.
      const org = (await (await fetch(`${url}/__emulator/organizations`, { method: 'POST', headers: { ...CONTROL_WRITE_HEADERS }, body: '{}' })).json()) as {
        organizationId: string;
        admin: { keyId: string; keySecret: string };
      };
      const auth = basic(org.admin.keyId, org.admin.keySecret);
      const total = 120;
      const killAfter = 40;
      const acked: string[] = [];
      let killed = false;
      const creates = Array.from({ length: total }, async (_, i) => {
        try {
          const r = await fetch(`${url}/v1/organizations/${org.organizationId}/keys`, {
            method: 'POST',
            headers: { authorization: auth, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `acked ${i}`, roles: ['developer'] }),
          });
          const body = (await r.json()) as { result: { key: { id: string } } };
          if (r.status === 200) acked.push(body.result.key.id);
        } catch {
          /* no answer: the process was killed first */
        }
        if (!killed && acked.length >= killAfter) {
          killed = true;
          child.kill('SIGKILL');
        }
      });
      await Promise.all(creates);
      await exited;
      expect(killed).toBe(true);
      expect(acked.length).toBeGreaterThanOrEqual(killAfter);
      const onDisk = new Set(readStateFile(dataPath).keys.map((k) => k.id));
      expect(acked.filter((id) => !onDisk.has(id))).toEqual([]);
      expect(readStateFile(dataPath).keys.some((k) => k.organizationId === info.organizationId && k.bootstrap)).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  }, 90_000);
});
