// The store's indexes stay consistent with every insert, delete, reset and reload, and a state
// file in the on-disk format (plain arrays) written before the indexes existed still loads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEmulatorConfig } from './config.js';
import { anywhere, hashData, readStateFile, Store, type State } from './store.js';
import { basic, startTestEmulator, type TestEmulator } from './test-helpers.js';
import { SEEDED_ALERT_REFS } from './alert-catalogue-seed.js';

const dir = mkdtempSync(join(tmpdir(), 'emulator-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every index of `store` agrees with its records (what a linear scan would find). */
function expectConsistent(store: Store): void {
  const keys = store.keys.values();
  for (const k of keys) {
    expect(store.keyByIdHash(k.keyIdHash)).toBe(k);
    expect(store.key(k.organizationId, k.id)).toBe(k);
  }
  for (const org of store.orgs.values()) {
    expect(store.keys.inGroup(org.id)).toEqual(keys.filter((k) => k.organizationId === org.id));
    expect(store.services.inGroup(org.id)).toEqual(store.services.values().filter((s) => s.organizationId === org.id));
  }
  for (const svc of store.services.values()) {
    expect(store.service(svc.organizationId, svc.id)).toBe(svc);
    expect(store.pipes.inGroup(svc.id)).toEqual(store.pipes.values().filter((p) => p.serviceId === svc.id));
  }
  for (const p of store.pipes.values()) expect(store.pipe(p.serviceId, p.id)).toBe(p);
  for (const a of store.alerts.values()) expect(store.alert(a.team, a.id)).toBe(a);
}

async function populate(t: TestEmulator) {
  const a = await t.newKey({ name: 'a' });
  const b = await t.newKey({ name: 'b' });
  const other = (await t.control('POST', '/organizations', {})).json as { organizationId: string; admin: { keyId: string; keySecret: string } };
  const { id: serviceId } = await t.createService({ name: 'indexed' });
  const pipe = await t.call('POST', `${t.orgPath}/services/${serviceId}/pipes`, {
    name: 'p',
    source: {
      kafka: {
        type: 'confluent',
        format: 'JSONEachRow',
        brokers: 'b:9092',
        topics: 't',
        authentication: 'PLAIN',
        credentials: { username: 'u', password: 'p' },
      },
    },
    destination: { database: 'default', table: 't', managedTable: true, columns: [{ name: 'c', type: 'String' }] },
    fieldMappings: [{ sourceField: 'c', destinationField: 'c' }],
  });
  const alert = await t.alerts('POST', '/api/v2/alerts', {
    threshold: 1,
    interval: '1m',
    source: 'search',
    thresholdType: 'above',
    channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
  });
  return { a, b, other, serviceId, pipeStatus: pipe.status, pipeText: pipe.text, alertId: alert.json.data.id as string };
}

describe('store indexes', () => {
  it('stay consistent through creates, deletes, a reload and a reset', async () => {
    const dataPath = join(dir, 'state.json');
    const t = await startTestEmulator({ dataPath });
    let p: Awaited<ReturnType<typeof populate>>;
    try {
      p = await populate(t);
      expect(p.pipeStatus, p.pipeText).toBe(200);
      const store = t.emulator.store;
      expectConsistent(store);
      expect(store.keys.inGroup(p.other.organizationId)).toHaveLength(2);

      expect((await t.call('DELETE', `${t.orgPath}/keys/${p.a.id}`)).status).toBe(200);
      expect(store.keys.get(p.a.id)).toBeUndefined();
      expect((await t.call('GET', '/v1/organizations', undefined, { auth: p.a.auth })).status).toBe(401);
      expect((await t.call('GET', '/v1/organizations', undefined, { auth: p.b.auth })).status).toBe(200);
      expect((await t.alerts('DELETE', `/api/v2/alerts/${p.alertId}`)).status).toBe(200);
      expect(store.alerts.size).toBe(0);
      expectConsistent(store);
    } finally {
      await t.close();
    }

    const reloaded = await startTestEmulator({ dataPath });
    try {
      const store = reloaded.emulator.store;
      expectConsistent(store);
      expect(store.keys.get(p.a.id)).toBeUndefined();
      expect(store.keys.get(p.b.id)?.name).toBe('b');
      expect(store.services.get(p.serviceId)?.name).toBe('indexed');
      expect(store.pipes.inGroup(p.serviceId)).toHaveLength(1);
      const otherAuth = basic(p.other.admin.keyId, p.other.admin.keySecret);
      expect((await reloaded.call('GET', `/v1/organizations/${p.other.organizationId}/keys`, undefined, { auth: otherAuth })).json.result).toHaveLength(2);

      expect((await reloaded.control('POST', '/reset')).status).toBe(200);
      expectConsistent(store);
      expect(store.keys.values().map((k) => k.name)).toEqual(['Emulator admin key']);
      expect(store.services.size + store.pipes.size + store.alerts.size).toBe(0);
      expect(store.org(p.other.organizationId)).toBeUndefined();
      expect((await reloaded.call('GET', '/v1/organizations', undefined, { auth: p.b.auth })).status).toBe(401);
      expect((await reloaded.call('GET', `${reloaded.orgPath}/services/${p.serviceId}`)).status).toBe(400);
      // The reset is on disk too.
      expect(readStateFile(dataPath).keys).toHaveLength(1);
    } finally {
      await reloaded.close();
    }
  }, 90_000);

  it('a service gone after deletion leaves every index, with its pipes', async () => {
    const t = await startTestEmulator({ clock: 'manual', transitionMs: 1000 });
    try {
      const { id } = await t.createService();
      await t.advanceSteps(1);
      await t.force('services', id, 'stopped');
      expect((await t.call('DELETE', `${t.orgPath}/services/${id}`)).status).toBe(200);
      await t.advanceSteps(1);
      expect((await t.call('GET', `${t.orgPath}/services`)).json.result).toEqual([]);
      const store = t.emulator.store;
      expect(store.services.get(id)).toBeUndefined();
      expect(store.services.countInGroup(t.config.organizationId)).toBe(0);
      expectConsistent(store);
    } finally {
      await t.close();
    }
  });

  it('loads a state file written as plain arrays (the on-disk format) and finds everything in it', async () => {
    const dataPath = join(dir, 'old.json');
    const base = loadEmulatorConfig({});
    const orgId = base.organizationId;
    const now = '2025-06-01T00:00:00.000Z';
    const old: Omit<State, 'alertTokens'> = {
      version: 1,
      organizations: [{ id: orgId, name: 'Old org', createdAt: now, privateEndpoints: [] }],
      keys: [
        {
          id: '6f1c2a6e-3b1d-4c4e-9a55-000000000001',
          organizationId: orgId,
          name: 'old key',
          roles: ['admin'],
          state: 'enabled',
          expireAt: null,
          ipAccessList: anywhere(),
          createdAt: now,
          keyIdHash: hashData('oldKeyId0001'),
          keySecretHash: hashData('old-secret'),
          keySuffix: '0001',
        },
      ],
      services: [],
      pipes: [],
      alerts: [],
    };
    // Files from before alert tokens existed have no `alertTokens` array.
    writeFileSync(dataPath, JSON.stringify(old));
    const t = await startTestEmulator({ dataPath });
    try {
      expectConsistent(t.emulator.store);
      const r = await t.call('GET', `${t.orgPath}/keys`, undefined, { auth: basic('oldKeyId0001', 'old-secret') });
      expect(r.status, r.text).toBe(200);
      expect((r.json.result as { name: string }[]).map((k) => k.name)).toEqual(['old key', 'Emulator admin key']);
      expect((await t.call('GET', t.orgPath)).json.result.name).toBe('Old org');
    } finally {
      await t.close();
    }
    // Written back in the same format: plain arrays, the bootstrap key added.
    const written = readStateFile(dataPath);
    expect(written.keys.map((k) => k.name)).toEqual(['old key', 'Emulator admin key']);
    expect(written.alertTokens).toEqual([]);
  });
});
