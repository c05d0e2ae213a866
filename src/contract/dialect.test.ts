import { describe, expect, it } from 'vitest';
import { CONTRACT_DIALECTS, REAL_DIALECTS, dialectPathTemplate, fromWire, wireRequest } from './dialect';
import { operations } from './operations';

const ids = {
  organizationId: '11111111-1111-4111-8111-111111111111',
  serviceId: '22222222-2222-4222-8222-222222222222',
  pipeId: '33333333-3333-4333-8333-333333333333',
};

describe('the management dialects', () => {
  it('keeps the contract words for the contract dialect', () => {
    const wire = wireRequest(operations.updatePipe, ids, { settings: { db_max_threads: 4 } }, CONTRACT_DIALECTS);
    expect(wire.path).toBe(`/v1/organizations/${ids.organizationId}/services/${ids.serviceId}/pipes/${ids.pipeId}`);
    expect(wire.body).toEqual({ settings: { db_max_threads: 4 } });
  });

  it('speaks the real service words for the cloud dialect: paths, parameters and request fields', () => {
    expect(dialectPathTemplate(operations.updatePipeState, REAL_DIALECTS)).toBe(
      '/v1/organizations/{organizationId}/services/{serviceId}/clickpipes/{clickPipeId}/state',
    );
    const wire = wireRequest(
      operations.updatePipe,
      ids,
      { name: 'db_orders', settings: { db_max_threads: 4, streaming_max_insert_wait_ms: 500 } },
      REAL_DIALECTS,
    );
    expect(wire.path).toBe(`/v1/organizations/${ids.organizationId}/services/${ids.serviceId}/clickpipes/${ids.pipeId}`);
    // Names are translated, values never are.
    expect(wire.body).toEqual({ name: 'db_orders', settings: { clickhouse_max_threads: 4, streaming_max_insert_wait_ms: 500 } });
    expect(wireRequest(operations.listPipes, ids, undefined, REAL_DIALECTS).path).toMatch(/\/clickpipes$/);
  });

  it('reads the real service words back into the console words', () => {
    const answer = { id: ids.serviceId, clickhouseVersion: '25.8', pipes: [{ settings: { clickhouse_max_insert_threads: 2 } }] };
    expect(fromWire('management', answer, REAL_DIALECTS)).toEqual({
      id: ids.serviceId,
      dbVersion: '25.8',
      pipes: [{ settings: { db_max_insert_threads: 2 } }],
    });
    expect(fromWire('management', answer, CONTRACT_DIALECTS)).toBe(answer);
  });

  it('leaves paths that have no pipe and the alert API untouched', () => {
    expect(wireRequest(operations.getService, ids, undefined, REAL_DIALECTS).path).toBe(`/v1/organizations/${ids.organizationId}/services/${ids.serviceId}`);
    expect(wireRequest(operations.getAlert, { alertId: 'a1' }, undefined, REAL_DIALECTS).path).toBe('/api/v2/alerts/a1');
  });

  it('sends the backup operations with the same words in both dialects', () => {
    const backup = { ...ids, backupId: '44444444-4444-4444-8444-444444444444' };
    const body = { backupPeriodInHours: 12, backupRetentionPeriodInHours: 72, backupStartTime: null };
    for (const dialects of [CONTRACT_DIALECTS, REAL_DIALECTS]) {
      expect(wireRequest(operations.getBackup, backup, undefined, dialects).path).toBe(
        `/v1/organizations/${ids.organizationId}/services/${ids.serviceId}/backups/${backup.backupId}`,
      );
      const patch = wireRequest(operations.updateBackupConfiguration, ids, body, dialects);
      expect(patch.path).toBe(`/v1/organizations/${ids.organizationId}/services/${ids.serviceId}/backupConfiguration`);
      expect(patch.body).toEqual(body);
    }
  });
});
