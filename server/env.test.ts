import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readListen, readUpstreams, upstreamDialects } from './env.js';

const EMULATED = { managementUrl: undefined, alertsUrl: undefined, managementDialect: 'contract', alertsDialect: 'contract' };

describe('readUpstreams', () => {
  it('is empty (emulated, in the contract dialects) when nothing is set', () => {
    expect(readUpstreams({})).toEqual(EMULATED);
    expect(readUpstreams({ MANAGEMENT_API_URL: '  ' })).toEqual(EMULATED);
  });
  it('keeps origin and path, without a trailing slash', () => {
    expect(readUpstreams({ MANAGEMENT_API_URL: 'https://api.example.com/', ALERTS_API_URL: 'http://127.0.0.1:9000/base/' })).toMatchObject({
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

describe('MANAGEMENT_API_DIALECT, ALERTS_API_DIALECT', () => {
  const dialects = (env: Record<string, string>) => {
    const { managementDialect, alertsDialect } = readUpstreams(env);
    return { managementDialect, alertsDialect };
  };
  const REAL = { MANAGEMENT_API_URL: 'https://api.example.com', ALERTS_API_URL: 'https://alerts.example.com' };

  it('default to the real services with an upstream URL, to the contract for the embedded emulator (each API apart)', () => {
    expect(dialects({})).toEqual({ managementDialect: 'contract', alertsDialect: 'contract' });
    expect(dialects(REAL)).toEqual({ managementDialect: 'cloud', alertsDialect: 'hyperdx' });
    expect(dialects({ MANAGEMENT_API_URL: REAL.MANAGEMENT_API_URL })).toEqual({ managementDialect: 'cloud', alertsDialect: 'contract' });
    expect(dialects({ ALERTS_API_URL: REAL.ALERTS_API_URL })).toEqual({ managementDialect: 'contract', alertsDialect: 'hyperdx' });
    expect(dialects({ MANAGEMENT_API_DIALECT: ' ', ALERTS_API_DIALECT: '' })).toEqual({ managementDialect: 'contract', alertsDialect: 'contract' });
  });

  it.each([
    ['contract', 'contract'],
    ['cloud', 'hyperdx'],
    [' Cloud ', 'HYPERDX'],
  ])('take %j and %j, with or without an upstream', (management, alerts) => {
    const expected = { managementDialect: management.trim().toLowerCase(), alertsDialect: alerts.trim().toLowerCase() };
    expect(dialects({ MANAGEMENT_API_DIALECT: management, ALERTS_API_DIALECT: alerts })).toEqual(expected);
    expect(dialects({ ...REAL, MANAGEMENT_API_DIALECT: management, ALERTS_API_DIALECT: alerts })).toEqual(expected);
  });

  it('refuse any other value at start, naming the variable and the values it takes', () => {
    expect(() => readUpstreams({ MANAGEMENT_API_DIALECT: 'hyperdx' })).toThrow('MANAGEMENT_API_DIALECT must be contract or cloud, got "hyperdx".');
    expect(() => readUpstreams({ ALERTS_API_DIALECT: 'cloud' })).toThrow('ALERTS_API_DIALECT must be contract or hyperdx, got "cloud".');
    expect(() => readUpstreams({ ...REAL, MANAGEMENT_API_DIALECT: 'clickhouse' })).toThrow(/MANAGEMENT_API_DIALECT/);
  });

  it('fill the default in for a configuration built without them (upstreamDialects)', () => {
    expect(upstreamDialects({})).toEqual({ managementDialect: 'contract', alertsDialect: 'contract' });
    expect(upstreamDialects({ managementUrl: 'http://127.0.0.1:9', alertsUrl: 'http://127.0.0.1:9' })).toEqual({
      managementDialect: 'cloud',
      alertsDialect: 'hyperdx',
    });
    expect(upstreamDialects({ managementUrl: 'http://127.0.0.1:9', managementDialect: 'contract' })).toEqual({
      managementDialect: 'contract',
      alertsDialect: 'contract',
    });
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
