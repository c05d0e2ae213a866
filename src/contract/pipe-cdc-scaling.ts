/**
 * The CDC scaling of a service's database pipes (the real `clickPipeCdcScalingGet` /
 * `clickPipeCdcScalingUpdate`: `GET` / `PATCH …/services/{serviceId}/clickpipesCdcScaling`): the
 * CPU and memory every database (Postgres) pipe of the service runs with, which a Postgres pipe
 * has instead of a scaling of its own. CPU in whole cores (1,000 to 32,000 millicores), memory in
 * steps of 4 GB (4 to 128), and 4 GB of memory per core.
 */
import { z } from 'zod';
import { fmt, strictObject } from './common.js';
import { boundSchema, type PipeBound } from './pipe-limits.js';
import { withRules } from './pipe-rules.js';

export const CDC_SCALING_LIMITS = {
  replicaCpuMillicores: { min: 1000, max: 32_000, step: 1000, unit: 'millicores' },
  replicaMemoryGb: { min: 4, max: 128, step: 4, unit: 'GB' },
} as const satisfies Record<string, PipeBound>;

/** The memory that goes with a CPU: 4 GB per core. */
export const cdcMemoryFor = (cpuMillicores: number) => (4 * cpuMillicores) / 1000;

export const CDC_SCALING_MESSAGES = {
  cpuStep: 'CPU goes in whole cores: a multiple of 1,000 millicores.',
  memoryStep: 'Memory goes in steps of 4 GB.',
  ratio: (cpuMillicores: number) => `Memory must be 4 GB per core: ${fmt(cdcMemoryFor(cpuMillicores))} GB for ${fmt(cpuMillicores)} millicores.`,
  nothing: 'Change the CPU or the memory.',
} as const;

const L = CDC_SCALING_LIMITS;
const stepped = (b: PipeBound & { step: number }, message: string) => boundSchema(b).refine((v) => v % b.step === 0, message);

/** Update CDC scaling (PATCH): at least one of the two, each within its bound and step; both sent: 4 GB per core. */
export const cdcScalingPatchSchema = withRules(
  strictObject({
    replicaCpuMillicores: stepped(L.replicaCpuMillicores, CDC_SCALING_MESSAGES.cpuStep).optional(),
    replicaMemoryGb: stepped(L.replicaMemoryGb, CDC_SCALING_MESSAGES.memoryStep).optional(),
  }),
  (v: { replicaCpuMillicores?: number; replicaMemoryGb?: number }, add) => {
    if (v.replicaCpuMillicores === undefined && v.replicaMemoryGb === undefined) add([], CDC_SCALING_MESSAGES.nothing);
    else if (v.replicaCpuMillicores !== undefined && v.replicaMemoryGb !== undefined && v.replicaMemoryGb !== cdcMemoryFor(v.replicaCpuMillicores)) {
      add(['replicaMemoryGb'], CDC_SCALING_MESSAGES.ratio(v.replicaCpuMillicores));
    }
  },
);
export type CdcScalingPatch = z.infer<typeof cdcScalingPatchSchema>;

/** What Get and Update CDC scaling answer (ClickPipesCdcScaling). */
export const cdcScalingSchema = z.object({ replicaCpuMillicores: z.number().nullish(), replicaMemoryGb: z.number().nullish() });
export type CdcScaling = z.infer<typeof cdcScalingSchema>;
