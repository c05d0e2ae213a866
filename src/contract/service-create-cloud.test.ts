import { describe, expect, it } from 'vitest';
import { MANAGEMENT_DIALECTS, type ManagementDialect } from './dialectNames.js';
import {
  BYOC_MEMORY_VALUES,
  CLOUD_REFUSALS,
  COMPLIANCE_TYPES,
  ENDPOINT_PROTOCOLS,
  NOT_OFFERED_BY_CLOUD,
  PROFILES,
  PROVIDERS,
  REAL_ONLY_REGIONS,
  REGIONS,
  RELEASE_CHANNELS,
  SERVICE_CREATE_MESSAGES as C,
  SERVICE_MESSAGES as M,
  TIERS,
  cloudRefusalIssues,
  offeredByCloud,
  serviceCreateSchema,
  serviceCreateSchemaFor,
} from './service.js';
import { issue, issuesOf, type Row } from './test-helpers.js';

const base = { name: 'My service 1', provider: 'aws', region: 'us-east-1', ipAccessList: [] };
const withBase = (patch: Record<string, unknown>) => ({ ...base, ...patch });
const BYOC = { byocId: 'byoc-1' };

/**
 * Each rule of the create request at its bound and just past it. Unless a row says otherwise
 * (`cloud`), both dialects judge it the same: the real service's enums and bounds are the
 * contract documents', or the console is stricter than both.
 */
type DialectRow = [label: string, body: Record<string, unknown>, contract: Row[2], cloud?: Row[2]];

const ROWS: DialectRow[] = [
  // name: 1..50 letters, digits and spaces
  ['name of 1 character', withBase({ name: 'a' }), null],
  ['name of 0 characters', withBase({ name: '' }), issue('name', M.nameEmpty)],
  ['name of 50 characters', withBase({ name: 'a'.repeat(50) }), null],
  ['name of 51 characters', withBase({ name: 'a'.repeat(51) }), issue('name', M.nameChars)],
  // replica memory: multiple of 4, 8..356
  ['min replica memory 8', withBase({ minReplicaMemoryGb: 8 }), null],
  ['min replica memory 4', withBase({ minReplicaMemoryGb: 4 }), issue('minReplicaMemoryGb', M.replicaMemory)],
  ['max replica memory 356', withBase({ maxReplicaMemoryGb: 356 }), null],
  ['max replica memory 360', withBase({ maxReplicaMemoryGb: 360 }), issue('maxReplicaMemoryGb', M.replicaMemory)],
  ['replica memory 12 (a multiple of 4)', withBase({ minReplicaMemoryGb: 12 }), null],
  ['replica memory 14 (not a multiple of 4)', withBase({ minReplicaMemoryGb: 14 }), issue('minReplicaMemoryGb', M.replicaMemory)],
  // total memory (deprecated): multiple of 12, 24..1068
  ['min total memory 24', withBase({ minTotalMemoryGb: 24 }), null],
  ['min total memory 12', withBase({ minTotalMemoryGb: 12 }), issue('minTotalMemoryGb', M.totalMemory)],
  ['max total memory 1068', withBase({ maxTotalMemoryGb: 1068 }), null],
  ['max total memory 1080', withBase({ maxTotalMemoryGb: 1080 }), issue('maxTotalMemoryGb', M.totalMemory)],
  ['total memory 30 (not a multiple of 12)', withBase({ minTotalMemoryGb: 30 }), issue('minTotalMemoryGb', M.totalMemory)],
  // replicas: whole number 1..20
  ['1 replica', withBase({ numReplicas: 1 }), null],
  ['0 replicas', withBase({ numReplicas: 0 }), issue('numReplicas', M.numReplicas)],
  ['20 replicas', withBase({ numReplicas: 20 }), null],
  ['21 replicas', withBase({ numReplicas: 21 }), issue('numReplicas', M.numReplicas)],
  ['2.5 replicas', withBase({ numReplicas: 2.5 }), issue('numReplicas', M.numReplicas)],
  // idle timeout: at least 5 minutes
  ['idle timeout 5', withBase({ idleTimeoutMinutes: 5 }), null],
  ['idle timeout 4.9', withBase({ idleTimeoutMinutes: 4.9 }), issue('idleTimeoutMinutes', M.idleTimeout)],
  // BYOC sizes: 48, 116, 172, 232
  ['BYOC 48 and 232', withBase({ ...BYOC, minReplicaMemoryGb: 48, maxReplicaMemoryGb: 232 }), null],
  ['BYOC max 236', withBase({ ...BYOC, minReplicaMemoryGb: 48, maxReplicaMemoryGb: 236 }), issue('maxReplicaMemoryGb', C.byocMemory)],
  // regions: the contract documents' me-central-1 is not in the real service's enum
  ['region me-central-1', withBase({ region: 'me-central-1' }), null, issue('region', CLOUD_REFUSALS.region('me-central-1'))],
  ['region me-central-1, no provider', { region: 'me-central-1' }, null, issue('region', CLOUD_REFUSALS.region('me-central-1'))],
  ['region il-central-1 (real service only)', withBase({ region: 'il-central-1' }), null],
  ['region eu-west-1 (both)', withBase({ region: 'eu-west-1' }), null],
  ['region mars-1 (neither)', withBase({ region: 'mars-1' }), issue('region', `Choose a region from the list: ${REGIONS.join(', ')}.`)],
  // profiles: the contract documents' v1-highcpu-* are not in the real service's enum
  ['profile v1-highcpu-s', withBase({ profile: 'v1-highcpu-s' }), null, issue('profile', CLOUD_REFUSALS.profile('v1-highcpu-s'))],
  ['profile v1-highcpu-xl', withBase({ profile: 'v1-highcpu-xl' }), null, issue('profile', CLOUD_REFUSALS.profile('v1-highcpu-xl'))],
  ['profile v1-highmem-xl (both)', withBase({ profile: 'v1-highmem-xl' }), null],
  ['profile v1-default (both)', withBase({ profile: 'v1-default' }), null],
  // endpoint protocols: mysql only
  ['endpoint mysql', withBase({ endpoints: [{ protocol: 'mysql', enabled: false }] }), null],
  ['endpoint https', withBase({ endpoints: [{ protocol: 'https', enabled: true }] }), issue('endpoints.0.protocol', M.endpointProtocol)],
  // fields only the real service has are not sent by this console
  [
    'autoscalingMode (real service only)',
    withBase({ autoscalingMode: 'vertical' }),
    issue('autoscalingMode', 'Unknown field "autoscalingMode" is not accepted here.'),
  ],
];

describe.each(MANAGEMENT_DIALECTS)('create service rules at their bounds, dialect %s', (dialect: ManagementDialect) => {
  it.each(ROWS)('%s', (_label, body, contract, cloud) => {
    const expected = dialect === 'cloud' && cloud !== undefined ? cloud : contract;
    const issues = issuesOf(serviceCreateSchemaFor(dialect), body);
    expect(issues).toEqual(expected === null ? [] : Array.isArray(expected) ? expected : [expected]);
  });
});

describe('what the real service refuses', () => {
  it('the contract dialect uses the contract schema itself', () => {
    expect(serviceCreateSchemaFor('contract')).toBe(serviceCreateSchema);
  });

  it('every value of the enums is taken by both dialects, except the marked ones, refused by cloud only', () => {
    const fields = { region: REGIONS, profile: PROFILES, tier: TIERS, releaseChannel: RELEASE_CHANNELS, complianceType: COMPLIANCE_TYPES, provider: PROVIDERS };
    for (const [field, values] of Object.entries(fields)) {
      for (const value of values) {
        // A region alone (its provider is then derived), so that no provider/region pair is judged.
        const body = field === 'region' ? { region: value } : { [field]: value };
        expect(issuesOf(serviceCreateSchemaFor('contract'), body), `${field} ${value}`).toEqual([]);
        const refused = field in NOT_OFFERED_BY_CLOUD && !offeredByCloud(field as keyof typeof NOT_OFFERED_BY_CLOUD, value);
        expect(issuesOf(serviceCreateSchemaFor('cloud'), body).length, `${field} ${value}`).toBe(refused ? 1 : 0);
      }
    }
  });

  it('the marked values are exactly me-central-1 and the four v1-highcpu profiles; the real-only regions are taken', () => {
    expect(NOT_OFFERED_BY_CLOUD).toEqual({ region: ['me-central-1'], profile: ['v1-highcpu-s', 'v1-highcpu-m', 'v1-highcpu-l', 'v1-highcpu-xl'] });
    for (const region of REAL_ONLY_REGIONS) expect(offeredByCloud('region', region)).toBe(true);
    expect(ENDPOINT_PROTOCOLS).toEqual(['mysql']);
    expect(BYOC_MEMORY_VALUES).toEqual([48, 116, 172, 232]);
  });

  it('the cloud refusal shows with every other message in one round', () => {
    const paths = issuesOf(serviceCreateSchemaFor('cloud'), withBase({ name: 'a-b', region: 'me-central-1', profile: 'v1-highcpu-m', numReplicas: 21 })).map(
      (i) => i.path,
    );
    expect(paths).toEqual(expect.arrayContaining(['name', 'region', 'profile', 'numReplicas']));
  });

  it('cloudRefusalIssues ignores values that are not text', () => {
    expect(cloudRefusalIssues({ region: 5, profile: null })).toEqual([]);
  });
});
