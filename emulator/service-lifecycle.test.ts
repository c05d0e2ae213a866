import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_LIFECYCLE_MESSAGES, SERVICE_PATCH_MESSAGES, serviceCommandRefusal } from '../src/contract/index.js';
import { serviceState } from './service-state.js';
import type { StoredPipe } from './store.js';
import { startTestEmulator, statesUntil, UNKNOWN_UUID, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

const svcPath = (t: TestEmulator, id: string) => `${t.orgPath}/services/${id}`;
const stateOf = async (t: TestEmulator, id: string) => (await t.call('GET', svcPath(t, id))).json.result.state as string;
const command = (t: TestEmulator, id: string, cmd: string) => t.call('PATCH', `${svcPath(t, id)}/state`, { command: cmd });

describe('service state commands', () => {
  it('stop -> stopping -> stopped; start -> starting -> running; awake from idle -> awaking -> running', async () => {
    const slow = await startTestEmulator({ transitionMs: 1000, clock: 'manual' });
    try {
      const { id } = await slow.createService();
      expect(await statesUntil(slow, () => stateOf(slow, id), 'running')).toEqual(['provisioning', 'running']);
      const steps: [string, string, string][] = [
        ['stop', 'stopping', 'stopped'],
        ['start', 'starting', 'running'],
      ];
      for (const [cmd, via, to] of steps) {
        const r = await command(slow, id, cmd);
        expect(r.status, r.text).toBe(200);
        expect(r.json.result).toMatchObject({ id, state: via });
        expect(await statesUntil(slow, () => stateOf(slow, id), to)).toEqual([via, to]);
      }
      await slow.force('services', id, 'idle');
      const r = await command(slow, id, 'awake');
      expect(r.status, r.text).toBe(200);
      expect(r.json.result.state).toBe('awaking');
      expect(await statesUntil(slow, () => stateOf(slow, id), 'running')).toEqual(['awaking', 'running']);
    } finally {
      await slow.close();
    }
  });

  it.each<[string, string]>([
    ['running', 'start'],
    ['running', 'awake'],
    ['stopped', 'stop'],
    ['stopped', 'awake'],
    ['idle', 'start'],
    ['provisioning', 'stop'],
    ['stopping', 'start'],
    ['failed', 'start'],
  ])('400 when the service is %s and the command is %s; the state is unchanged', async (state, cmd) => {
    const { id } = await emu.createService();
    await emu.force('services', id, state);
    const r = await command(emu, id, cmd);
    expect(r.status, r.text).toBe(400);
    expect(r.json.error).toBe(`BAD_REQUEST: command: ${serviceCommandRefusal(cmd as 'start', state)}`);
    expect(await stateOf(emu, id)).toBe(state);
  });

  it('an idle service can be stopped', async () => {
    const { id } = await emu.createService();
    await emu.force('services', id, 'idle');
    expect((await command(emu, id, 'stop')).json.result.state).toBe('stopped');
  });

  it('400 for an unknown command or field, and for an unknown service', async () => {
    const { id } = await emu.createService();
    let r = await command(emu, id, 'restart');
    expect(r.json.error).toMatch(/^BAD_REQUEST: command: Choose a command: start, stop, awake\.$/);
    r = await emu.call('PATCH', `${svcPath(emu, id)}/state`, { command: 'stop', now: true });
    expect(r.json.error).toMatch(/^BAD_REQUEST: now: Unknown field/);
    expect((await command(emu, UNKNOWN_UUID, 'stop')).status).toBe(400);
  });
});

describe('idle scaling', () => {
  it('a running service with idle scaling goes idle after idleTimeoutMinutes without activity, and wakes on awake', async () => {
    const slow = await startTestEmulator({ transitionMs: 1000, clock: 'manual' });
    try {
      const { id } = await slow.createService({ idleScaling: true, idleTimeoutMinutes: 5 });
      await slow.advanceSteps(1);
      expect(await stateOf(slow, id)).toBe('running');
      const advance = async (ms: number) => expect((await slow.control('POST', '/clock', { advanceMs: ms })).status).toBe(200);
      await advance(4 * 60_000);
      expect(await stateOf(slow, id)).toBe('running');
      await advance(60_000);
      expect(await stateOf(slow, id)).toBe('idle');
      const r = await command(slow, id, 'awake');
      expect(r.json.result.state).toBe('awaking');
      expect(await statesUntil(slow, () => stateOf(slow, id), 'running')).toEqual(['awaking', 'running']);
      await advance(5 * 60_000 - 1000);
      expect(await stateOf(slow, id)).toBe('running');
    } finally {
      await slow.close();
    }
  });

  it('a running pipe keeps the service awake; its last change counts as activity', async () => {
    const { id } = await emu.createService({ idleScaling: true, idleTimeoutMinutes: 5 });
    const store = emu.emulator.store;
    const svc = store.services.get(id)!;
    const now = Date.now();
    const pipe: StoredPipe = {
      id: 'p1',
      organizationId: svc.organizationId,
      serviceId: id,
      name: 'p',
      kind: 'kafka',
      source: {},
      destination: {},
      fieldMappings: [],
      scaling: {},
      settings: {},
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now + 3 * 60_000).toISOString(),
      track: { states: ['Running'], since: now },
    };
    store.pipes.put(pipe);
    try {
      expect(serviceState(store, svc, now + 60 * 60_000)).toBe('running');
      pipe.track = { states: ['Stopped'], since: now };
      expect(serviceState(store, svc, now + 7 * 60_000)).toBe('running');
      expect(serviceState(store, svc, now + 8 * 60_000 + 1)).toBe('idle');
    } finally {
      store.pipes.delete(pipe);
    }
  });

  it('stays running with idle scaling off', async () => {
    const { id } = await emu.createService({ idleScaling: false });
    const svc = emu.emulator.store.services.get(id)!;
    expect(serviceState(emu.emulator.store, svc, Date.now() + 24 * 3_600_000)).toBe('running');
  });
});

describe('update service', () => {
  it('renames and edits the IP access list: remove (matched on source) first, then add', async () => {
    const { id } = await emu.createService({
      ipAccessList: [
        { source: '10.0.0.0/8', description: 'vpn' },
        { source: '203.0.113.7', description: 'old office' },
      ],
    });
    const r = await emu.call('PATCH', svcPath(emu, id), {
      name: 'Renamed 2',
      ipAccessList: {
        remove: [{ source: '203.0.113.7' }],
        add: [{ source: '198.51.100.0/24', description: 'new office' }, { source: '10.0.0.0/8', description: 'vpn, renamed' }, { source: '::1' }],
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.name).toBe('Renamed 2');
    expect(r.json.result.ipAccessList).toEqual([
      { source: '10.0.0.0/8', description: 'vpn, renamed' },
      { source: '198.51.100.0/24', description: 'new office' },
      { source: '::1', description: '' },
    ]);
    expect((await emu.call('GET', svcPath(emu, id))).json.result).toEqual(r.json.result);
  });

  it('private endpoints, release channel, mysql endpoint; an empty body changes nothing', async () => {
    const { id } = await emu.createService({ tier: 'production', privateEndpointIds: ['vpce-a'] });
    let r = await emu.call('PATCH', svcPath(emu, id), {
      privateEndpointIds: { remove: ['vpce-a'], add: ['vpce-b', 'vpce-b'] },
      releaseChannel: 'fast',
      endpoints: [{ protocol: 'mysql', enabled: true }],
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result).toMatchObject({ privateEndpointIds: ['vpce-b'], releaseChannel: 'fast' });
    expect(r.json.result.endpoints.map((e: { protocol: string }) => e.protocol)).toContain('mysql');
    const before = r.json.result;
    r = await emu.call('PATCH', svcPath(emu, id), {});
    expect(r.status, r.text).toBe(200);
    expect(r.json.result).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, string]>([
    ['a name with a dash', {}, { name: 'a-b' }, 'name'],
    ['a name of 51 characters', {}, { name: 'a'.repeat(51) }, 'name'],
    ['a bad IP source', {}, { ipAccessList: { add: [{ source: '1.2.3.4/40' }] } }, 'ipAccessList.add.0.source'],
    ['an unknown field', {}, { numReplicas: 2 }, 'numReplicas'],
    ['a release channel on a development service', { tier: 'development' }, { releaseChannel: 'fast' }, 'releaseChannel'],
    ['a TDE key on a service without TDE', {}, { transparentDataEncryptionKeyId: 'k2' }, 'transparentDataEncryptionKeyId'],
  ])('400 for %s; nothing changes', async (_n, create, body, field) => {
    const { id, reply } = await emu.createService(create);
    const r = await emu.call('PATCH', svcPath(emu, id), { name: 'Not applied', ...body });
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.startsWith(`BAD_REQUEST: ${field}: `), r.json.error).toBe(true);
    expect((await emu.call('GET', svcPath(emu, id))).json.result.name).toBe(reply.json.result.service.name);
  });

  it('rotates the TDE key of a service created with TDE', async () => {
    const { id } = await emu.createService({ hasTransparentDataEncryption: true });
    const r = await emu.call('PATCH', svcPath(emu, id), { transparentDataEncryptionKeyId: 'tde-key-2' });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.transparentDataEncryptionKeyId).toBe('tde-key-2');
    expect(SERVICE_PATCH_MESSAGES.tdeNotEnabled).toMatch(/without transparent data encryption/);
  });
});

describe('delete service', () => {
  it('400 unless stopped; a stopped service shows terminating, then is gone from the list and reads', async () => {
    const slow = await startTestEmulator({ transitionMs: 1000, clock: 'manual' });
    try {
      const { id } = await slow.createService();
      let r = await slow.call('DELETE', svcPath(slow, id));
      expect(r.status, r.text).toBe(400);
      expect(r.json.error).toBe(`BAD_REQUEST: ${SERVICE_LIFECYCLE_MESSAGES.deleteNotStopped('provisioning')}`);
      await slow.force('services', id, 'running');
      r = await slow.call('DELETE', svcPath(slow, id));
      expect(r.json.error).toMatch(/this service is running\. Stop it first/);
      await slow.force('services', id, 'stopped');
      r = await slow.call('DELETE', svcPath(slow, id));
      expect(r.status, r.text).toBe(200);
      expect(r.json).toEqual({ status: 200, requestId: expect.any(String) });
      const listed = async () => {
        const list = await slow.call('GET', `${slow.orgPath}/services`);
        return (list.json.result as { id: string; state: string }[]).find((s) => s.id === id)?.state ?? 'gone';
      };
      expect(await statesUntil(slow, listed, 'gone')).toEqual(['terminating', 'gone']);
      expect((await slow.call('GET', svcPath(slow, id))).status).toBe(400);
      expect(slow.emulator.store.services.get(id)).toBeUndefined();
    } finally {
      await slow.close();
    }
  });

  it('a terminating service can no longer be commanded or changed', async () => {
    const slow = await startTestEmulator({ transitionMs: 1000, clock: 'manual' });
    try {
      const { id } = await slow.createService();
      await slow.force('services', id, 'stopped');
      // Stopped (the step before): replica scaling and private endpoints still apply.
      expect((await slow.call('PATCH', `${svcPath(slow, id)}/replicaScaling`, { numReplicas: 4 })).status).toBe(200);
      expect((await slow.call('POST', `${svcPath(slow, id)}/privateEndpoint`, { id: 'vpce-1' })).status).toBe(200);
      expect((await slow.call('DELETE', svcPath(slow, id))).status).toBe(200);
      expect((await slow.call('GET', svcPath(slow, id))).json.result.state).toBe('terminating');
      for (const [method, path, body] of [
        ['PATCH', `${svcPath(slow, id)}/state`, { command: 'start' }],
        ['PATCH', svcPath(slow, id), { name: 'x' }],
        ['PATCH', `${svcPath(slow, id)}/password`, {}],
        ['PATCH', `${svcPath(slow, id)}/replicaScaling`, { numReplicas: 5 }],
        ['POST', `${svcPath(slow, id)}/privateEndpoint`, { id: 'vpce-2' }],
        ['DELETE', svcPath(slow, id), undefined],
      ] as const) {
        const r = await slow.call(method, path, body);
        expect(r.status, `${method} ${path}`).toBe(400);
        expect(r.json.error).toBe(`BAD_REQUEST: ${SERVICE_LIFECYCLE_MESSAGES.terminating}`);
      }
      expect((await slow.call('GET', svcPath(slow, id))).json.result).toMatchObject({ numReplicas: 4, privateEndpointIds: ['vpce-1'] });
    } finally {
      await slow.close();
    }
  });
});

describe('reset service password', () => {
  it('without a hash the server generates a password and answers it once', async () => {
    const { id } = await emu.createService();
    const r = await emu.call('PATCH', `${svcPath(emu, id)}/password`, {});
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.password).toMatch(/^.{20,}$/);
    const again = await emu.call('PATCH', `${svcPath(emu, id)}/password`, {});
    expect(again.json.result.password).not.toBe(r.json.result.password);
    expect((await emu.call('GET', svcPath(emu, id))).text).not.toContain(r.json.result.password);
    expect(JSON.stringify(emu.emulator.store.snapshot())).not.toContain(r.json.result.password);
  });

  it('with hashes no password is answered', async () => {
    const { id } = await emu.createService();
    const newPasswordHash = createHash('sha256').update('my own password').digest('base64');
    const newDoubleSha1Hash = createHash('sha1').update(createHash('sha1').update('my own password').digest()).digest('hex');
    const r = await emu.call('PATCH', `${svcPath(emu, id)}/password`, { newPasswordHash, newDoubleSha1Hash });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result).toEqual({});
  });

  // OpenAPI ServicePasswordPatchRequest.newDoubleSha1Hash: "If newPasswordHash is not provided
  // this key will be ignored and the generated password will be used."
  it('newDoubleSha1Hash alone is ignored: a password is generated and answered', async () => {
    const { id } = await emu.createService();
    const newDoubleSha1Hash = createHash('sha1').update(createHash('sha1').update('my own password').digest()).digest('hex');
    const r = await emu.call('PATCH', `${svcPath(emu, id)}/password`, { newDoubleSha1Hash });
    expect(r.status, r.text).toBe(200);
    expect(Object.keys(r.json.result)).toEqual(['password']);
    expect(r.json.result.password).toMatch(/^.{20,}$/);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a hex hash', { newPasswordHash: 'ab'.repeat(32) }, 'newPasswordHash'],
    ['the password itself', { password: 'hunter2' }, 'password'],
  ])('400 for %s', async (_n, body, field) => {
    const { id } = await emu.createService();
    const r = await emu.call('PATCH', `${svcPath(emu, id)}/password`, body);
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.startsWith(`BAD_REQUEST: ${field}: `), r.json.error).toBe(true);
  });
});

describe('roles', () => {
  it('a developer key may not command, change, delete a service or reset its password (403)', async () => {
    const dev = await emu.newKey({ roles: ['developer'] });
    const { id } = await emu.createService();
    await emu.force('services', id, 'stopped');
    for (const [method, path, body] of [
      ['PATCH', `${svcPath(emu, id)}/state`, { command: 'start' }],
      ['PATCH', svcPath(emu, id), { name: 'x' }],
      ['DELETE', svcPath(emu, id), undefined],
      ['PATCH', `${svcPath(emu, id)}/password`, {}],
    ] as const) {
      const r = await emu.call(method, path, body, { auth: dev.auth });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.json.error).toMatch(/^FORBIDDEN: .*role \(developer\) does not allow/);
    }
    expect(await stateOf(emu, id)).toBe('stopped');
  });
});
