// The emulator's routes come from the operations table: every operation is served at its path,
// and what the emulator answers parses with the operation's response schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationList, operationPath, type AnyOperation } from '../src/contract/index.js';
import { startTestEmulator, UNKNOWN_UUID, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

function paramsFor(op: AnyOperation): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of Object.keys(op.params))
    params[name] = name === 'organizationId' ? emu.config.organizationId : name === 'alertId' ? 'unknown-alert' : UNKNOWN_UUID;
  return params;
}

describe('routes from the operations table', () => {
  it.each(operationList.map((op) => [op.id, op] as const))('%s is served at its method and path', async (_id, op) => {
    const call = op.api === 'management' ? emu.call : emu.alerts;
    const r = await call(op.method, operationPath(op, paramsFor(op)), op.request ? {} : undefined);
    expect(r.status, r.text).not.toBe(405);
    expect(r.text).not.toMatch(/no route for|"Not found"/);
    if (r.status === 200) {
      const answer = op.envelope === 'result' ? r.json.result : op.envelope === 'data' ? r.json.data : r.json;
      expect(op.response.safeParse(answer).success, r.text).toBe(true);
    }
  });

  it('a malformed management id is a 400 naming the parameter, before the handler runs', async () => {
    const r = await emu.call('GET', `${emu.orgPath}/services/not-a-uuid/pipes`);
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^BAD_REQUEST: serviceId: Must be a UUID/);
  });
});
