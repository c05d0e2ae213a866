import { BYOC_MEMORY_VALUES, SERVICE_LIMITS as L } from '../../../../contract';
import type { ScalingFields } from './ScalingSection';

/**
 * The sizes a person can start a new service from, and "Custom" (the scaling fields as they are).
 * A preset only fills the scaling fields: every one stays editable, and the contract judges them
 * as it judges anything typed (sizePresets.test.ts proves each preset's values pass the create
 * rules, in both dialects, on every organization tier, paid or not).
 */
export const SIZE_PRESETS = ['development', 'production', 'custom'] as const;
export type SizePreset = (typeof SIZE_PRESETS)[number];
export type FixedPreset = Exclude<SizePreset, 'custom'>;

/** The fields a preset sets, in the order shown. */
export const SCALING_FIELDS = [
  'minReplicaMemoryGb',
  'maxReplicaMemoryGb',
  'numReplicas',
  'idleTimeoutMinutes',
  'idleScaling',
] as const satisfies readonly (keyof ScalingFields)[];
export type PresetSizes = Required<Pick<ScalingFields, 'idleScaling'>> & Omit<ScalingFields, 'idleScaling'>;

/** What else in the form a preset's values depend on. */
export interface SizeContext {
  /** The deprecated tier (Legacy fields): a development-tier service has a fixed size. */
  tier?: string;
  /** A BYOC ID is given: replica memory must be one of BYOC_MEMORY_VALUES. */
  byoc: boolean;
  /** A warehouse ID is given: the service joins a warehouse, so one replica is allowed. */
  joinsWarehouse: boolean;
}

const filled = (s: string | undefined) => s !== undefined && s.trim() !== '';

/** The context of the form's values. */
export function sizeContextOf(values: { tier?: string; byocId?: string; dataWarehouseId?: string }): SizeContext {
  return { tier: values.tier ?? undefined, byoc: filled(values.byocId), joinsWarehouse: filled(values.dataWarehouseId) };
}

export const sameSizeContext = (a: SizeContext, b: SizeContext) => a.tier === b.tier && a.byoc === b.byoc && a.joinsWarehouse === b.joinsWarehouse;

/** Production's memory per replica: within what an organization without a paid plan may have (L.replicaMemoryMaxUnpaid). */
const PRODUCTION_MEMORY = { min: 16, max: 64 } as const;

/** A preset's values in this context, or why it cannot be used in it. */
export type PresetOffer = { sizes: PresetSizes } | { unavailable: string };

export function presetOffer(preset: FixedPreset, ctx: SizeContext): PresetOffer {
  const fixedSize = ctx.tier === 'development';
  // A BYOC ID requires replica memory, which the development tier refuses: no size satisfies both.
  if (fixedSize && ctx.byoc)
    return { unavailable: 'Not with both a BYOC ID and the development tier: a BYOC service needs a replica memory that tier does not take.' };
  if (preset === 'development') {
    // The smallest memory allowed (a BYOC ID allows only its sizes; a development-tier service has a fixed size: none is sent).
    const memory = fixedSize ? undefined : ctx.byoc ? BYOC_MEMORY_VALUES[0] : L.replicaMemoryMin;
    return {
      sizes: {
        minReplicaMemoryGb: memory,
        maxReplicaMemoryGb: memory,
        // One replica only when joining a warehouse: the first service of a warehouse needs 2, except on BASIC organizations (unknown here).
        numReplicas: ctx.joinsWarehouse ? L.numReplicasMin : L.numReplicasMinNewWarehouse,
        idleScaling: true,
        idleTimeoutMinutes: L.idleTimeoutMinutesMin,
      },
    };
  }
  if (fixedSize) return { unavailable: 'Not with the development tier chosen under Legacy and deprecated fields: that tier has a fixed size.' };
  return {
    sizes: {
      minReplicaMemoryGb: ctx.byoc ? BYOC_MEMORY_VALUES[0] : PRODUCTION_MEMORY.min,
      maxReplicaMemoryGb: ctx.byoc ? BYOC_MEMORY_VALUES[1] : PRODUCTION_MEMORY.max,
      numReplicas: L.numReplicasDefault,
      idleScaling: false,
      idleTimeoutMinutes: undefined,
    },
  };
}

/** Whether the values hold exactly a preset's sizes. */
export function holdsSizes(values: Partial<Record<keyof PresetSizes, unknown>>, sizes: PresetSizes): boolean {
  return SCALING_FIELDS.every((name) => (values[name] ?? undefined) === sizes[name] || (values[name] === '' && sizes[name] === undefined));
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What a preset sets, in a person's words: "8 GB of memory per replica, 2 replicas, sleeps after 5 minutes without queries". */
export function sizesText(s: PresetSizes): string {
  const memory =
    s.minReplicaMemoryGb === undefined
      ? "the tier's fixed memory"
      : s.minReplicaMemoryGb === s.maxReplicaMemoryGb
        ? `${s.minReplicaMemoryGb} GB of memory per replica`
        : `${s.minReplicaMemoryGb} to ${s.maxReplicaMemoryGb} GB of memory per replica`;
  const replicas = s.numReplicas === undefined ? 'the default number of replicas' : plural(s.numReplicas, 'replica');
  const idle = !s.idleScaling
    ? 'never sleeps'
    : s.idleTimeoutMinutes === undefined
      ? 'sleeps when idle'
      : `sleeps after ${plural(s.idleTimeoutMinutes, 'minute')} without queries`;
  return `${replicas}, ${memory}, ${idle}`;
}

/** Each choice's title and what it is for, before what it sets. */
export const PRESET_TITLES: Record<SizePreset, { title: string; purpose: string }> = {
  development: { title: 'Development', purpose: 'The smallest and cheapest, for trying things out' },
  production: { title: 'Production', purpose: 'Room to grow and always ready, for live workloads' },
  custom: { title: 'Custom', purpose: 'Your own values under Scaling' },
};

/** One line per choice: its purpose and what it sets ("Custom": what an empty field means). */
export function presetLine(preset: SizePreset, ctx: SizeContext): string {
  const { purpose } = PRESET_TITLES[preset];
  if (preset === 'custom') return `${purpose}; a field left empty takes the organization's default.`;
  const offer = presetOffer(preset, ctx);
  return 'unavailable' in offer ? offer.unavailable : `${purpose}: ${sizesText(offer.sizes)}.`;
}
