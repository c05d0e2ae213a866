/**
 * Operation 2, Update service auto scaling settings:
 * `PATCH /v1/organizations/{organizationId}/services/{serviceId}/replicaScaling`.
 * Operation 8, Create a private endpoint:
 * `POST /v1/organizations/{organizationId}/services/{serviceId}/privateEndpoint`.
 */
import { z } from 'zod';
import { bool, privateEndpointSchema, strictObject } from './common.js';
import { SERVICE_MESSAGES, idleTimeoutMinutesSchema, numReplicasSchema, replicaMemoryGbSchema } from './service-fields.js';

export const REPLICA_SCALING_EMPTY_MESSAGE = 'Change at least one setting: replica memory, number of replicas, idle scaling or idle timeout.';

export const replicaScalingSchema = strictObject({
  minReplicaMemoryGb: replicaMemoryGbSchema.optional(),
  maxReplicaMemoryGb: replicaMemoryGbSchema.optional(),
  numReplicas: numReplicasSchema.optional(),
  idleScaling: bool().optional(),
  idleTimeoutMinutes: idleTimeoutMinutesSchema.optional(),
}).superRefine(
  (v, ctx) => {
    if (Object.values(v).every((x) => x === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: REPLICA_SCALING_EMPTY_MESSAGE });
    }
    if (v.minReplicaMemoryGb !== undefined && v.maxReplicaMemoryGb !== undefined && v.maxReplicaMemoryGb < v.minReplicaMemoryGb) {
      ctx.addIssue({ code: 'custom', path: ['maxReplicaMemoryGb'], message: SERVICE_MESSAGES.maxBelowMinReplica });
    }
  },
  {
    // Also when a field is wrong, so the form shows every message in one round (the checks
    // tolerate values of any type).
    when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
  },
);
export type ReplicaScaling = z.infer<typeof replicaScalingSchema>;
export type ReplicaScalingInput = z.input<typeof replicaScalingSchema>;

/** Same entry as the organization's (`{id, description?}`). */
export const servicePrivateEndpointCreateSchema = privateEndpointSchema;
export type ServicePrivateEndpointCreate = z.infer<typeof servicePrivateEndpointCreateSchema>;
