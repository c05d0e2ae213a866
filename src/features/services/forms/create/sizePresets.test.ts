import { describe, expect, it } from 'vitest';
import { ORG_TIERS, SERVICE_CREATE_MESSAGES, serviceCreateContextIssues, type ManagementDialect, type ServiceCreate } from '../../../../contract';
import { holdsSizes, presetLine, presetOffer, sizeContextOf, sizesText, type FixedPreset, type PresetSizes, type SizeContext } from './sizePresets';
import { createServiceDefaults, createServiceFormSchemaFor, type CreateServiceValues } from './values';

const WAREHOUSE = 'wh-1';
const DIALECTS: ManagementDialect[] = ['contract', 'cloud'];
const PRESETS: FixedPreset[] = ['development', 'production'];
const TIERS = [undefined, 'development', 'production', 'dedicated_high_mem'] as const;

/** The form's values with a preset applied in the context they describe. */
function valuesWith(ctx: SizeContext, sizes: PresetSizes): CreateServiceValues {
  return {
    ...createServiceDefaults,
    name: 'Sized',
    provider: 'aws',
    region: 'eu-west-1',
    tier: ctx.tier,
    byocId: ctx.byoc ? 'byoc-1' : '',
    dataWarehouseId: ctx.joinsWarehouse ? WAREHOUSE : '',
    ...sizes,
  };
}

const contexts: SizeContext[] = TIERS.flatMap((tier) =>
  [false, true].flatMap((byoc) => [false, true].map((joinsWarehouse) => ({ tier, byoc, joinsWarehouse }))),
);

describe('size presets', () => {
  describe.each(DIALECTS)('in the %s dialect', (dialect) => {
    const schema = createServiceFormSchemaFor(dialect);
    it.each(PRESETS.flatMap((preset) => contexts.map((ctx) => [preset, ctx] as const)))(
      '%s with %o passes every create rule, or is not offered',
      (preset, ctx) => {
        const offer = presetOffer(preset, ctx);
        if ('unavailable' in offer) {
          // Only against a development tier (its fixed size takes no replica memory): Production, and any preset with a BYOC ID (which requires one).
          expect(ctx.tier).toBe('development');
          expect(preset === 'production' || ctx.byoc).toBe(true);
          return;
        }
        const parsed = schema.safeParse(valuesWith(ctx, offer.sizes));
        expect(parsed.error?.issues ?? []).toEqual([]);
        // The organization's rules too, on every organization tier, without a paid plan (the tightest).
        for (const orgTier of ORG_TIERS) {
          const issues = serviceCreateContextIssues(parsed.data as ServiceCreate, {
            orgTier,
            paid: false,
            warehouseExists: (id) => id === WAREHOUSE,
            backupSource: () => undefined,
          });
          expect(issues).toEqual([]);
        }
      },
    );
  });

  it('Development is the smallest size: the least memory and replicas allowed, asleep after the shortest idle time', () => {
    expect(presetOffer('development', { byoc: false, joinsWarehouse: false })).toEqual({
      sizes: { minReplicaMemoryGb: 8, maxReplicaMemoryGb: 8, numReplicas: 2, idleScaling: true, idleTimeoutMinutes: 5 },
    });
    // Joining a warehouse, one replica is allowed; with a BYOC ID, 48 GB is its smallest memory.
    expect(presetOffer('development', { byoc: true, joinsWarehouse: true })).toMatchObject({
      sizes: { minReplicaMemoryGb: 48, maxReplicaMemoryGb: 48, numReplicas: 1 },
    });
    // A development-tier service has a fixed size: no replica memory is set.
    expect(presetOffer('development', { tier: 'development', byoc: false, joinsWarehouse: false })).toMatchObject({
      sizes: { minReplicaMemoryGb: undefined, maxReplicaMemoryGb: undefined },
    });
  });

  it('Production has three replicas, more memory and never sleeps; not offered on a development tier', () => {
    expect(presetOffer('production', { byoc: false, joinsWarehouse: false })).toEqual({
      sizes: { minReplicaMemoryGb: 16, maxReplicaMemoryGb: 64, numReplicas: 3, idleScaling: false, idleTimeoutMinutes: undefined },
    });
    expect(presetOffer('production', { byoc: true, joinsWarehouse: false })).toMatchObject({ sizes: { minReplicaMemoryGb: 48, maxReplicaMemoryGb: 116 } });
    expect(presetOffer('production', { tier: 'development', byoc: false, joinsWarehouse: false })).toEqual({
      unavailable: expect.stringContaining('fixed size'),
    });
    expect(presetOffer('development', { tier: 'development', byoc: true, joinsWarehouse: false })).toEqual({ unavailable: expect.stringContaining('BYOC') });
  });

  it('the values a preset would break are refused by the contract (the presets are not the only guard)', () => {
    const sizes = { minReplicaMemoryGb: 16, maxReplicaMemoryGb: 64, numReplicas: 3, idleScaling: false, idleTimeoutMinutes: undefined };
    const issues = createServiceFormSchemaFor('contract').safeParse(valuesWith({ tier: 'development', byoc: false, joinsWarehouse: false }, sizes)).error
      ?.issues;
    expect(issues?.map((i) => i.message)).toContain(SERVICE_CREATE_MESSAGES.replicaMemoryNotDevelopment);
  });

  it('reads its context from the form: a tier, a BYOC ID and a warehouse ID given (spaces alone are none)', () => {
    expect(sizeContextOf({ tier: undefined, byocId: '', dataWarehouseId: '  ' })).toEqual({ tier: undefined, byoc: false, joinsWarehouse: false });
    expect(sizeContextOf({ tier: 'production', byocId: 'b', dataWarehouseId: 'wh' })).toEqual({ tier: 'production', byoc: true, joinsWarehouse: true });
  });

  it('knows when the fields still hold a preset (an emptied number field holds no value)', () => {
    const sizes: PresetSizes = { minReplicaMemoryGb: 16, maxReplicaMemoryGb: 64, numReplicas: 3, idleScaling: false, idleTimeoutMinutes: undefined };
    expect(holdsSizes({ ...sizes }, sizes)).toBe(true);
    expect(holdsSizes({ ...sizes, idleTimeoutMinutes: '' }, sizes)).toBe(true);
    expect(holdsSizes({ ...sizes, numReplicas: 4 }, sizes)).toBe(false);
    expect(holdsSizes({ ...sizes, maxReplicaMemoryGb: '64 GB' }, sizes)).toBe(false);
    expect(holdsSizes({ ...sizes, idleScaling: true }, sizes)).toBe(false);
  });

  it('says what each choice sets in a person’s words', () => {
    const ctx = { byoc: false, joinsWarehouse: false };
    expect(presetLine('development', ctx)).toBe(
      'The smallest and cheapest, for trying things out: 2 replicas, 8 GB of memory per replica, sleeps after 5 minutes without queries.',
    );
    expect(presetLine('production', ctx)).toBe(
      'Room to grow and always ready, for live workloads: 3 replicas, 16 to 64 GB of memory per replica, never sleeps.',
    );
    expect(presetLine('custom', ctx)).toBe("Your own values under Scaling; a field left empty takes the organization's default.");
    expect(sizesText({ numReplicas: 1, minReplicaMemoryGb: undefined, maxReplicaMemoryGb: undefined, idleScaling: true, idleTimeoutMinutes: 1 })).toBe(
      "1 replica, the tier's fixed memory, sleeps after 1 minute without queries",
    );
  });
});
