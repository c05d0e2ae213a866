import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CONTROL_WRITE_HEADERS, LOOPBACK_HOSTS, hostName, readHostList, refuseControlRequest } from './control-access';

const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as IncomingMessage;
const write = (headers: Record<string, string>) => request('POST', { ...CONTROL_WRITE_HEADERS, ...headers });
const HOSTS = [...LOOPBACK_HOSTS, 'console.example.com'];

describe('the control plane answers only its host names (DNS rebinding)', () => {
  it('refuses a Host that is not listed, even for a read without Origin (a rebinding page reading /__emulator/info)', () => {
    expect(refuseControlRequest(request('GET', { host: 'evil.test:8787' }), HOSTS)).toMatchObject({ status: 403 });
    expect(refuseControlRequest(request('GET', { host: 'evil.test:8787', 'sec-fetch-site': 'same-origin' }), HOSTS)?.error).toMatch(/host name "evil.test"/);
    expect(refuseControlRequest(request('GET', {}), HOSTS)).toMatchObject({ status: 403 });
  });

  it('checks Origin against the list, not only against the request’s own Host', () => {
    // A rebinding page is same-origin with itself: Origin and Host agree, and both are refused.
    expect(refuseControlRequest(write({ host: 'evil.test:8080', origin: 'http://evil.test:8080' }), HOSTS)).toMatchObject({ status: 403 });
    // A listed Host with an Origin that is not listed.
    expect(refuseControlRequest(write({ host: '127.0.0.1:8080', origin: 'https://evil.example' }), HOSTS)).toMatchObject({ status: 403 });
    // A listed name on another port of this machine is another origin.
    expect(refuseControlRequest(write({ host: '127.0.0.1:8080', origin: 'http://localhost:8080' }), HOSTS)).toMatchObject({ status: 403 });
    expect(refuseControlRequest(write({ host: '127.0.0.1:8080', origin: 'null' }), HOSTS)).toMatchObject({ status: 403 });
  });

  it('answers the console’s own page on a listed name, and tools that send no Origin', () => {
    expect(refuseControlRequest(write({ host: 'console.example.com', origin: 'https://console.example.com' }), HOSTS)).toBeUndefined();
    expect(refuseControlRequest(write({ host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' }), HOSTS)).toBeUndefined();
    expect(refuseControlRequest(write({ host: '[::1]:8080' }), HOSTS)).toBeUndefined();
    expect(refuseControlRequest(request('GET', { host: 'localhost:5173' }))).toBeUndefined();
    // Without a list, loopback names only.
    expect(refuseControlRequest(write({ host: 'console.example.com', origin: 'https://console.example.com' }))).toMatchObject({ status: 403 });
  });

  it('reads CONSOLE_HOSTS after the loopback names; host names are compared without port or brackets', () => {
    expect(readHostList({})).toEqual(LOOPBACK_HOSTS);
    expect(readHostList({ CONSOLE_HOSTS: 'Console.Example.com, [::2]' })).toEqual([...LOOPBACK_HOSTS, 'console.example.com', '::2']);
    expect(() => readHostList({ CONSOLE_HOSTS: 'https://x.example' })).toThrow(/without scheme or port/);
    expect(hostName('Console.Example.com:8080')).toBe('console.example.com');
    expect(hostName('[::1]:80')).toBe('::1');
  });
});
