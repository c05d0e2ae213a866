import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, startTestEmulator, type TestEmulator } from './test-helpers.js';
import { loadEmulatorConfig } from './config.js';
import { RateLimiter } from './ratelimit.js';
import { SEEDED_ALERT_REFS } from './alert-catalogue-seed.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

/** POST with a chunked body of `size` bytes (no Content-Length), resolving with the status. */
function chunkedPost(url: string, path: string, size: number, auth: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('bodies', () => {
  it('413 for a body over 1 MiB (Content-Length and chunked), server keeps answering', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    const r = await emu.call('POST', `${emu.orgPath}/services`, undefined, { raw: big });
    expect(r.status).toBe(413);
    expect(r.json).toMatchObject({ status: 413, error: expect.stringMatching(/^PAYLOAD_TOO_LARGE: /) });
    const status = await chunkedPost(emu.url, `${emu.orgPath}/services`, 3 * 1024 * 1024, emu.adminAuth).catch(() => 413);
    expect(status).toBe(413);
    const alerts = await emu.alerts('POST', '/api/v2/alerts', undefined, { raw: big });
    expect(alerts.status).toBe(413);
    expect((await emu.call('GET', '/v1/organizations')).status).toBe(200);
  });

  it('exactly 1 MiB is still read', async () => {
    const body = JSON.stringify({ name: 'x' });
    const raw = body + ' '.repeat(1024 * 1024 - body.length);
    const r = await emu.call('POST', `${emu.orgPath}/keys`, undefined, { raw });
    expect(r.status).toBe(400); // read and validated (roles missing), not 413
    expect(r.json.error).toMatch(/^BAD_REQUEST: roles: /);
  });

  it('unknown routes answer 404 JSON', async () => {
    for (const path of ['/v1', '/v1/', '/v1/organizations/x/y/z/w', '/api/v2', '/api/v2/x']) {
      const r = path.startsWith('/api') ? await emu.alerts('GET', path) : await emu.call('GET', path);
      expect(r.status, path).toBe(404);
      expect(r.json, path).toBeTypeOf('object');
    }
  });
});

describe('rate limit', () => {
  it('sends X-RateLimit headers on every management response and 429 over the limit, per key', async () => {
    // A window far longer than the test, so a busy machine cannot end it between two requests.
    const rl = await startTestEmulator({ rateLimit: { limit: 3, windowMs: 60_000 } });
    try {
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await rl.call('GET', '/v1/organizations');
        expect(r.status).toBe(200);
        expect(r.headers.get('x-ratelimit-limit')).toBe('3');
        expect(Number(r.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
        expect(Number(r.headers.get('x-ratelimit-reset'))).toBeLessThanOrEqual(60);
        remaining.push(r.headers.get('x-ratelimit-remaining')!);
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const over = await rl.call('GET', '/v1/organizations');
      expect(over.status).toBe(429);
      expect(over.json).toMatchObject({ status: 429, error: expect.stringMatching(/^TOO_MANY_REQUESTS: /) });
      expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
      // Another key id has its own window; errors carry the headers too.
      const other = await rl.call('GET', '/v1/organizations', undefined, { auth: basic('someone-else', 'x') });
      expect(other.status).toBe(401);
      expect(other.headers.get('x-ratelimit-limit')).toBe('3');
      // A reset of the emulator starts every window again (a window's end: the RateLimiter test below).
      expect((await rl.control('POST', '/reset')).status).toBe(200);
      expect((await rl.call('GET', '/v1/organizations')).status).toBe(200);
    } finally {
      await rl.close();
    }
  });

  it('is off unless configured', async () => {
    const r = await emu.call('GET', '/v1/organizations');
    expect(r.headers.get('x-ratelimit-limit')).toBeNull();
    const a = await emu.alerts('GET', '/api/v2/alerts');
    expect(a.status).toBe(200);
    expect(a.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('counts per bucket in fixed windows: refused over the limit, allowed again when the window ends', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000 });
    expect([0, 10, 20].map((t) => limiter.take('a', t).allowed)).toEqual([true, true, false]);
    expect(limiter.take('a', 20).headers).toMatchObject({ 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '0.98' });
    expect(limiter.take('b', 30).allowed).toBe(true);
    expect(limiter.take('a', 999).allowed).toBe(false);
    expect(limiter.take('a', 1000).allowed).toBe(true);
  });

  it('reads EMULATOR_ALERTS_RATE_LIMIT like EMULATOR_RATE_LIMIT, naming it when it is malformed', () => {
    expect(loadEmulatorConfig({ EMULATOR_ALERTS_RATE_LIMIT: '100/1m' }).alertsRateLimit).toEqual({ limit: 100, windowMs: 60_000 });
    expect(loadEmulatorConfig({}).alertsRateLimit).toBeUndefined();
    expect(() => loadEmulatorConfig({ EMULATOR_ALERTS_RATE_LIMIT: 'lots' })).toThrow(/^EMULATOR_ALERTS_RATE_LIMIT must look like/);
    expect(() => loadEmulatorConfig({ EMULATOR_RATE_LIMIT: '0/1s' })).toThrow(/^EMULATOR_RATE_LIMIT must be positive/);
  });

  it('limits the alert API per token when EMULATOR_ALERTS_RATE_LIMIT is set (real-apis.md: 100 per minute), apart from the management limit', async () => {
    const rl = await startTestEmulator({ alertsRateLimit: { limit: 2, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 2; i++) expect((await rl.alerts('GET', '/api/v2/alerts')).status).toBe(200);
      const over = await rl.alerts('GET', '/api/v2/alerts');
      expect(over.status).toBe(429);
      expect(over.json).toEqual({ message: 'Too many requests' });
      expect(over.headers.get('x-ratelimit-limit')).toBe('2');
      expect(Number(over.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
      // An unknown token is refused as before, not counted; the management API has no limit here.
      expect((await rl.alerts('GET', '/api/v2/alerts', undefined, { auth: 'Bearer not-a-token' })).status).toBe(401);
      expect((await rl.call('GET', '/v1/organizations')).status).toBe(200);
      expect((await rl.control('POST', '/reset')).status).toBe(200);
      expect((await rl.alerts('GET', '/api/v2/alerts')).status).toBe(200);
    } finally {
      await rl.close();
    }
  });
});

// ---- fuzz ----------------------------------------------------------------------------

/** mulberry32: small seeded PRNG so a failing run can be reproduced. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('fuzz', () => {
  it('1,200 random and mutated requests: never a 5xx, server still answers', async () => {
    const seed = Number(process.env.EMULATOR_FUZZ_SEED ?? 20240531);
    const rand = prng(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
    const int = (n: number) => Math.floor(rand() * n);

    const { id: serviceId } = await emu.createService();
    const pipe = await emu.call('POST', `${emu.orgPath}/services/${serviceId}/pipes`, {
      name: 'fuzz pipe',
      source: {
        postgres: {
          host: 'h',
          port: 5432,
          database: 'd',
          credentials: { username: 'u', password: 'p' },
          tableMappings: [{ sourceSchemaName: 's', sourceTable: 't', targetTable: 'tt' }],
        },
      },
    });
    const pipeId = pipe.json.result.id as string;
    const alert = await emu.alerts('POST', '/api/v2/alerts', {
      threshold: 1,
      interval: '1m',
      source: 'search',
      thresholdType: 'below',
      channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
    });
    const alertId = alert.json.data.id as string;

    const keyUuid = (await emu.call('GET', `${emu.orgPath}/keys`)).json.result[0].id as string;
    const right: Record<string, string> = { o: emu.config.organizationId, s: serviceId, p: pipeId, a: alertId, k: keyUuid };
    const ids = [
      serviceId,
      pipeId,
      emu.config.organizationId,
      '00000000-0000-0000-0000-000000000000',
      'x',
      '%20',
      '..',
      "'; DROP TABLE",
      'é',
      '9'.repeat(300),
      '',
      '%E0%A4%A',
      '__proto__',
      'constructor',
    ];
    const paths = [
      '/v1/organizations',
      '/v1/organizations/{o}',
      '/v1/organizations/{o}/services',
      '/v1/organizations/{o}/services/{s}',
      '/v1/organizations/{o}/services/{s}/replicaScaling',
      '/v1/organizations/{o}/services/{s}/privateEndpoint',
      '/v1/organizations/{o}/services/{s}/pipes',
      '/v1/organizations/{o}/services/{s}/pipes/{p}',
      '/v1/organizations/{o}/services/{s}/pipes/{p}/state',
      '/v1/organizations/{o}/keys',
      '/v1/organizations/{o}/keys/{k}',
      '/api/v2/alerts',
      '/api/v2/alerts/{a}',
      '/v1/{x}',
      '/api/v2/{x}/{x}',
      '/v1/organizations/{o}/services/{s}/{x}',
    ];
    const validBodies: unknown[] = [
      {
        name: 'svc',
        provider: 'aws',
        region: 'us-east-1',
        numReplicas: 2,
        ipAccessList: [{ source: '1.2.3.4' }],
        endpoints: [{ protocol: 'mysql', enabled: true }],
      },
      { minReplicaMemoryGb: 16, maxReplicaMemoryGb: 32, numReplicas: 3, idleScaling: false, idleTimeoutMinutes: 10 },
      { id: 'pe', description: 'd' },
      {
        name: 'p',
        source: {
          kafka: {
            brokers: 'b:9092',
            topics: 't',
            format: 'JSONEachRow',
            authentication: 'PLAIN',
            credentials: { username: 'u', password: 'p' },
            offset: { strategy: 'from_latest' },
          },
        },
        destination: { table: 't', managedTable: true, columns: [{ name: 'a', type: 'String' }] },
        fieldMappings: [{ sourceField: 'a', destinationField: 'a' }],
      },
      {
        name: 'n',
        source: { postgres: { tableMappingsToAdd: [{ sourceSchemaName: 's', sourceTable: 'u', targetTable: 'uu' }], settings: { pullBatchSize: 5 } } },
      },
      { command: pick(['start', 'stop', 'resync']) },
      { name: 'k', roles: ['developer'], expireAt: null, ipAccessList: [] },
      { name: 'org', privateEndpoints: { add: [{ id: 'a', description: '' }], remove: [] } },
      {
        threshold: 3,
        interval: '5m',
        source: 'tile',
        thresholdType: 'above',
        channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
        dashboardId: SEEDED_ALERT_REFS.dashboardId,
        tileId: SEEDED_ALERT_REFS.tileId,
      },
    ];
    const weird: unknown[] = [
      null,
      true,
      0,
      -1,
      1e308,
      -0,
      '',
      'x'.repeat(2000),
      [],
      [[[]]],
      {},
      { __proto__: 1 },
      '\u0000',
      '💥',
      { constructor: { prototype: 1 } },
    ];
    const mutate = (v: unknown, depth = 0): unknown => {
      if (depth > 6) return pick(weird);
      if (Array.isArray(v)) {
        const out = v.map((x) => (rand() < 0.3 ? mutate(x, depth + 1) : x));
        if (rand() < 0.2) out.push(pick(weird));
        return rand() < 0.1 ? pick(weird) : out;
      }
      if (v && typeof v === 'object') {
        const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
        for (const k of Object.keys(out)) {
          const r = rand();
          if (r < 0.15) delete out[k];
          else if (r < 0.45) out[k] = mutate(out[k], depth + 1);
        }
        if (rand() < 0.15) out[pick(['__proto__', 'constructor', 'extra', 'toString', '', 'ü'])] = pick(weird);
        return out;
      }
      return rand() < 0.6 ? pick(weird) : v;
    };
    const rawBody = (): string | undefined => {
      const r = rand();
      if (r < 0.1) return undefined;
      if (r < 0.2)
        return pick(['{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\u0000\u0001', '\ud800', '{"__proto__":{"x":1}}', '['.repeat(5000) + ']'.repeat(5000), '1e999']);
      if (r < 0.3) return JSON.stringify(pick(weird));
      return JSON.stringify(mutate(pick(validBodies)));
    };
    const auths = [
      emu.adminAuth,
      emu.adminAuth,
      emu.adminAuth,
      `Bearer ${emu.config.alertsToken}`,
      undefined,
      'Basic',
      'Basic ====',
      `Basic ${Buffer.from('a:b:c').toString('base64')}`,
      basic(emu.config.keyId, 'x'),
      'Bearer',
      `basic ${'A'.repeat(4000)}`,
    ];

    const statuses = new Map<number, number>();
    const one = async () => {
      const path = pick(paths).replace(/\{(\w)\}/g, (_m, letter: string) =>
        rand() < 0.6 && right[letter] ? right[letter] : encodeURIComponent(pick(ids)).replace(/%25/g, rand() < 0.5 ? '%' : '%25'),
      );
      const method = pick(['GET', 'GET', 'POST', 'POST', 'PATCH', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS']);
      const headers: Record<string, string> = {};
      const auth = pick(auths);
      if (auth !== undefined) headers.authorization = auth;
      if (rand() < 0.7) headers['content-type'] = pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']);
      if (rand() < 0.1) headers['x-forwarded-for'] = '10.0.0.1';
      const body = method === 'GET' || method === 'HEAD' ? undefined : rawBody();
      const res = await fetch(`${emu.url}${path}${rand() < 0.1 ? '?q=%ZZ&a=1' : ''}`, { method, headers, body });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) throw new Error(`seed ${seed}: ${method} ${path} -> ${res.status}`);
    };
    const total = 1200;
    for (let i = 0; i < total; i += 40) await Promise.all(Array.from({ length: Math.min(40, total - i) }, one));

    // Raw bytes straight on the socket: malformed request lines and headers.
    const garbage = [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      'POST /v1/organizations HTTP/1.1\r\nContent-Length: -1\r\n\r\n',
      'GET /v1 HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      '\u0000\u0001\u0002\r\n\r\n',
    ];
    for (let i = 0; i < 50; i++) {
      await new Promise<void>((resolve) => {
        const sock = connect(emu.port, '127.0.0.1', () => sock.end(pick(garbage) + 'x'.repeat(int(100))));
        let data = '';
        sock.on('data', (d) => (data += d.toString()));
        sock.on('error', () => resolve());
        sock.on('close', () => {
          expect(data).not.toMatch(/^HTTP\/1\.1 5/);
          resolve();
        });
      });
    }

    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(total);
    // The mix reaches past auth and validation, not only the front door.
    for (const s of [200, 400, 401, 404]) expect(statuses.get(s) ?? 0, `status ${s}`).toBeGreaterThan(10);
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    expect((await emu.call('GET', '/v1/organizations')).status).toBe(200);
    expect((await fetch(`${emu.url}/__emulator/info`)).status).toBe(200);
    expect((await emu.alerts('GET', `/api/v2/alerts/${alertId}`)).status).toBe(200);
  }, 90_000);
});
