import { describe, expect, it } from 'vitest';
import { IP_SOURCE_MESSAGE, UUID_MESSAGE } from './common.js';
import {
  REAL_ONLY_REGIONS,
  REGIONS,
  REGIONS_BY_PROVIDER,
  SEED_ONLY_REGIONS,
  SERVICE_CREATE_MESSAGES as C,
  SERVICE_MESSAGES as M,
  REPLICA_SCALING_EMPTY_MESSAGE,
  regionMismatchMessage,
  replicaScalingSchema,
  serviceCreateResultSchema,
  serviceCreateSchema,
  servicePrivateEndpointCreateSchema,
  serviceSchema,
} from './service.js';
import { checkRow, issue, issuesOf, type Row } from './test-helpers.js';

const base = { name: 'My service 1', provider: 'aws', region: 'us-east-1', ipAccessList: [] };
const withBase = (patch: Record<string, unknown>) => ({ ...base, ...patch });
const WH = { dataWarehouseId: 'wh-1' };
const REQUIRED = 'This field is required.';

describe('serviceCreateSchema: single fields', () => {
  it.each<Row>([
    ['minimal body', base, null],
    ['empty body (all fields optional)', {}, null],
    // name
    ['name of 50 characters', withBase({ name: 'a'.repeat(50) }), null],
    ['name of 51 characters', withBase({ name: 'a'.repeat(51) }), issue('name', M.nameChars)],
    ['name with a dash', withBase({ name: 'a-b' }), issue('name', M.nameChars)],
    ['name with an underscore', withBase({ name: 'a_b' }), issue('name', M.nameChars)],
    ['empty name', withBase({ name: '' }), issue('name', M.nameEmpty)],
    ['blank name', withBase({ name: '   ' }), issue('name', M.nameEmpty)],
    ['name not text', withBase({ name: 5 }), issue('name', 'Must be text.')],
    // provider and region
    ['gcp region', withBase({ provider: 'gcp', region: 'europe-west4' }), null],
    ['azure region', withBase({ provider: 'azure', region: 'germanywestcentral' }), null],
    ['unknown provider', withBase({ provider: 'ibm' }), issue('provider', 'Choose a cloud provider: aws, gcp or azure.')],
    ['unknown region', withBase({ region: 'mars-1' }), issue('region', `Choose a region from the list: ${REGIONS.join(', ')}.`)],
    ['gcp provider with an aws region', withBase({ provider: 'gcp', region: 'us-east-1' }), issue('region', regionMismatchMessage('us-east-1', 'gcp'))],
    ['aws provider with an azure region', withBase({ region: 'eastus' }), issue('region', regionMismatchMessage('eastus', 'aws'))],
    ['region without provider', { region: 'eastus' }, null],
    // tier
    ['development tier on aws', withBase({ tier: 'development' }), null],
    ['development tier on azure', withBase({ provider: 'azure', region: 'eastus', tier: 'development' }), issue('tier', C.azureDevelopment)],
    ['development tier on an azure region, no provider', { region: 'eastus', tier: 'development' }, issue('tier', C.azureDevelopment)],
    ['development tier on a gcp region, no provider', { region: 'us-central1', tier: 'development' }, null],
    ['production tier on azure', withBase({ provider: 'azure', region: 'eastus', tier: 'production' }), null],
    ['unknown tier', withBase({ tier: 'huge' }), issue('tier', expect.stringMatching(/^Choose one of: development, production, /) as unknown as string)],
    // total memory (deprecated)
    ['min total memory 24', withBase({ minTotalMemoryGb: 24 }), null],
    ['max total memory 1068', withBase({ maxTotalMemoryGb: 1068 }), null],
    ['min total memory 12', withBase({ minTotalMemoryGb: 12 }), issue('minTotalMemoryGb', M.totalMemory)],
    ['max total memory 1080', withBase({ maxTotalMemoryGb: 1080 }), issue('maxTotalMemoryGb', M.totalMemory)],
    ['total memory 30 (not a multiple of 12)', withBase({ minTotalMemoryGb: 30 }), issue('minTotalMemoryGb', M.totalMemory)],
    ['total memory as text', withBase({ minTotalMemoryGb: '24' }), issue('minTotalMemoryGb', M.totalMemory)],
    ['total memory with production tier', withBase({ tier: 'production', minTotalMemoryGb: 24, maxTotalMemoryGb: 360 }), null],
    ['total memory with development tier', withBase({ tier: 'development', maxTotalMemoryGb: 48 }), issue('maxTotalMemoryGb', C.totalMemoryProductionOnly)],
    [
      'total memory with a dedicated tier',
      withBase({ tier: 'dedicated_standard', minTotalMemoryGb: 48 }),
      issue('minTotalMemoryGb', C.totalMemoryProductionOnly),
    ],
    ['max total memory equal to min', withBase({ minTotalMemoryGb: 48, maxTotalMemoryGb: 48 }), null],
    ['max total memory below min', withBase({ minTotalMemoryGb: 48, maxTotalMemoryGb: 36 }), issue('maxTotalMemoryGb', M.maxBelowMinTotal)],
    // replica memory
    ['replica memory 8', withBase({ minReplicaMemoryGb: 8 }), null],
    ['replica memory 4', withBase({ minReplicaMemoryGb: 4 }), issue('minReplicaMemoryGb', M.replicaMemory)],
    ['replica memory 356', withBase({ maxReplicaMemoryGb: 356 }), null],
    ['replica memory 360', withBase({ maxReplicaMemoryGb: 360 }), issue('maxReplicaMemoryGb', M.replicaMemory)],
    ['replica memory 10 (not a multiple of 4)', withBase({ maxReplicaMemoryGb: 10 }), issue('maxReplicaMemoryGb', M.replicaMemory)],
    ['max replica memory equal to min', withBase({ minReplicaMemoryGb: 16, maxReplicaMemoryGb: 16 }), null],
    ['max replica memory below min', withBase({ minReplicaMemoryGb: 16, maxReplicaMemoryGb: 12 }), issue('maxReplicaMemoryGb', M.maxBelowMinReplica)],
    [
      'replica memory with development tier',
      withBase({ tier: 'development', minReplicaMemoryGb: 16 }),
      issue('minReplicaMemoryGb', C.replicaMemoryNotDevelopment),
    ],
    ['replica memory with production tier', withBase({ tier: 'production', minReplicaMemoryGb: 16 }), null],
    // replicas
    ['1 replica in an existing warehouse', withBase({ ...WH, numReplicas: 1 }), null],
    ['1 replica for a new warehouse (allowed on BASIC: judged with the tier, serviceCreateContextIssues)', withBase({ numReplicas: 1 }), null],
    ['0 replicas for a new warehouse', withBase({ numReplicas: 0 }), issue('numReplicas', M.numReplicas)],
    ['2 replicas for a new warehouse', withBase({ numReplicas: 2 }), null],
    ['20 replicas', withBase({ numReplicas: 20 }), null],
    ['21 replicas', withBase({ numReplicas: 21 }), issue('numReplicas', M.numReplicas)],
    ['0 replicas in a warehouse', withBase({ ...WH, numReplicas: 0 }), issue('numReplicas', M.numReplicas)],
    ['2.5 replicas', withBase({ numReplicas: 2.5 }), issue('numReplicas', M.numReplicas)],
    // idle
    ['idle timeout 5', withBase({ idleTimeoutMinutes: 5 }), null],
    ['idle timeout 4', withBase({ idleTimeoutMinutes: 4 }), issue('idleTimeoutMinutes', M.idleTimeout)],
    ['idle timeout 5.5 (OpenAPI type number)', withBase({ idleTimeoutMinutes: 5.5 }), null],
    ['idle timeout 4.99', withBase({ idleTimeoutMinutes: 4.99 }), issue('idleTimeoutMinutes', M.idleTimeout)],
    ['idle timeout as text', withBase({ idleTimeoutMinutes: '10' }), issue('idleTimeoutMinutes', M.idleTimeout)],
    // seed-only and real-only values are both accepted
    ['seed-only region me-central-1', withBase({ region: 'me-central-1' }), null],
    ['real region ca-central-1', withBase({ region: 'ca-central-1' }), null],
    ['real gcp region europe-west2', withBase({ provider: 'gcp', region: 'europe-west2' }), null],
    ['real azure region centralus', withBase({ provider: 'azure', region: 'centralus' }), null],
    ['seed-only profile v1-highcpu-xl', withBase({ profile: 'v1-highcpu-xl' }), null],
    ['real profile v1-highmem-xs', withBase({ profile: 'v1-highmem-xs' }), null],
    ['idle scaling false', withBase({ idleScaling: false }), null],
    ['idle scaling as text', withBase({ idleScaling: 'yes' }), issue('idleScaling', 'Must be true or false.')],
    // warehouse and read-only
    ['read-only in a warehouse', withBase({ ...WH, isReadonly: true }), null],
    ['read-only without a warehouse', withBase({ isReadonly: true }), issue('isReadonly', C.readonlyNeedsWarehouse)],
    ['not read-only without a warehouse', withBase({ isReadonly: false }), null],
    ['empty warehouse ID', withBase({ dataWarehouseId: '' }), issue('dataWarehouseId', 'Enter a warehouse ID, or leave the field out.')],
    // backup, encryption, endpoints
    ['backup UUID', withBase({ backupId: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b' }), null],
    ['backup ID not a UUID', withBase({ backupId: 'backup-1' }), issue('backupId', UUID_MESSAGE)],
    ['encryption key and role', withBase({ encryptionKey: 'k', encryptionAssumedRoleIdentifier: 'arn:aws:iam::123456789012:role/r' }), null],
    ['encryption key not text', withBase({ encryptionKey: 1 }), issue('encryptionKey', 'Must be text.')],
    ['private endpoint IDs', withBase({ privateEndpointIds: ['vpce-1'] }), null],
    ['private endpoint IDs not a list', withBase({ privateEndpointIds: 'vpce-1' }), issue('privateEndpointIds', 'Must be a list.')],
    ['private preview terms', withBase({ privatePreviewTermsChecked: true }), null],
    ['TDE', withBase({ hasTransparentDataEncryption: true }), null],
    ['mysql endpoint', withBase({ endpoints: [{ protocol: 'mysql', enabled: true }] }), null],
    ['endpoint without enabled', withBase({ endpoints: [{ protocol: 'mysql' }] }), issue('endpoints.0.enabled', REQUIRED)],
    ['endpoint with empty protocol', withBase({ endpoints: [{ protocol: '', enabled: false }] }), issue('endpoints.0.protocol', M.endpointProtocol)],
    [
      'endpoint with a protocol other than mysql',
      withBase({ endpoints: [{ protocol: 'https', enabled: true }] }),
      issue('endpoints.0.protocol', M.endpointProtocol),
    ],
    [
      'endpoint with unknown field',
      withBase({ endpoints: [{ protocol: 'mysql', enabled: true, port: 1 }] }),
      issue('endpoints.0.port', 'Unknown field "port" is not accepted here.'),
    ],
    ['bad IP access entry', withBase({ ipAccessList: [{ source: '1.2.3.4' }, { source: 'x' }] }), issue('ipAccessList.1.source', IP_SOURCE_MESSAGE)],
    // release channel
    ['release channel without tier', withBase({ releaseChannel: 'fast' }), null],
    ['release channel with production tier', withBase({ tier: 'production', releaseChannel: 'slow' }), null],
    [
      'release channel with development tier',
      withBase({ tier: 'development', releaseChannel: 'fast' }),
      issue('releaseChannel', C.releaseChannelProductionOnly),
    ],
    ['unknown release channel', withBase({ releaseChannel: 'turbo' }), issue('releaseChannel', 'Choose one of: slow, default, fast.')],
    // profile, compliance
    ['highcpu profile', withBase({ profile: 'v1-highcpu-xl' }), null],
    ['unknown profile', withBase({ profile: 'v2' }), issue('profile', expect.stringMatching(/^Choose one of: v1-default, /) as unknown as string)],
    ['hipaa', withBase({ complianceType: 'hipaa' }), null],
    ['unknown compliance', withBase({ complianceType: 'sox' }), issue('complianceType', 'Choose one of: hipaa, pci.')],
    // unknown fields
    ['unknown field', withBase({ autoscalingMode: 'vertical' }), issue('autoscalingMode', 'Unknown field "autoscalingMode" is not accepted here.')],
  ])('%s', (...row) => checkRow(serviceCreateSchema, row));
});

describe('serviceCreateSchema: BYOC', () => {
  const byoc = (min?: number, max?: number) => withBase({ byocId: 'byoc-1', minReplicaMemoryGb: min, maxReplicaMemoryGb: max });
  it.each<Row>([
    ['48 and 232', byoc(48, 232), null],
    ['116 and 172', byoc(116, 172), null],
    ['both 48', byoc(48, 48), null],
    ['min 52 (a valid size, not a BYOC one)', byoc(52, 232), issue('minReplicaMemoryGb', C.byocMemory)],
    ['max 236', byoc(48, 236), issue('maxReplicaMemoryGb', C.byocMemory)],
    ['max missing', byoc(48, undefined), issue('maxReplicaMemoryGb', C.byocMemoryRequired)],
    ['min missing', byoc(undefined, 48), issue('minReplicaMemoryGb', C.byocMemoryRequired)],
    ['same sizes without BYOC ID', withBase({ minReplicaMemoryGb: 52, maxReplicaMemoryGb: 236 }), null],
    ['empty BYOC ID', withBase({ byocId: '', minReplicaMemoryGb: 48, maxReplicaMemoryGb: 48 }), issue('byocId', 'Enter the BYOC ID, or leave the field out.')],
  ])('%s', (...row) => checkRow(serviceCreateSchema, row));
});

describe('region lists', () => {
  it('REGIONS is the union of the per-provider lists: the 19 of the seed and the 24 of the real service make 25', () => {
    expect(REGIONS).toHaveLength(25);
    expect(new Set(REGIONS).size).toBe(25);
    for (const r of [...SEED_ONLY_REGIONS, ...REAL_ONLY_REGIONS]) expect(REGIONS).toContain(r);
    expect(REGIONS.length - SEED_ONLY_REGIONS.length).toBe(24);
    expect([...REGIONS_BY_PROVIDER.aws, ...REGIONS_BY_PROVIDER.gcp, ...REGIONS_BY_PROVIDER.azure]).toEqual([...REGIONS]);
  });
});

describe('replicaScalingSchema', () => {
  it.each<Row>([
    ['one field', { idleScaling: true }, null],
    ['every field', { minReplicaMemoryGb: 8, maxReplicaMemoryGb: 356, numReplicas: 20, idleScaling: false, idleTimeoutMinutes: 5 }, null],
    ['empty body', {}, issue('', REPLICA_SCALING_EMPTY_MESSAGE)],
    ['min replica memory 4', { minReplicaMemoryGb: 4 }, issue('minReplicaMemoryGb', M.replicaMemory)],
    ['max replica memory 360', { maxReplicaMemoryGb: 360 }, issue('maxReplicaMemoryGb', M.replicaMemory)],
    ['replica memory 10', { maxReplicaMemoryGb: 10 }, issue('maxReplicaMemoryGb', M.replicaMemory)],
    ['max below min', { minReplicaMemoryGb: 32, maxReplicaMemoryGb: 28 }, issue('maxReplicaMemoryGb', M.maxBelowMinReplica)],
    ['1 replica (warehouse rule is a context rule here)', { numReplicas: 1 }, null],
    ['21 replicas', { numReplicas: 21 }, issue('numReplicas', M.numReplicas)],
    ['0 replicas', { numReplicas: 0 }, issue('numReplicas', M.numReplicas)],
    ['idle timeout 4', { idleTimeoutMinutes: 4 }, issue('idleTimeoutMinutes', M.idleTimeout)],
    ['unknown field', { numReplicas: 3, tier: 'production' }, issue('tier', 'Unknown field "tier" is not accepted here.')],
  ])('%s', (...row) => checkRow(replicaScalingSchema, row));
});

describe('servicePrivateEndpointCreateSchema', () => {
  it.each<Row>([
    ['id and description', { id: 'vpce-1', description: 'd' }, null],
    ['empty id', { id: '', description: 'd' }, issue('id', 'Enter the private endpoint ID.')],
    ['no description', { id: 'vpce-1' }, null],
    ['unknown field', { id: 'vpce-1', description: 'd', region: 'x' }, issue('region', 'Unknown field "region" is not accepted here.')],
  ])('%s', (...row) => checkRow(servicePrivateEndpointCreateSchema, row));
});

describe('serviceSchema (response)', () => {
  const service = {
    id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    name: 'svc',
    dbVersion: '24.8',
    endpoints: [{ protocol: 'https', host: 'h', port: 8443, username: null }],
    state: 'running',
    provider: 'aws',
    region: 'us-east-1',
    ipAccessList: [{ source: '0.0.0.0/0', description: 'anywhere' }],
  };
  it('accepts a service and lets unknown fields through', () => {
    const r = serviceSchema.parse({ ...service, clickhouseVersion: 'x', currentScaling: {} });
    expect(r.state).toBe('running');
    expect(r).toHaveProperty('currentScaling', {});
  });
  it('tolerates a state this console does not know yet', () => {
    expect(serviceSchema.parse({ ...service, state: 'hibernating' }).state).toBe('hibernating');
  });
  it('reads the create result', () => {
    expect(serviceCreateResultSchema.parse({ service, password: 'p' }).password).toBe('p');
    expect(issuesOf(serviceCreateResultSchema, { service })).toEqual([issue('password', expect.any(String) as unknown as string)]);
  });
});

describe('serviceCreateSchema: every message in one round', () => {
  it('reports cross-field rules even when another field is wrong', () => {
    const paths = issuesOf(serviceCreateSchema, withBase({ name: 'a-b', provider: 'gcp', region: 'eu-west-1', isReadonly: true })).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'region', 'isReadonly']));
  });

  it('does not blame a provider/region pair when the region itself is unknown', () => {
    const issues = issuesOf(serviceCreateSchema, withBase({ provider: 'gcp', region: 'mars-1' }));
    expect(issues.filter((i) => i.path === 'region')).toHaveLength(1);
  });

  it('survives values of the wrong type in every cross-field position', () => {
    const body = withBase({
      provider: 1,
      region: {},
      tier: [],
      minTotalMemoryGb: 'x',
      maxTotalMemoryGb: null,
      minReplicaMemoryGb: 'a',
      maxReplicaMemoryGb: {},
      numReplicas: '1',
      isReadonly: 'yes',
      byocId: 5,
    });
    expect(() => serviceCreateSchema.safeParse(body)).not.toThrow();
    expect(serviceCreateSchema.safeParse(body).success).toBe(false);
  });
});

describe('replicaScalingSchema: every message in one round', () => {
  it('reports max below min together with another broken field', () => {
    const paths = issuesOf(replicaScalingSchema, { minReplicaMemoryGb: 16, maxReplicaMemoryGb: 8, idleTimeoutMinutes: 2 }).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['maxReplicaMemoryGb', 'idleTimeoutMinutes']));
  });
});
