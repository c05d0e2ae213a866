import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, UNKNOWN_UUID, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
let svc: string;
beforeAll(async () => {
  emu = await startTestEmulator();
  svc = (await emu.createService()).id;
});
afterAll(() => emu.close());

const pipes = () => `${emu.orgPath}/services/${svc}/pipes`;
const postgres = {
  name: 'CDC',
  source: {
    postgres: {
      host: 'db.example.com',
      port: 5432,
      database: 'app',
      credentials: { username: 'pg', password: 'pg-password-xyz' },
      tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'users', targetTable: 'public_users' }],
    },
  },
};

async function createPipe(): Promise<string> {
  const r = await emu.call('POST', pipes(), postgres);
  expect(r.status, r.text).toBe(200);
  return r.json.result.id;
}

describe('read and delete a pipe', () => {
  it.each(['Running', 'Provisioning', 'Paused', 'Failed', 'Completed'])('deletes a pipe in state %s; gone from reads and the list', async (state) => {
    const id = await createPipe();
    await emu.force('pipes', id, state);
    expect((await emu.call('GET', `${pipes()}/${id}`)).json.result.state).toBe(state);
    const r = await emu.call('DELETE', `${pipes()}/${id}`);
    expect(r.status, r.text).toBe(200);
    expect(r.json).toEqual({ status: 200, requestId: expect.any(String) });
    expect((await emu.call('GET', `${pipes()}/${id}`)).status).toBe(404);
    expect((await emu.call('GET', pipes())).json.result.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('404 for an unknown pipe or service', async () => {
    expect((await emu.call('DELETE', `${pipes()}/${UNKNOWN_UUID}`)).status).toBe(404);
    expect((await emu.call('DELETE', `${emu.orgPath}/services/${UNKNOWN_UUID}/pipes/${UNKNOWN_UUID}`)).status).toBe(404);
  });
});
