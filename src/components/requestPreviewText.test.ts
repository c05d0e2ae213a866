import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../contract';
import { curlCommand, heredocBody, previewOf, redactSecrets } from './requestPreviewText';

describe('redactSecrets', () => {
  it('puts shell variables in place of secret values, numbering repeats', () => {
    const { body, variables } = redactSecrets({
      credentials: { username: 'u', password: 'p1' },
      schemaRegistry: { credentials: { password: 'p2' } },
      accessKey: { accessKeyId: 'A', secretKey: 'S' },
    });
    expect(variables).toEqual(['$PASSWORD', '$PASSWORD_2', '$ACCESS_KEY_ID', '$SECRET_KEY']);
    expect(JSON.stringify(body)).not.toMatch(/p1|p2|"A"|"S"/);
  });

  it("treats a password's hashes as secrets too", () => {
    const { body, variables } = redactSecrets({ newPasswordHash: 'h1', newDoubleSha1Hash: 'h2' });
    expect(body).toEqual({ newPasswordHash: '$NEW_PASSWORD_HASH', newDoubleSha1Hash: '$NEW_DOUBLE_SHA1HASH' });
    expect(variables).toEqual(['$NEW_PASSWORD_HASH', '$NEW_DOUBLE_SHA1HASH']);
  });
});

describe('curlCommand, run by a real shell against a loopback server', () => {
  let server: Server;
  let base: string;
  let received: { method?: string; url?: string; auth?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  // Asynchronous: the server answering curl lives in this same process.
  const run = async (command: string, env: Record<string, string>) => {
    received = [];
    await promisify(execFile)('bash', ['-c', command.replace(/^curl /, 'curl -s -m 10 -o /dev/null ')], { env: { PATH: process.env.PATH ?? '', ...env } });
    return received[0];
  };

  it('sends exactly the JSON shown, whatever shell characters the values hold', async () => {
    const body = { name: 'a $HOME `id` \\ "quoted" $(echo no) \'single\'', encryptionKey: 'arn:aws:kms:secret$HOME', n: 3 };
    const got = await run(curlCommand({ op: operations.createService, params: { organizationId: "x'y" }, body }, base), {
      KEY_ID: 'id',
      KEY_SECRET: 'sec',
      HOME: '/should-not-appear',
    });
    expect(got.method).toBe('POST');
    expect(got.url).toBe("/v1/organizations/x'y/services");

    expect(JSON.parse(got.body)).toEqual(body);
    expect(got.auth).toBe(`Basic ${Buffer.from('id:sec').toString('base64')}`);
  });

  it('expands only the secret variables it put in', async () => {
    const body = { source: { postgres: { credentials: { username: 'u', password: 'real-password' } } }, note: '$PASSWORD' };
    const text = heredocBody(body);
    expect(text).not.toContain('real-password');
    const got = await run(curlCommand({ op: operations.createPipe, params: { organizationId: 'o', serviceId: 's' }, body }, base), {
      KEY_ID: 'i',
      KEY_SECRET: 's',
      PASSWORD: 'from-env',
    });
    expect(JSON.parse(got.body)).toEqual({ source: { postgres: { credentials: { username: 'u', password: 'from-env' } } }, note: '$PASSWORD' });
  });

  it('uses a bearer token for the alert API', async () => {
    const got = await run(curlCommand(previewOf(operations.getAlert, { alertId: '1' }), base), { ACCESS_TOKEN: 'tok' });
    expect(got.auth).toBe('Bearer tok');
  });
});
