import { describe, expect, it } from 'vitest';
import {
  CONTEXT_MESSAGES as X,
  LIMIT_TEXT,
  SERVICE_MESSAGES,
  defaultNumReplicas,
  replicaScalingContextIssues,
  serviceCreateContextIssues,
  type ReplicaScaling,
  type ReplicaScalingContext,
  type ServiceCreate,
  type ServiceCreateContext,
} from './service.js';
import { BACKUP_MESSAGES } from './backup.js';
import { issue } from './test-helpers.js';

const BACKUP = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const ctx = (over: Partial<ServiceCreateContext> = {}): ServiceCreateContext => ({
  orgTier: 'SCALE',
  paid: true,
  warehouseExists: (id) => id === 'wh-1',
  backupSource: (id) => (id === BACKUP ? { status: 'done', region: 'us-east-1', provider: 'aws', tier: 'production' } : undefined),
  ...over,
});

describe('serviceCreateContextIssues', () => {
  it.each<[string, ServiceCreate, Partial<ServiceCreateContext>, ReturnType<typeof issue>[]]>([
    ['plain body', { name: 'svc' }, {}, []],
    ['TDE on ENTERPRISE', { hasTransparentDataEncryption: true }, { orgTier: 'ENTERPRISE' }, []],
    ['TDE on SCALE', { hasTransparentDataEncryption: true }, { orgTier: 'SCALE' }, [issue('hasTransparentDataEncryption', X.enterpriseOnlyTde)]],
    ['TDE false on BASIC', { hasTransparentDataEncryption: false }, { orgTier: 'BASIC' }, []],
    ['profile on ENTERPRISE', { profile: 'v1-highmem-xl' }, { orgTier: 'ENTERPRISE' }, []],
    ['profile on BASIC', { profile: 'v1-default' }, { orgTier: 'BASIC' }, [issue('profile', X.enterpriseOnlyProfile)]],
    ['max replica memory 120 unpaid', { maxReplicaMemoryGb: 120 }, { paid: false }, []],
    ['max replica memory 124 unpaid', { maxReplicaMemoryGb: 124 }, { paid: false }, [issue('maxReplicaMemoryGb', X.replicaMemoryUnpaid)]],
    ['min replica memory 124 unpaid', { minReplicaMemoryGb: 124 }, { paid: false }, [issue('minReplicaMemoryGb', X.replicaMemoryUnpaid)]],
    ['max replica memory 356 paid', { maxReplicaMemoryGb: 356 }, { paid: true }, []],
    ['max total memory 360 unpaid', { maxTotalMemoryGb: 360 }, { paid: false }, []],
    ['max total memory 372 unpaid', { maxTotalMemoryGb: 372 }, { paid: false }, [issue('maxTotalMemoryGb', X.totalMemoryUnpaid)]],
    ['max total memory 1068 paid', { maxTotalMemoryGb: 1068 }, { paid: true }, []],
    ['known warehouse', { dataWarehouseId: 'wh-1', numReplicas: 1 }, {}, []],
    ['1 replica for a new warehouse on SCALE', { numReplicas: 1 }, { orgTier: 'SCALE' }, [issue('numReplicas', SERVICE_MESSAGES.numReplicasNewWarehouse)]],
    [
      '1 replica for a new warehouse on ENTERPRISE',
      { numReplicas: 1 },
      { orgTier: 'ENTERPRISE' },
      [issue('numReplicas', SERVICE_MESSAGES.numReplicasNewWarehouse)],
    ],
    ['1 replica for a new warehouse on BASIC', { numReplicas: 1 }, { orgTier: 'BASIC' }, []],
    ['2 replicas for a new warehouse on SCALE', { numReplicas: 2 }, { orgTier: 'SCALE' }, []],
    ['unknown warehouse', { dataWarehouseId: 'wh-9' }, {}, [issue('dataWarehouseId', X.unknownWarehouse)]],
    ['read-only in a known warehouse', { dataWarehouseId: 'wh-1', isReadonly: true }, {}, []],
    [
      'read-only in an unknown warehouse',
      { dataWarehouseId: 'wh-9', isReadonly: true },
      {},
      [issue('dataWarehouseId', X.unknownWarehouse), issue('isReadonly', X.readonlyNeedsExistingWarehouse)],
    ],
    ['read-only without warehouse', { isReadonly: true }, {}, [issue('isReadonly', X.readonlyNeedsExistingWarehouse)]],
    ['known backup', { backupId: BACKUP }, {}, []],
    ['unknown backup', { backupId: '00000000-0000-4000-8000-000000000000' }, {}, [issue('backupId', X.unknownBackup)]],
    ['backup, same region, tier and provider', { backupId: BACKUP, region: 'us-east-1', tier: 'production', provider: 'aws' }, {}, []],
    ['backup, another region', { backupId: BACKUP, region: 'eu-west-1' }, {}, [issue('region', BACKUP_MESSAGES.region('us-east-1'))]],
    ['backup, another tier', { backupId: BACKUP, tier: 'development' }, {}, [issue('tier', BACKUP_MESSAGES.tier('production'))]],
    ['backup, another provider', { backupId: BACKUP, provider: 'gcp' }, {}, [issue('provider', BACKUP_MESSAGES.provider('aws'))]],
    [
      'backup still in progress',
      { backupId: BACKUP },
      { backupSource: () => ({ status: 'in_progress', region: 'us-east-1' }) },
      [issue('backupId', BACKUP_MESSAGES.notDone)],
    ],
    ['backup that failed', { backupId: BACKUP }, { backupSource: () => ({ status: 'error' }) }, [issue('backupId', BACKUP_MESSAGES.notDone)]],
  ])('%s', (_label, body, over, expected) => {
    expect(serviceCreateContextIssues(body, ctx(over))).toEqual(expected);
  });
});

describe('replicaScalingContextIssues', () => {
  const rctx = (over: Partial<ReplicaScalingContext> = {}): ReplicaScalingContext => ({
    paid: true,
    isNewWarehouseFirstService: false,
    tier: 'production',
    ...over,
  });
  it.each<[string, ReplicaScaling, Partial<ReplicaScalingContext>, ReturnType<typeof issue>[]]>([
    ['120 GB unpaid', { maxReplicaMemoryGb: 120 }, { paid: false }, []],
    ['124 GB unpaid', { maxReplicaMemoryGb: 124 }, { paid: false }, [issue('maxReplicaMemoryGb', X.replicaMemoryUnpaid)]],
    ['356 GB paid', { maxReplicaMemoryGb: 356 }, { paid: true }, []],
    ['memory on a development service', { minReplicaMemoryGb: 16 }, { tier: 'development' }, [issue('minReplicaMemoryGb', X.replicaMemoryProductionOnly)]],
    ['memory on a service without tier', { minReplicaMemoryGb: 16 }, { tier: undefined }, []],
    ['idle settings on a development service', { idleScaling: true }, { tier: 'development' }, []],
    [
      '1 replica for the first service of a warehouse on SCALE',
      { numReplicas: 1 },
      { isNewWarehouseFirstService: true, orgTier: 'SCALE' },
      [issue('numReplicas', SERVICE_MESSAGES.numReplicasNewWarehouseFirst)],
    ],
    ['1 replica for the first service of a warehouse on BASIC', { numReplicas: 1 }, { isNewWarehouseFirstService: true, orgTier: 'BASIC' }, []],
    [
      '1 replica for the first service, tier unknown',
      { numReplicas: 1 },
      { isNewWarehouseFirstService: true, currentNumReplicas: 2 },
      [issue('numReplicas', SERVICE_MESSAGES.numReplicasNewWarehouseFirst)],
    ],
    [
      '1 replica for the first service, tier unknown, replicas unknown',
      { numReplicas: 1 },
      { isNewWarehouseFirstService: true },
      [issue('numReplicas', SERVICE_MESSAGES.numReplicasNewWarehouseFirst)],
    ],
    ['2 replicas for the first service, tier unknown', { numReplicas: 2 }, { isNewWarehouseFirstService: true, currentNumReplicas: 3 }, []],
    [
      '1 replica for the first service, tier unknown, already on 1 (only BASIC allows it)',
      { numReplicas: 1 },
      { isNewWarehouseFirstService: true, currentNumReplicas: 1 },
      [],
    ],
    ['2 replicas for the first service of a warehouse', { numReplicas: 2 }, { isNewWarehouseFirstService: true }, []],
    ['1 replica for a later service', { numReplicas: 1 }, { isNewWarehouseFirstService: false }, []],
  ])('%s', (_label, body, over, expected) => {
    expect(replicaScalingContextIssues(body, rctx(over))).toEqual(expected);
  });
});

describe('LIMIT_TEXT and defaults', () => {
  it('states the ENTERPRISE-only and paid-only limits', () => {
    expect(LIMIT_TEXT.hasTransparentDataEncryption).toMatch(/ENTERPRISE/);
    expect(LIMIT_TEXT.profile).toMatch(/ENTERPRISE/);
    expect(LIMIT_TEXT.maxReplicaMemoryGb).toMatch(/120 GB.*356 GB/);
    expect(LIMIT_TEXT.maxTotalMemoryGb).toMatch(/360 GB.*1068 GB/);
  });
  it('default replicas: 1 on BASIC, 3 otherwise', () => {
    expect(defaultNumReplicas('BASIC')).toBe(1);
    expect(defaultNumReplicas('SCALE')).toBe(3);
    expect(defaultNumReplicas('ENTERPRISE')).toBe(3);
  });
});
