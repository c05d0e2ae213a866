// The keys list at 16,000 keys. The real list has no pagination (the reference OpenAPI's
// `GET .../keys` takes no query parameter and answers every key), so neither has the emulator's:
// instead a list read while no key changed serializes nothing, and one after a change serializes
// only the changed key (answer-json.ts, routes/keys.ts).
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { operations } from '../src/contract/index.js';
import { anywhere, hashData, type StoredKey } from './store.js';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';

const COUNT = 16_000;
let emu: TestEmulator;

beforeAll(async () => {
  emu = await startTestEmulator();
  const organizationId = emu.config.organizationId;
  for (let i = 0; i < COUNT; i++) {
    const key: StoredKey = {
      id: randomUUID(),
      organizationId,
      name: `Key ${i}`,
      roles: ['developer'],
      state: 'enabled',
      expireAt: null,
      ipAccessList: anywhere(),
      createdAt: '2026-01-01T00:00:00.000Z',
      keyIdHash: hashData(`key-id-${i}`),
      keySecretHash: hashData(`key-secret-${i}`),
      keySuffix: String(i).padStart(4, '0').slice(-4),
    };
    emu.emulator.store.keys.put(key);
  }
}, 120_000);
afterAll(() => emu.close());
afterEach(() => vi.restoreAllMocks());

/** GET of the list over a fresh connection (no keep-alive race on a loaded machine), its body as bytes. */
function get(path: string): Promise<{ status: number; length: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${emu.url}${path}`, { headers: { authorization: emu.adminAuth, connection: 'close' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, length: Number(res.headers['content-length']), body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Reads the list, counting the keys serialized meanwhile and the process's CPU time (the answer is not parsed meanwhile). */
async function readList() {
  const stringify = JSON.stringify;
  let serializedKeys = 0;
  vi.spyOn(JSON, 'stringify').mockImplementation((value: unknown, replacer?: (string | number)[] | null, space?: string | number) => {
    if (value !== null && typeof value === 'object' && 'keySuffix' in value) serializedKeys++;
    return stringify(value, replacer, space);
  });
  const cpu = process.cpuUsage();
  const r = await get(`${emu.orgPath}/keys`);
  const used = process.cpuUsage(cpu);
  vi.restoreAllMocks();
  expect(r.status).toBe(200);
  expect(r.body.length).toBe(r.length);
  const text = r.body.toString('utf8');
  return { text, json: () => JSON.parse(text), serializedKeys, cpuMs: (used.user + used.system) / 1000 };
}

describe('the keys list at 16,000 keys', { timeout: 120_000 }, () => {
  it('answers every key (no pagination), readable by its response schema', async () => {
    const { result } = (await readList()).json();
    expect(result).toHaveLength(COUNT + 1);
    expect(operations.listKeys.response.safeParse(result).success).toBe(true);
    expect(result[0]).toMatchObject({ name: 'Emulator admin key' });
    expect(result[COUNT]).toMatchObject({ name: `Key ${COUNT - 1}`, roles: ['developer'], keySuffix: '5999' });
  });

  it('a read while no key changed serializes no key; one after a change serializes that key only', async () => {
    await readList(); // the reading key's usedAt may change once a minute
    const first = await readList();
    const again = await readList();
    expect(again.serializedKeys).toBeLessThanOrEqual(1);
    expect(again.text.slice(again.text.indexOf('"result"'))).toBe(first.text.slice(first.text.indexOf('"result"')));

    const victim = first.json().result[1234];
    const renamed = await emu.call('PATCH', `${emu.orgPath}/keys/${victim.id}`, { name: 'Renamed key' });
    expect(renamed.status).toBe(200);
    const after = await readList();
    expect(after.serializedKeys).toBeLessThanOrEqual(2);
    const listed = after.json().result;
    expect(listed[1234]).toEqual({ ...victim, name: 'Renamed key' });
    expect(listed).toHaveLength(COUNT + 1);

    const deleted = await emu.call('DELETE', `${emu.orgPath}/keys/${victim.id}`);
    expect(deleted.status).toBe(200);
    const shorter = (await readList()).json().result;
    expect(shorter).toHaveLength(COUNT);
    expect(shorter.map((k: { id: string }) => k.id)).not.toContain(victim.id);
  });

  it('a read costs a fraction of what serializing the list costs', async () => {
    // The first read after a change of every key (a reload) serializes them all; later reads reuse it.
    const stored = emu.emulator.store.keys.values();
    for (const key of stored) emu.emulator.store.keys.put({ ...key });
    const cold = await readList();
    expect(cold.serializedKeys).toBeGreaterThanOrEqual(COUNT);
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) warm.push((await readList()).cpuMs);
    const median = [...warm].sort((a, b) => a - b)[2];
    expect(median, `cold ${cold.cpuMs} ms, warm ${warm.join(', ')} ms`).toBeLessThan(cold.cpuMs / 3);
  });
});
