import { describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES, CLOUD_REFUSALS, issuesToFieldErrors } from '../../../../contract';
import {
  createServiceDefaults,
  createServiceFormSchema,
  createServiceFormSchemaFor,
  restoreValues,
  restoringFormSchemaFor,
  toRequestBody,
  type CreateServiceValues,
} from './values';

const v = (patch: Partial<CreateServiceValues>): CreateServiceValues => ({ ...createServiceDefaults, ...patch });

describe('create service: form values -> request body', () => {
  it('sends only the IP access list for an untouched form (the real service requires it)', () => {
    // idleScaling starts on, which is a value the person sees: it is sent as shown.
    expect(toRequestBody(createServiceDefaults)).toEqual({ idleScaling: true, ipAccessList: [] });
  });

  it('leaves out empty text, unset choices and numbers, and empty optional lists', () => {
    const body = toRequestBody(v({ name: '', provider: undefined, numReplicas: undefined, endpoints: [], privateEndpointIds: [], backupId: '' }));
    for (const key of ['name', 'provider', 'numReplicas', 'endpoints', 'privateEndpointIds', 'backupId']) expect(body).not.toHaveProperty(key);
  });

  it('sends the switches that default to off only when turned on', () => {
    expect(toRequestBody(v({ isReadonly: false, hasTransparentDataEncryption: false, privatePreviewTermsChecked: false }))).not.toHaveProperty('isReadonly');
    expect(toRequestBody(v({ isReadonly: true, hasTransparentDataEncryption: true, privatePreviewTermsChecked: true }))).toMatchObject({
      isReadonly: true,
      hasTransparentDataEncryption: true,
      privatePreviewTermsChecked: true,
    });
    expect(toRequestBody(v({ idleScaling: false }))).toMatchObject({ idleScaling: false });
  });

  it('drops an empty description of an IP entry and keeps a filled one', () => {
    const body = toRequestBody(
      v({
        ipAccessList: [
          { source: '10.0.0.0/8', description: '' },
          { source: '203.0.113.7', description: 'office' },
        ],
      }),
    );
    expect(body.ipAccessList).toEqual([{ source: '10.0.0.0/8' }, { source: '203.0.113.7', description: 'office' }]);
  });

  it('keeps every value the person set, as typed', () => {
    const body = toRequestBody(
      v({
        name: 'Analytics',
        provider: 'aws',
        region: 'eu-west-1',
        minReplicaMemoryGb: 16,
        maxReplicaMemoryGb: 64,
        numReplicas: 3,
        idleTimeoutMinutes: 10,
        endpoints: [{ protocol: 'mysql', enabled: true }],
        privateEndpointIds: ['vpce-1'],
      }),
    );
    expect(body).toEqual({
      name: 'Analytics',
      provider: 'aws',
      region: 'eu-west-1',
      minReplicaMemoryGb: 16,
      maxReplicaMemoryGb: 64,
      numReplicas: 3,
      idleScaling: true,
      idleTimeoutMinutes: 10,
      ipAccessList: [],
      endpoints: [{ protocol: 'mysql', enabled: true }],
      privateEndpointIds: ['vpce-1'],
    });
  });

  it('the resolver schema maps then judges the body by the contract', () => {
    expect(createServiceFormSchema.safeParse(v({ name: 'Ok', provider: 'aws', region: 'us-east-1' })).success).toBe(true);
    const refused = createServiceFormSchema.safeParse(v({ numReplicas: 21 }));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['numReplicas']);
  });

  it('the resolver takes me-central-1 and a v1-highcpu profile against the emulator, and refuses them against ClickHouse Cloud, at their fields', () => {
    const values = v({ name: 'Ok', provider: 'aws', region: 'me-central-1', profile: 'v1-highcpu-m' });
    expect(createServiceFormSchemaFor('contract')).toBe(createServiceFormSchema);
    expect(createServiceFormSchemaFor('contract').safeParse(values).success).toBe(true);
    const refused = createServiceFormSchemaFor('cloud').safeParse(values);
    expect(refused.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['region'], CLOUD_REFUSALS.region('me-central-1')],
      [['profile'], CLOUD_REFUSALS.profile('v1-highcpu-m')],
    ]);
    expect(createServiceFormSchemaFor('cloud').safeParse(v({ name: 'Ok', provider: 'aws', region: 'il-central-1', profile: 'v1-highmem-m' })).success).toBe(
      true,
    );
  });
});

describe('create service from a backup: the restore rule before sending', () => {
  const BACKUP = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
  const source = { status: 'done', region: 'eu-west-1', provider: 'aws', tier: 'production' };
  const schema = restoringFormSchemaFor('contract', () => (id) => (id === BACKUP ? source : undefined));
  const restored = v({ name: 'Restored', ...restoreValues(BACKUP, source) });
  const issues = (values: CreateServiceValues) => {
    const r = schema.safeParse(values);
    return r.success ? [] : issuesToFieldErrors(r.error);
  };

  it('restore sets the backup, region, provider and tier of the original, and that is accepted', () => {
    expect(restored).toMatchObject({ backupId: BACKUP, region: 'eu-west-1', provider: 'aws', tier: 'production' });
    expect(issues(restored)).toEqual([]);
  });

  it('another region or tier is refused next to it', () => {
    expect(issues({ ...restored, region: 'eu-central-1' })).toEqual([{ path: 'region', message: BACKUP_MESSAGES.region('eu-west-1') }]);
    expect(issues({ ...restored, tier: 'development' })).toEqual([{ path: 'tier', message: BACKUP_MESSAGES.tier('production') }]);
  });

  it('a backup not (yet) known to the console is left to the server', () => {
    expect(issues({ ...restored, backupId: '00000000-0000-4000-8000-000000000000', region: 'us-east-1' })).toEqual([]);
  });
});
