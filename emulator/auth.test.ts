import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipAllowed, parseCidr } from './ip.js';
import { hashData } from './store.js';
import { basic, startTestEmulator, UNKNOWN_UUID, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

const newKey = (body: Record<string, unknown>) => emu.newKey(body);

describe('hashData encoding', () => {
  it('is base64(sha256(text)) like `echo -n x | sha256sum | xxd -r -p | base64`', () => {
    expect(hashData('x')).toBe(createHash('sha256').update('x').digest('base64'));
    expect(hashData('x')).toBe('LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE=');
  });
  it('stores only hashes of the bootstrap key', () => {
    const stored = JSON.stringify(emu.emulator.store.snapshot());
    expect(stored).not.toContain(emu.config.keySecret);
    expect(stored).not.toContain(`"${emu.config.keyId}"`);
  });
});

describe('Basic auth', () => {
  it('accepts the bootstrap key and lists its organization', async () => {
    const r = await emu.call('GET', '/v1/organizations');
    expect(r.status).toBe(200);
    expect(r.json.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(r.json.result).toEqual([
      expect.objectContaining({ id: emu.config.organizationId, name: 'Emulator organization', privateEndpoints: [], byocConfig: [] }),
    ]);
  });

  it.each([
    ['missing header', false as const],
    ['other scheme', 'Bearer abc'],
    ['not base64', 'Basic !!!'],
    ['no colon', `Basic ${Buffer.from('abc').toString('base64')}`],
    ['invalid UTF-8', `Basic ${Buffer.from([0x61, 0x3a, 0xff, 0xfe]).toString('base64')}`],
    ['unknown key', basic('nope', 'nope')],
    ['wrong secret', basic('emulatorAdminKeyId0001', 'wrong')],
  ])('401 for %s', async (_name, auth) => {
    const r = await emu.call('GET', '/v1/organizations', undefined, { auth });
    expect(r.status).toBe(401);
    expect(r.json.status).toBe(401);
    expect(r.json.error).toMatch(/^UNAUTHORIZED: /);
    expect(r.json.requestId).toBeTypeOf('string');
    // real-apis.md, Errors: `{"status", "error", "requestId"}`. No `result`.
    expect(Object.keys(r.json).sort()).toEqual(['error', 'requestId', 'status']);
  });

  it('decodes UTF-8 key ids and secrets', async () => {
    const id = 'clé-ünïcode';
    const secret = 'sécret-✓';
    const r = await emu.call('POST', `${emu.orgPath}/keys`, {
      name: 'utf8',
      roles: ['admin'],
      hashData: { keyIdHash: hashData(id), keyIdSuffix: 'code', keySecretHash: hashData(secret) },
    });
    expect(r.status, r.text).toBe(200);
    expect((await emu.call('GET', '/v1/organizations', undefined, { auth: basic(id, secret) })).status).toBe(200);
  });

  it('401 for a disabled key', async () => {
    const { auth } = await newKey({ state: 'disabled' });
    const r = await emu.call('GET', '/v1/organizations', undefined, { auth });
    expect(r.status).toBe(401);
    expect(r.json.error).toMatch(/disabled/);
  });

  it('401 for an expired key', async () => {
    const { auth, result } = await newKey({ expireAt: new Date(Date.now() + 1500).toISOString() });
    expect((await emu.call('GET', '/v1/organizations', undefined, { auth })).status).toBe(200);
    // Move the expiry into the past (as time would).
    const stored = emu.emulator.store.keys.get(result.key.id)!;
    emu.emulator.store.keys.put({ ...stored, expireAt: new Date(Date.now() - 1000).toISOString() });
    const r = await emu.call('GET', '/v1/organizations', undefined, { auth });
    expect(r.status).toBe(401);
    expect(r.json.error).toMatch(/expired/);
  });

  it('a new key authenticates at once and gets usedAt with minute precision', async () => {
    const { auth, result } = await newKey({});
    expect(result.key.usedAt).toBeUndefined();
    expect(result.keyId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(result.keySecret).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(result.key.keySuffix).toBe(result.keyId.slice(-4));
    expect((await emu.call('GET', '/v1/organizations', undefined, { auth })).status).toBe(200);
    const read = await emu.call('GET', `${emu.orgPath}/keys/${result.key.id}`);
    expect(read.json.result.usedAt).toMatch(/T\d{2}:\d{2}:00\.000Z$/);
    expect(read.text).not.toContain(result.keySecret);
  });

  it('hashData keys: no keyId/keySecret returned, the hashes authenticate', async () => {
    const id = 'myOwnKeyId0000000abc';
    const secret = 'myOwnSecret';
    const r = await emu.call('POST', `${emu.orgPath}/keys`, {
      name: 'hashed',
      roles: ['developer'],
      hashData: { keyIdHash: hashData(id), keyIdSuffix: '0abc', keySecretHash: hashData(secret) },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.result.keyId).toBeUndefined();
    expect(r.json.result.keySecret).toBeUndefined();
    expect(r.json.result.key.keySuffix).toBe('0abc');
    expect((await emu.call('GET', '/v1/organizations', undefined, { auth: basic(id, secret) })).status).toBe(200);
    expect((await emu.call('GET', '/v1/organizations', undefined, { auth: basic(id, 'other') })).status).toBe(401);
  });
});

describe('IP access list of a key', () => {
  it('403 when the list does not cover the caller; 200 when it does', async () => {
    const deny = await newKey({ ipAccessList: [{ source: '203.0.113.0/24', description: 'office' }] });
    const r = await emu.call('GET', '/v1/organizations', undefined, { auth: deny.auth });
    expect(r.status).toBe(403);
    expect(r.json.error).toMatch(/^FORBIDDEN: .*IP access list/);
    for (const source of ['127.0.0.1', '127.0.0.0/8', '0.0.0.0/0', '::ffff:127.0.0.1']) {
      const allow = await newKey({ ipAccessList: [{ source }] });
      expect((await emu.call('GET', '/v1/organizations', undefined, { auth: allow.auth })).status, source).toBe(200);
    }
  });

  it('matches IPv4, IPv6, CIDR and IPv4-mapped IPv6', () => {
    const list = (s: string) => [{ source: s }];
    expect(ipAllowed(list('10.0.0.0/8'), '10.1.2.3')).toBe(true);
    expect(ipAllowed(list('10.0.0.0/8'), '11.1.2.3')).toBe(false);
    expect(ipAllowed(list('127.0.0.1'), '::ffff:127.0.0.1')).toBe(true);
    expect(ipAllowed(list('::ffff:127.0.0.1'), '127.0.0.1')).toBe(true);
    expect(ipAllowed(list('::1'), '::1')).toBe(true);
    expect(ipAllowed(list('2001:db8::/32'), '2001:db8:1::5')).toBe(true);
    expect(ipAllowed(list('2001:db8::/32'), '2001:db9::5')).toBe(false);
    expect(ipAllowed(list('::/0'), '127.0.0.1')).toBe(true);
    expect(ipAllowed(list('0.0.0.0/0'), '::1')).toBe(true);
    expect(ipAllowed(list('garbage'), '127.0.0.1')).toBe(false);
    expect(parseCidr('10.0.0.0/33')).toBeUndefined();
    expect(parseCidr('::ffff:10.0.0.0/104')).toBeDefined();
  });
});

describe('roles and organization access', () => {
  it('developer keys read but may not create services/keys, update the org, register endpoints or scale', async () => {
    const dev = await newKey({ roles: ['developer'] });
    const svc = await emu.createService();
    expect((await emu.call('GET', `${emu.orgPath}/services`, undefined, { auth: dev.auth })).status).toBe(200);
    const denied: [string, string, unknown][] = [
      ['POST', `${emu.orgPath}/services`, { name: 'x' }],
      ['POST', `${emu.orgPath}/keys`, { name: 'x', roles: ['admin'] }],
      ['PATCH', emu.orgPath, { name: 'x' }],
      ['POST', `${emu.orgPath}/services/${svc.id}/privateEndpoint`, { id: 'pe', description: '' }],
      ['PATCH', `${emu.orgPath}/services/${svc.id}/replicaScaling`, { numReplicas: 3 }],
    ];
    for (const [method, path, body] of denied) {
      const r = await emu.call(method, path, body, { auth: dev.auth });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.json.error).toMatch(/^FORBIDDEN: .*role \(developer\) does not allow/);
    }
  });

  it('query_endpoints keys get 403 on every management operation', async () => {
    const q = await newKey({ roles: ['query_endpoints'] });
    for (const [method, path] of [
      ['GET', '/v1/organizations'],
      ['GET', emu.orgPath],
      ['GET', `${emu.orgPath}/services`],
      ['POST', `${emu.orgPath}/keys`],
    ]) {
      const r = await emu.call(method, path, {}, { auth: q.auth });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.json.error).toMatch(/query_endpoints/);
    }
  });
});

describe('alert API auth', () => {
  it('401 with plain-text Unauthorized without a valid Bearer token', async () => {
    for (const auth of [false as const, 'Bearer wrong', basic('a', 'b')]) {
      const r = await emu.alerts('GET', '/api/v2/alerts/abc', undefined, { auth });
      expect(r.status).toBe(401);
      expect(r.text).toBe('Unauthorized');
      expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });
});

describe('organization in the path', () => {
  it('400 for a well-formed organization id that does not exist (real-apis.md, Errors)', async () => {
    const r = await emu.call('GET', `/v1/organizations/${UNKNOWN_UUID}`);
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^BAD_REQUEST: organization [0-9a-f-]+ does not exist/);
  });

  it("403 for an organization that exists but is not the key's", async () => {
    const other = { ...emu.emulator.store.org(emu.config.organizationId)!, id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'Other' };
    emu.emulator.store.orgs.put(other);
    try {
      const r = await emu.call('GET', `/v1/organizations/${other.id}`);
      expect(r.status).toBe(403);
      expect(r.json.error).toMatch(/does not belong to organization/);
    } finally {
      emu.emulator.store.orgs.delete(other);
    }
  });
});
