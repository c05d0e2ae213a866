import { z } from 'zod';
import {
  replicaScalingContextIssues,
  replicaScalingSchema,
  SERVICE_MESSAGES,
  type ReplicaScaling,
  type ReplicaScalingContext,
  type Service,
} from '../../../contract';
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
 * Resolver schema of the scaling form. The input is the whole form (the service's current
 * settings merged with the person's edits); the output is only what changed (the PATCH body).
 * - a cleared field is refused (the operation cannot unset a setting);
 * - the changed settings are validated with the contract's own schema;
 * - the contract schema also judges the EFFECTIVE memory pair (an edited bound against the
 *   service's current other bound), so "max >= min" holds even when only one bound changes;
 *   the message goes to the bound that was edited;
 * - the contract's server-side rules the form can know (first service of a warehouse, tier)
 *   from replicaScalingContextIssues. `paid` is not known to the console, so the unpaid-plan
 *   memory limit is left to the server.
 *
 * `baseline` is read at validation time so the form can re-take it after a successful update.
 */
export function replicaScalingFormSchema(baseline: () => ScalingFields, context: Omit<ReplicaScalingContext, 'paid'>) {
  return z
    .custom<ScalingFields>()
    .superRefine((values, ctx) => {
      const current = baseline();
      for (const field of SCALING_FIELDS) {
        if (values[field] === undefined && current[field] !== undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: CLEARED_MESSAGE });
        }
      }
      const body = changedScaling(values, current);
      const parsed = replicaScalingSchema.safeParse(body);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          if (issue.message === SERVICE_MESSAGES.maxBelowMinReplica) continue; // judged on the merged pair below
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
      }
      // The effective pair: edited bound(s) combined with the current other bound.
      const pair = {
        minReplicaMemoryGb: values.minReplicaMemoryGb ?? current.minReplicaMemoryGb,
        maxReplicaMemoryGb: values.maxReplicaMemoryGb ?? current.maxReplicaMemoryGb,
      };
      const pairParsed = replicaScalingSchema.safeParse(pair);
      if (!pairParsed.success && pairParsed.error.issues.some((i) => i.message === SERVICE_MESSAGES.maxBelowMinReplica)) {
        const field = 'maxReplicaMemoryGb' in body || !('minReplicaMemoryGb' in body) ? 'maxReplicaMemoryGb' : 'minReplicaMemoryGb';
        ctx.addIssue({ code: 'custom', path: [field], message: SERVICE_MESSAGES.maxBelowMinReplica });
      }
      // Server-side rules on the fields that are otherwise well-formed (one message per field).
      const flagged = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0] ?? '')));
      for (const issue of replicaScalingContextIssues(body as ReplicaScaling, { ...context, paid: true })) {
        if (!flagged.has(issue.path)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    })
    .transform((values) => replicaScalingSchema.parse(changedScaling(values, baseline())) as ReplicaScaling);
}
