import { describe, expect, it } from 'vitest';
import { PIPE_SCALING_MESSAGES, pipeScalingPatchSchema } from './pipe.js';

const issues = (body: unknown) => pipeScalingPatchSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('Update pipe scaling', () => {
  it.each([
    [{ replicas: 1 }, true],
    [{ replicas: 40 }, true],
    [{ replicas: 0 }, false],
    [{ replicas: 41 }, false],
    [{ replicas: 1.5 }, false],
    [{ replicaCpuMillicores: 125 }, true],
    [{ replicaCpuMillicores: 2000 }, true],
    [{ replicaCpuMillicores: 124 }, false],
    [{ replicaCpuMillicores: 2001 }, false],
    [{ replicaMemoryGb: 0.5 }, true],
    [{ replicaMemoryGb: 8 }, true],
    [{ replicaMemoryGb: 0.4 }, false],
    [{ replicaMemoryGb: 8.5 }, false],
  ])('%j is accepted: %s', (body, ok) => {
    expect(pipeScalingPatchSchema.safeParse(body).success).toBe(ok);
  });

  it('asks for at least one change, and refuses fields it does not know', () => {
    expect(issues({})).toEqual([['', PIPE_SCALING_MESSAGES.nothing]]);
    expect(issues({ replicas: null, replicaMemoryGb: null })).toEqual([['', PIPE_SCALING_MESSAGES.nothing]]);
    expect(pipeScalingPatchSchema.safeParse({ replicas: 2, concurrency: 3 }).success).toBe(false);
  });
});
