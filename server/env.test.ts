import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readListen, readUpstreams } from './env.js';

describe('readUpstreams', () => {
  it('is empty (emulated) when nothing is set', () => {
    expect(readUpstreams({})).toEqual({ managementUrl: undefined, alertsUrl: undefined });
    expect(readUpstreams({ MANAGEMENT_API_URL: '  ' })).toEqual({ managementUrl: undefined, alertsUrl: undefined });
  });
  it('keeps origin and path, without a trailing slash', () => {
    expect(readUpstreams({ MANAGEMENT_API_URL: 'https://api.example.com/', ALERTS_API_URL: 'http://127.0.0.1:9000/base/' })).toEqual({
      managementUrl: 'https://api.example.com',
      alertsUrl: 'http://127.0.0.1:9000/base',
    });
  });
  it('requires https except on loopback', () => {
    expect(() => readUpstreams({ MANAGEMENT_API_URL: 'http://api.example.com' })).toThrow(/must use https/);
    expect(() => readUpstreams({ ALERTS_API_URL: 'http://10.0.0.5:8080' })).toThrow(/must use https/);
    for (const url of ['http://127.0.0.1:8787', 'http://127.9.9.9', 'http://localhost:8787', 'http://[::1]:8787']) {
      expect(readUpstreams({ MANAGEMENT_API_URL: url }).managementUrl, url).toBe(url.replace(/\/$/, ''));
    }
  });
  it('refuses anything that is not an absolute https URL without credentials, query or fragment', () => {
    expect(() => readUpstreams({ MANAGEMENT_API_URL: 'api.example.com' })).toThrow(/MANAGEMENT_API_URL/);
    expect(() => readUpstreams({ ALERTS_API_URL: 'file:///etc/passwd' })).toThrow(/ALERTS_API_URL/);
    expect(() => readUpstreams({ ALERTS_API_URL: 'https://user:pw@alerts.example.com' })).toThrow(/credentials/);
    expect(() => readUpstreams({ ALERTS_API_URL: 'https://alerts.example.com/?to=x' })).toThrow(/query/);
  });
});

describe('readListen', () => {
  it('defaults to 127.0.0.1:8080; takes PORT and HOST', () => {
    expect(readListen({})).toEqual({ port: 8080, host: '127.0.0.1' });
    expect(readListen({ PORT: '9000', HOST: '0.0.0.0' })).toEqual({ port: 9000, host: '0.0.0.0' });
    expect(() => readListen({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readListen({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('npm configuration', () => {
  it('leaves npm audit on for users (.npmrc); CI alone skips it', () => {
    const npmrc = readFileSync('.npmrc', 'utf8');
    expect(npmrc).not.toMatch(/^\s*audit\s*=\s*false/m);
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/npm ci .*--no-audit/);
  });
});
