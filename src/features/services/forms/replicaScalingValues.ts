import { z } from 'zod';
import { replicaScalingSchema, type ReplicaScaling, type Service } from '../../../contract';
import type { ScalingFields } from './create/ScalingSection';

export const SCALING_FIELDS = ['minReplicaMemoryGb', 'maxReplicaMemoryGb', 'numReplicas', 'idleScaling', 'idleTimeoutMinutes'] as const;

export const CLEARED_MESSAGE = 'Enter a value: a setting can be changed here, not removed.';

/** The form's starting point: the service's current settings. */
export function scalingValuesOf(service: Service): ScalingFields {
  return {
    minReplicaMemoryGb: service.minReplicaMemoryGb ?? undefined,
    maxReplicaMemoryGb: service.maxReplicaMemoryGb ?? undefined,
    numReplicas: service.numReplicas ?? undefined,
    idleScaling: service.idleScaling ?? true,
    idleTimeoutMinutes: service.idleTimeoutMinutes ?? undefined,
  };
}

/** Only the settings that differ from the current ones (the PATCH body). */
export function changedScaling(values: ScalingFields, current: ScalingFields): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of SCALING_FIELDS) {
    if (values[field] !== undefined && values[field] !== current[field]) body[field] = values[field];
  }
  return body;
}

/**
 * Resolver schema of the scaling form: a cleared field is refused (the operation cannot unset a
 * setting), then the changed settings are validated with the contract's own schema.
 */
export function replicaScalingFormSchema(current: ScalingFields) {
  return z
    .custom<ScalingFields>()
    .superRefine((values, ctx) => {
      for (const field of SCALING_FIELDS) {
        if (values[field] === undefined && current[field] !== undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: CLEARED_MESSAGE });
        }
      }
    })
    .transform((values) => changedScaling(values, current))
    .pipe(replicaScalingSchema as z.ZodType<ReplicaScaling, Record<string, unknown>>);
}
