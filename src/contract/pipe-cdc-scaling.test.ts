import { describe, expect, it } from 'vitest';
import { CDC_SCALING_MESSAGES, cdcScalingPatchSchema } from './pipe-cdc-scaling';

const issues = (body: unknown) => {
  const r = cdcScalingPatchSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('Update CDC scaling (PATCH)', () => {
  it.each([
    ['the smallest, 1 core and 4 GB', { replicaCpuMillicores: 1000, replicaMemoryGb: 4 }],
    ['the largest, 32 cores and 128 GB', { replicaCpuMillicores: 32_000, replicaMemoryGb: 128 }],
    ['the CPU alone (the server checks it against the memory it has)', { replicaCpuMillicores: 8000 }],
    ['the memory alone', { replicaMemoryGb: 64 }],
  ])('takes %s', (_, body) => expect(issues(body)).toEqual([]));

  it.each([
    ['CPU below 1,000', { replicaCpuMillicores: 0 }, 'replicaCpuMillicores'],
    ['CPU above 32,000', { replicaCpuMillicores: 33_000 }, 'replicaCpuMillicores'],
    ['memory below 4', { replicaMemoryGb: 0 }, 'replicaMemoryGb'],
    ['memory above 128', { replicaMemoryGb: 132 }, 'replicaMemoryGb'],
  ])('refuses %s', (_, body, path) => expect(issues(body)[0]).toMatch(new RegExp(`^${path}: `)));

  it('CPU in whole cores, memory in steps of 4 GB, 4 GB per core, at least one of them', () => {
    expect(issues({ replicaCpuMillicores: 1500 })).toEqual([`replicaCpuMillicores: ${CDC_SCALING_MESSAGES.cpuStep}`]);
    expect(issues({ replicaMemoryGb: 6 })).toEqual([`replicaMemoryGb: ${CDC_SCALING_MESSAGES.memoryStep}`]);
    expect(issues({ replicaCpuMillicores: 2000, replicaMemoryGb: 16 })).toEqual(['replicaMemoryGb: Memory must be 4 GB per core: 8 GB for 2000 millicores.']);
    expect(issues({})).toEqual([`: ${CDC_SCALING_MESSAGES.nothing}`]);
  });
});
