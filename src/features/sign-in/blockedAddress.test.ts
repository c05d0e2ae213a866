import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { blockedAddressHint } from './blockedAddress';

const CONSOLE = 'https://console.example.com';
const network = new ApiError({ kind: 'network', message: 'Could not reach https://api.example.com.', method: 'GET', path: '/v1/organizations' });
const http = (status: number) => new ApiError({ kind: 'http', status, message: 'x', method: 'GET', path: '/v1/organizations' });
const none: ReadonlySet<string> = new Set();

describe('blockedAddressHint: what sign-in says when another API address could not be reached', () => {
  it("names the console's security policy as a possibility, and both ways to allow the address", () => {
    const hint = blockedAddressHint(network, 'https://api.example.com/base', 'management', CONSOLE, none);
    expect(hint?.blocked).toBe(false);
    expect(hint?.title).toBe("The console's security policy may block this address");
    expect(hint?.text).toContain('so the request may have been blocked');
    expect(hint?.text).toContain(`leave the API address at this console's own address (${CONSOLE})`);
    expect(hint?.text).toContain('sets MANAGEMENT_API_URL to the API');
    expect(hint?.text).toContain('add https://api.example.com to CONSOLE_CONNECT_ORIGINS');
    expect(hint?.text).not.toContain("was blocked by the console's security policy");
  });

  it('says it was blocked when the browser reported a connect-src violation for that origin', () => {
    const hint = blockedAddressHint(network, 'https://api.example.com', 'management', CONSOLE, new Set(['https://api.example.com']));
    expect(hint?.blocked).toBe(true);
    expect(hint?.text).toContain("The request to https://api.example.com was blocked by the console's security policy");
  });

  it('a violation for another origin does not count', () => {
    expect(blockedAddressHint(network, 'https://api.example.com', 'management', CONSOLE, new Set(['https://other.example.com']))?.blocked).toBe(false);
  });

  it('names the alert API’s variable for the alert address', () => {
    expect(blockedAddressHint(network, 'https://alerts.example.com', 'alerts', CONSOLE, none)?.text).toContain('sets ALERTS_API_URL to the API');
  });

  it.each([
    ["the console's own address ('')", network, ''],
    ["the console's own origin with a path", network, `${CONSOLE}/prefix`],
    ['an answer from the API (401)', http(401), 'https://api.example.com'],
    ['a server failure (502)', http(502), 'https://api.example.com'],
    ['a timeout', new ApiError({ kind: 'timeout', message: 'x', method: 'GET', path: '/v1' }), 'https://api.example.com'],
    ['not an ApiError', new Error('boom'), 'https://api.example.com'],
  ])('says nothing for %s', (_name, error, base) => {
    expect(blockedAddressHint(error, base, 'management', CONSOLE, none)).toBeUndefined();
  });
});
