import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, type Service } from '../../../contract';
import type { ScalingFields } from './create/ScalingSection';
import { changedScaling, CLEARED_MESSAGE, replicaScalingFormSchema, scalingValuesOf } from './replicaScalingValues';

const service = { id: 's', name: 'S', minReplicaMemoryGb: 16, maxReplicaMemoryGb: 64, numReplicas: 3, idleScaling: true, idleTimeoutMinutes: 15 } as Service;
const current = scalingValuesOf(service);
const schema = replicaScalingFormSchema(() => current, { isNewWarehouseFirstService: false, tier: undefined });
const messages = (values: ScalingFields) => {
  const r = schema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('replica scaling: form values -> PATCH body', () => {
  it('starts from the service settings', () => {
    expect(current).toEqual({ minReplicaMemoryGb: 16, maxReplicaMemoryGb: 64, numReplicas: 3, idleScaling: true, idleTimeoutMinutes: 15 });
    expect(scalingValuesOf({ id: 'x', name: 'x' } as Service)).toEqual({
      minReplicaMemoryGb: undefined,
      maxReplicaMemoryGb: undefined,
      numReplicas: undefined,
      idleScaling: true,
      idleTimeoutMinutes: undefined,
    });
  });

  it('sends only what changed', () => {
    expect(changedScaling({ ...current, numReplicas: 5 }, current)).toEqual({ numReplicas: 5 });
    expect(changedScaling({ ...current, idleScaling: false, maxReplicaMemoryGb: 128 }, current)).toEqual({ idleScaling: false, maxReplicaMemoryGb: 128 });
    expect(changedScaling(current, current)).toEqual({});
  });

  it('the resolver outputs the changed settings as the body', () => {
    expect(schema.parse({ ...current, numReplicas: 5, idleTimeoutMinutes: 30 })).toEqual({ numReplicas: 5, idleTimeoutMinutes: 30 });
  });

  it('refuses a cleared setting (the operation cannot unset one)', () => {
    expect(messages({ ...current, numReplicas: undefined })).toContain(`numReplicas: ${CLEARED_MESSAGE}`);
  });

  it('judges an edited bound against the current other bound', () => {
    expect(messages({ ...current, maxReplicaMemoryGb: 12 })).toContain(`maxReplicaMemoryGb: ${SERVICE_MESSAGES.maxBelowMinReplica}`);
    expect(messages({ ...current, minReplicaMemoryGb: 96 })).toContain(`minReplicaMemoryGb: ${SERVICE_MESSAGES.maxBelowMinReplica}`);
  });

  it('refuses an unchanged form (at least one setting must change)', () => {
    expect(messages(current).length).toBeGreaterThan(0);
  });

  it('the first service of its warehouse on 3 replicas: 2 is sent, 1 is refused before sending', () => {
    const first = replicaScalingFormSchema(() => current, { isNewWarehouseFirstService: true, tier: undefined, currentNumReplicas: 3 });
    expect(first.parse({ ...current, numReplicas: 2 })).toEqual({ numReplicas: 2 });
    const r = first.safeParse({ ...current, numReplicas: 1 });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `numReplicas: ${SERVICE_MESSAGES.numReplicasNewWarehouseFirst}`,
    ]);
  });
});
