import { describe, expect, it } from 'vitest';
import { classifyRequest } from './requestPath.js';
import { TRAVERSALS } from './test/support.js';

describe('classifyRequest', () => {
  it.each(TRAVERSALS)('refuses %s (it could leave its prefix)', (target) => {
    expect(classifyRequest(target).ok).toBe(false);
  });

  it.each([
    ['/v1/organizations', 'management', '/v1/organizations'],
    ['/v1', 'management', '/v1'],
    ['/v1/organizations/?x=1', 'management', '/v1/organizations?x=1'],
    ['//v1//organizations', 'management', '/v1/organizations'],
    ['/api/v2/alerts/0123456789abcdef01234567', 'alerts', '/api/v2/alerts/0123456789abcdef01234567'],
    ['/api/v2', 'alerts', '/api/v2'],
    ['/__emulator/info/', 'control', '/__emulator/info'],
    ['/__emulator/%69nfo', 'control', '/__emulator/info'],
    ['/__emulator/%2569nfo', 'control', '/__emulator/info'],
    ['/%5F_emulator/info', 'control', '/__emulator/info'],
    ['/__console/apis', 'console', '/__console/apis'],
    ['/__console/apis/?x=1', 'console', '/__console/apis?x=1'],
    ['/%5F_console/%61pis', 'console', '/__console/apis'],
    ['/__consoles/apis', 'other', '/__consoles/apis'],
    ['/v1x', 'other', '/v1x'],
    ['/api/v3/x', 'other', '/api/v3/x'],
    ['/services/abc', 'other', '/services/abc'],
    ['/node_modules/.vite/deps/react.js?v=1', 'other', '/node_modules/.vite/deps/react.js?v=1'],
    ['/v1/organizations/a%2Fb', 'management', '/v1/organizations/a/b'],
    ['/v1/odd%3Fname', 'management', '/v1/odd%3Fname'],
  ])('%s is %s, forwarded as %s', (target, kind, url) => {
    expect(classifyRequest(target)).toMatchObject({ ok: true, kind, url });
  });

  it('names why a target is refused', () => {
    expect(classifyRequest('/v1/..\\x')).toEqual({ ok: false, reason: 'a backslash in the path' });
    expect(classifyRequest('/v1/%252e%252e/x')).toEqual({ ok: false, reason: 'a "." or ".." segment in the path' });
    expect(classifyRequest('http://169.254.169.254/v1')).toEqual({ ok: false, reason: 'the request target must be a path' });
    expect(classifyRequest('/v1/%25252541')).toMatchObject({ ok: true, url: '/v1/A' });
    expect(classifyRequest('/v1/%2525252525252e').ok).toBe(false);
  });
});
