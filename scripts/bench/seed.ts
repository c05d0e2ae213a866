// Fills an emulator through its public API (the same requests the console sends), so seeding
// does not depend on how the emulator stores things.
import type { EmulatorConfig } from '../../emulator/config.js';

export interface ApiTarget {
  url: string;
  config: EmulatorConfig;
}

export const basicAuth = (config: EmulatorConfig) => 'Basic ' + Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
export const orgPath = (config: EmulatorConfig) => `/v1/organizations/${config.organizationId}`;

export async function post(target: ApiTarget, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(target.url + path, {
    method: 'POST',
    headers: { Authorization: basicAuth(target.config), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

/** Runs `count` tasks with at most `width` in flight. */
export async function inParallel(count: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
}

/** POSTs and returns the envelope's `result`, typed as the caller expects it (seeding trusts its own emulator). */
async function must<T = unknown>(target: ApiTarget, path: string, body: unknown): Promise<T> {
  const r = await post(target, path, body);
  if (r.status !== 200) throw new Error(`seeding POST ${path} answered ${r.status}: ${JSON.stringify(r.json)}`);
  return (r.json as { result: T }).result;
}

export const keyBody = (i: number) => ({ name: `Bench key ${i}`, roles: [i % 3 === 0 ? 'admin' : 'developer'] });

export async function seedKeys(target: ApiTarget, count: number): Promise<void> {
  await inParallel(count, 8, (i) => must(target, `${orgPath(target.config)}/keys`, keyBody(i)));
}

/** Services; returns their ids (transitions should be instant: EMULATOR_TRANSITION_MS 0). */
export async function seedServices(target: ApiTarget, count: number): Promise<string[]> {
  const ids: string[] = [];
  await inParallel(count, 8, async (i) => {
    const r = await must<{ service: { id: string } }>(target, `${orgPath(target.config)}/services`, {
      name: `Bench service ${String(i).padStart(4, '0')}`,
      provider: 'aws',
      region: 'us-east-1',
      ipAccessList: [],
    });
    ids[i] = r.service.id;
  });
  return ids;
}

const pipeBody = (i: number) => ({
  name: `Bench pipe ${i}`,
  source: {
    kafka: {
      type: 'confluent',
      format: 'JSONEachRow',
      brokers: 'broker-1:9092',
      topics: `topic-${i}`,
      authentication: 'PLAIN',
      credentials: { username: 'user', password: 'kafka-password-xyz' },
    },
  },
  destination: { database: 'default', table: `table_${i}`, managedTable: true, columns: [{ name: 'id', type: 'UInt64' }] },
  fieldMappings: [{ sourceField: 'id', destinationField: 'id' }],
});

export async function seedPipes(target: ApiTarget, serviceId: string, count: number): Promise<void> {
  await inParallel(count, 8, (i) => must(target, `${orgPath(target.config)}/services/${serviceId}/pipes`, pipeBody(i)));
}
