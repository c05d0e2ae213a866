// The emulator's routes come from the operations table. Every operation of both APIs is called
// over a real socket, with real ids (each resource created first), in every dialect whose words
// differ (management: contract and cloud; alerts: contract and hyperdx), as the console sends it
// (wireRequest), and every answer is a 200 that the operation's response schema reads (after
// fromWire, as the console reads it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { minimalPipes } from '../src/contract/pipe-fixtures.js';
import {
  fromWire,
  operationList,
  operations,
  wireRequest,
  type ApiName,
  type Dialects,
  type OperationId,
  type Operations,
  type OpParams,
} from '../src/contract/index.js';
import { startTestEmulator, UNKNOWN_UUID, type TestEmulator } from './test-helpers.js';
import { SEEDED_ALERT_REFS } from './alert-catalogue-seed.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

/** What the console sends as an operation's body: the input of its request schema. */
type BodyIn<K extends OperationId> = Operations[K]['request'] extends z.ZodType ? z.input<Operations[K]['request']> : undefined;

/** A fresh organization speaking `dialects`, and a caller of both its APIs that checks each answer with the operation's schemas. */
async function organizationIn(dialects: Dialects) {
  const created = await emu.control('POST', '/organizations', { dialects });
  expect(created.status, created.text).toBe(200);
  const { organizationId, admin, alertsToken } = created.json as { organizationId: string; admin: { keyId: string; keySecret: string }; alertsToken: string };
  const basic = `Basic ${Buffer.from(`${admin.keyId}:${admin.keySecret}`).toString('base64')}`;
  const reached = new Set<OperationId>();

  /** Calls an operation as the console does and returns its answer as the console reads it (parsed by the response schema). */
  async function call<K extends OperationId>(id: K, params: OpParams<Operations[K]>, body?: BodyIn<K>): Promise<z.output<Operations[K]['response']>> {
    const op = operations[id];
    const wire = wireRequest(op, params as Record<string, string>, body, dialects);
    const send = op.api === 'management' ? emu.call : emu.alerts;
    const r = await send(op.method, wire.path, wire.body, { auth: op.api === 'management' ? basic : `Bearer ${alertsToken}` });
    expect(r.status, `${id} ${wire.path}: ${r.text}`).toBe(200);
    const answer = op.envelope === 'result' ? r.json.result : op.envelope === 'data' ? r.json.data : r.json;
    const read = op.response.safeParse(fromWire(op.api, answer, dialects));
    expect(read.success, `${id} in ${JSON.stringify(dialects)}: ${read.error?.message ?? ''}\n${r.text}`).toBe(true);
    reached.add(id);
    return read.data as z.output<Operations[K]['response']>;
  }
  const missed = (api: ApiName) => operationList.filter((op) => op.api === api && !reached.has(op.id as OperationId)).map((op) => op.id);
  return { organizationId, call, missed };
}

const ipAccessList = [{ source: '0.0.0.0/0', description: 'anywhere' }];

describe('every operation of the table, with real ids, answers what its response schema reads', () => {
  it.each<Dialects['management']>(['contract', 'cloud'])(
    'management API, %s dialect',
    async (management) => {
      const { organizationId, call, missed } = await organizationIn({ management, alerts: 'contract' });
      const org = { organizationId };

      expect((await call('listOrganizations', {})).map((o) => o.id)).toContain(organizationId);
      await call('getOrganization', org);
      await call('updateOrganization', org, { name: 'Routes test', privateEndpoints: { add: [{ id: 'pe-1', description: 'VPC' }] } });

      const created = await call('createService', org, { name: 'Routes', ipAccessList, numReplicas: 2 });
      const service = { ...org, serviceId: created.service.id };
      expect(created.password).toEqual(expect.any(String));
      expect((await call('listServices', org)).map((s) => s.id)).toContain(service.serviceId);
      expect((await call('getService', service)).dbVersion).toEqual(expect.any(String)); // `clickhouseVersion` on the wire in cloud
      await call('updateService', service, { name: 'Routes renamed', ipAccessList: { add: [{ source: '10.0.0.0/8', description: 'office' }] } });
      await call('updateReplicaScaling', service, { numReplicas: 3, maxReplicaMemoryGb: 64 });
      await call('createServicePrivateEndpoint', service, { id: 'pe-1', description: 'VPC' });
      await call('resetServicePassword', service, {});
      const [firstBackup] = await call('listBackups', service); // a new service's first backup is under way
      expect((await call('getBackup', { ...service, backupId: firstBackup.id })).status).toBe('in_progress');
      expect((await call('getBackupConfiguration', service)).backupRetentionPeriodInHours).toBe(24);
      expect((await call('updateBackupConfiguration', service, { backupPeriodInHours: 12, backupRetentionPeriodInHours: 72 })).backupPeriodInHours).toBe(12);

      const pipe = { ...service, pipeId: (await call('createPipe', service, minimalPipes.kafka)).id }; // `clickPipeId`, `/clickpipes` in cloud
      expect((await call('listPipes', service)).map((p) => p.id)).toContain(pipe.pipeId);
      await call('getPipe', pipe);
      const updated = await call('updatePipe', pipe, { name: 'events v2', settings: { db_max_threads: 4 } }); // `clickhouse_max_threads` in cloud
      expect(updated.settings?.db_max_threads).toBe(4);
      expect((await call('updatePipeScaling', pipe, { replicas: 2, replicaMemoryGb: 4 })).scaling).toMatchObject({ replicas: 2, replicaMemoryGb: 4 }); // `/clickpipes/…/scaling` in cloud
      expect((await call('updatePipeSettings', pipe, { streaming_max_insert_wait_ms: 2000 })).streaming_max_insert_wait_ms).toBe(2000); // PUT `/clickpipes/…/settings` in cloud
      expect(await call('getPipeSettings', pipe)).toMatchObject({ streaming_max_insert_wait_ms: 2000, db_max_threads: null });
      const discovered = await call('discoverPipeSchema', service, { source: { kafka: minimalPipes.kafka.source.kafka } }); // `/clickpipes/schemaDiscovery` in cloud
      expect(discovered.fields.length).toBeGreaterThan(0);
      expect(await call('updatePipeCdcScaling', service, { replicaCpuMillicores: 4000, replicaMemoryGb: 16 })).toEqual({
        replicaCpuMillicores: 4000,
        replicaMemoryGb: 16,
      }); // `/clickpipesCdcScaling` in cloud
      expect(await call('getPipeCdcScaling', service)).toEqual({ replicaCpuMillicores: 4000, replicaMemoryGb: 16 });
      await call('updatePipeState', pipe, { command: 'stop' });
      await call('deletePipe', pipe);

      const key = { ...org, keyId: (await call('createKey', org, { name: 'Routes key', roles: ['developer'] })).key.id };
      expect((await call('listKeys', org)).map((k) => k.id)).toContain(key.keyId);
      await call('getKey', key);
      await call('updateKey', key, { name: 'Routes key renamed', state: 'disabled' });
      await call('deleteKey', key);

      // A service is deleted once stopped (EMULATOR_TRANSITION_MS 0: each command completes at once).
      const doomed = { ...org, serviceId: (await call('createService', org, { name: 'Doomed', ipAccessList })).service.id };
      expect((await call('updateServiceState', doomed, { command: 'stop' })).state).toBe('stopped');
      await call('deleteService', doomed);

      // Members (seeded: one admin, two developers), invitations and the activity log of all of the above.
      const members = await call('listMembers', org);
      const developer = members.find((m) => m.role === 'developer');
      if (!developer) throw new Error('the emulator seeds developers');
      const member = { ...org, userId: developer.userId };
      expect((await call('updateMember', member, { role: 'admin' })).role).toBe('admin');
      await call('deleteMember', member);
      const invitation = { ...org, invitationId: (await call('createInvitation', org, { email: 'new.person@example.com', role: 'developer' })).id };
      expect((await call('listInvitations', org)).map((i) => i.id)).toContain(invitation.invitationId);
      await call('deleteInvitation', invitation);
      expect((await call('listActivities', org)).length).toBeGreaterThan(0);
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const usage = await call('getUsageCost', { ...org, from_date: day(-1), to_date: day(0) });
      expect(usage.costs.map((r) => r.entityType)).toEqual(expect.arrayContaining(['service', 'datawarehouse', 'clickpipe'])); // the deleted pipe and service are still billed

      expect(missed('management')).toEqual([]);
    },
    60_000,
  );

  it.each<Dialects['alerts']>(['contract', 'hyperdx'])(
    'alert API, %s dialect',
    async (alerts) => {
      const { call, missed } = await organizationIn({ management: 'contract', alerts });
      const channel = { type: 'webhook' as const, webhookId: SEEDED_ALERT_REFS.webhookId };
      const body: BodyIn<'createAlert'> =
        alerts === 'contract'
          ? {
              threshold: 100,
              interval: '5m',
              source: 'tile',
              thresholdType: 'above',
              channel,
              dashboardId: SEEDED_ALERT_REFS.dashboardId,
              tileId: SEEDED_ALERT_REFS.tileId,
              name: 'Errors',
            }
          : {
              threshold: 100,
              interval: '5m',
              source: 'saved_search',
              thresholdType: 'above',
              channels: [channel],
              savedSearchId: SEEDED_ALERT_REFS.savedSearchId,
              name: 'Errors',
            };

      const alert = { alertId: (await call('createAlert', {}, body)).id };
      expect((await call('getAlert', alert)).id).toBe(alert.alertId);
      const list = await call('listAlerts', { limit: '10', offset: '0' });
      expect(list.data.map((a) => a.id)).toEqual([alert.alertId]);
      expect((await call('replaceAlert', alert, { ...body, name: 'Errors, replaced' })).name).toBe('Errors, replaced');
      await call('deleteAlert', alert);
      const dashboards = await call('listDashboards', {});
      expect(dashboards.data.find((d) => d.id === SEEDED_ALERT_REFS.dashboardId)?.tiles?.map((t) => t.id)).toContain(SEEDED_ALERT_REFS.tileId);
      expect((await call('listSavedSearches', { limit: '10', offset: '0' })).data.map((s) => s.id)).toContain(SEEDED_ALERT_REFS.savedSearchId);
      expect((await call('listWebhooks', { limit: '10', offset: '0' })).data.map((w) => w.id)).toContain(SEEDED_ALERT_REFS.webhookId);

      expect(missed('alerts')).toEqual([]);
    },
    60_000,
  );
});

describe('routes', () => {
  it('HEAD answers every read operation as GET does, without the body', async () => {
    const serviceId = (await emu.createService()).id;
    const pipe = await emu.call('POST', `${emu.orgPath}/services/${serviceId}/pipes`, minimalPipes.kafka);
    const alert = await emu.alerts('POST', '/api/v2/alerts', {
      threshold: 1,
      interval: '5m',
      source: 'search',
      thresholdType: 'above',
      channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
    });
    const members = await emu.call('GET', `${emu.orgPath}/members`);
    const invitation = await emu.call('POST', `${emu.orgPath}/invitations`, { email: 'head.check@example.com', role: 'developer' });
    const ids: Record<string, string> = {
      organizationId: emu.config.organizationId,
      userId: members.json.result[0].userId,
      invitationId: invitation.json.result.id,
      serviceId,
      pipeId: pipe.json.result.id,
      keyId: (await emu.newKey()).id,
      alertId: alert.json.data.id,
      backupId: (await emu.call('GET', `${emu.orgPath}/services/${serviceId}/backups`)).json.result[0].id,
    };
    const reads = operationList.filter((op) => op.method === 'GET');
    expect(reads).toHaveLength(22);
    for (const op of reads) {
      const range = op.id === 'getUsageCost' ? { from_date: '2026-06-01', to_date: '2026-06-01' } : {}; // its range is required
      const path = wireRequest(op, { ...ids, ...range }, undefined, { management: 'contract', alerts: 'contract' }).path;
      const send = op.api === 'management' ? emu.call : emu.alerts;
      const [get, head] = [await send('GET', path), await send('HEAD', path)];
      expect(get.status, `GET ${path}: ${get.text}`).toBe(200);
      expect(head.status, `HEAD ${path}`).toBe(200);
      expect(head.text, `HEAD ${path}`).toBe('');
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(head.headers.get('content-length'), `HEAD ${path}`).toBe(String(Buffer.byteLength(get.text)));
    }
    // An error is the same error; a path without a GET still refuses HEAD.
    expect((await emu.alerts('HEAD', '/api/v2/alerts/65f0c0ffee65f0c0ffee65f0')).status).toBe(404);
    expect((await emu.call('HEAD', `${emu.orgPath}/services/${serviceId}/state`)).status).toBe(405);
  });

  it('a malformed management id is a 400 naming the parameter, before the handler runs', async () => {
    const r = await emu.call('GET', `${emu.orgPath}/services/not-a-uuid/pipes`);
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^BAD_REQUEST: serviceId: Must be a UUID/);
  });

  it('a body that breaks the request schema is the 400 of its API, in its dialect, from the router', async () => {
    const management = await emu.call('POST', `${emu.orgPath}/services`, { numReplicas: 'two' });
    expect(management.status).toBe(400);
    expect(management.json.error).toMatch(/^BAD_REQUEST: numReplicas: /);
    const alert = await emu.alerts('POST', '/api/v2/alerts', { threshold: 'high' });
    expect(alert.status).toBe(400);
    expect(alert.json.message).toMatch(/^threshold: /);
    // An operation that sends no body does not read one.
    expect((await emu.call('DELETE', `${emu.orgPath}/keys/${UNKNOWN_UUID}`, undefined, { raw: 'not json' })).json.error).toMatch(/does not exist/);
  });

  it('a cloud organization is refused in its own words', async () => {
    const created = await emu.control('POST', '/organizations', { dialects: { management: 'cloud' } });
    const { organizationId, admin } = created.json as { organizationId: string; admin: { keyId: string; keySecret: string } };
    const auth = `Basic ${Buffer.from(`${admin.keyId}:${admin.keySecret}`).toString('base64')}`;
    const svc = await emu.call('POST', `/v1/organizations/${organizationId}/services`, { name: 'S', ipAccessList }, { auth });
    const base = `/v1/organizations/${organizationId}/services/${svc.json.result.service.id}/clickpipes`;
    const r = await emu.call('POST', base, { ...minimalPipes.kafka, settings: { clickhouse_max_threads: 'many' } }, { auth });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^BAD_REQUEST: settings\.clickhouse_max_threads: /);
  });
});
