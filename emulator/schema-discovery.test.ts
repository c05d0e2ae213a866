import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPipes } from '../src/contract/pipe-fixtures.js';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';

let emu: TestEmulator;
let path: string;
const kafka = minimalPipes.kafka.source.kafka;
const kinesis = minimalPipes.kinesis.source.kinesis;

beforeAll(async () => {
  emu = await startTestEmulator();
  const svc = (await emu.createService()).id;
  path = `${emu.orgPath}/services/${svc}/pipes/schemaDiscovery`;
});
afterAll(() => emu.close());

describe('schema discovery', () => {
  it('a topic’s fields follow its name, the same each time; nothing is created', async () => {
    const first = await emu.call('POST', path, { source: { kafka: { ...kafka, topics: 'orders' } } });
    expect(first.status, first.text).toBe(200);
    expect(first.json.result.fields.map((x: { name: string }) => x.name)).toEqual(['order_id', 'customer_id', 'amount', 'currency', 'coupon', 'created_at']);
    expect(first.json.result.fields.find((x: { name: string }) => x.name === 'coupon')).toEqual({ name: 'coupon', type: 'String', optional: true });
    expect(first.json.result.meta).toEqual({ topic: 'orders', records: '100' });
    expect((await emu.call('POST', path, { source: { kafka: { ...kafka, topics: 'orders' } } })).json.result).toEqual(first.json.result);
    expect((await emu.call('POST', path, { source: { kinesis: { ...kinesis, streamName: 'page-views' } } })).json.result.fields[0].name).toBe('event_id');
    expect((await emu.call('GET', path.replace('/schemaDiscovery', ''))).json.result).toEqual([]);
  });

  it('refuses as a source would: unreachable brokers, refused credentials, an unknown topic or stream, a denied role', async () => {
    const refused = async (source: unknown, field: string) => {
      const r = await emu.call('POST', path, { source });
      expect(r.status, r.text).toBe(400);
      expect(r.json.error).toContain(field);
    };
    await refused({ kafka: { ...kafka, brokers: 'kafka.invalid:9092' } }, 'source.kafka.brokers');
    await refused({ kafka: { ...kafka, credentials: { username: 'u', password: 'wrong-password' } } }, 'source.kafka.credentials.password');
    await refused({ kafka: { ...kafka, topics: 'missing-topic' } }, 'source.kafka.topics');
    await refused({ kinesis: { ...kinesis, streamName: 'missing-stream' } }, 'source.kinesis.streamName');
  });

  it('takes one streaming source: none, both, or an object storage source are refused before anything is read', async () => {
    expect((await emu.call('POST', path, { source: {} })).status).toBe(400);
    expect((await emu.call('POST', path, { source: { kafka, kinesis } })).status).toBe(400);
    expect((await emu.call('POST', path, { source: { objectStorage: minimalPipes.objectStorage.source.objectStorage } })).status).toBe(400);
  });
});
