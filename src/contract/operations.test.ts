import { describe, expect, it } from 'vitest';
import { API_PREFIX, apiOfPath, checkPathParams, operationPath, pathParamNames } from './operation.js';
import { operationList, operations } from './operations.js';

describe('the operations table', () => {
  it.each(Object.entries(operations))('%s: id, placeholders and parameter schemas agree', (key, op) => {
    expect(op.id).toBe(key);
    expect(pathParamNames(op.path).sort()).toEqual(Object.keys(op.params).sort());
    expect(op.auth).toBe(op.api === 'management' ? 'basic' : 'bearer');
    expect(op.path.startsWith(`${API_PREFIX[op.api]}/`)).toBe(true);
    expect(apiOfPath(op.path)).toBe(op.api);
    if (op.method === 'GET' || op.method === 'DELETE') expect(op.request).toBeUndefined();
    else expect(op.request).toBeDefined();
  });

  it('declares each method and path once', () => {
    const routes = operationList.map((op) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('management ids are uuids; an alert id is any non-empty text', () => {
    const org = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    expect(checkPathParams(operations.getOrganization, { organizationId: org })).toEqual({ ok: true });
    expect(checkPathParams(operations.getOrganization, { organizationId: 'nope' })).toMatchObject({ ok: false, name: 'organizationId' });
    expect(checkPathParams(operations.getAlert, { alertId: '65f0c0ffee' })).toEqual({ ok: true });
    expect(checkPathParams(operations.getAlert, { alertId: ' ' })).toMatchObject({ ok: false, name: 'alertId' });
    expect(checkPathParams(operations.getAlert, { alertId: '..' })).toMatchObject({ ok: false, name: 'alertId' });
    expect(checkPathParams(operations.deleteAlert, { alertId: '.' })).toMatchObject({ ok: false, name: 'alertId' });
    expect(checkPathParams(operations.replaceAlert, { alertId: '...' })).toEqual({ ok: true });
  });

  it('tells the API of a path by its prefix only', () => {
    expect(apiOfPath('/v1')).toBe('management');
    expect(apiOfPath('/api/v2/alerts')).toBe('alerts');
    expect(apiOfPath('/v10/x')).toBeUndefined();
    expect(apiOfPath('/api/v2x')).toBeUndefined();
  });

  it('builds paths with encoded parameters', () => {
    expect(operationPath(operations.getAlert, { alertId: 'a/b?c' })).toBe('/api/v2/alerts/a%2Fb%3Fc');
  });
});
