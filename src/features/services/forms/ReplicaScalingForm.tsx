import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { FormShellForm, ResetButton, useFormShell } from '../../../components/form';
import { needsTwoReplicas, operations, type Service } from '../../../contract';
import { seedService } from '../queries';
import { ScalingInputs } from './create/ScalingSection';
import { replicaScalingFormSchema, SCALING_FIELDS, scalingValuesOf } from './replicaScalingValues';

/** Operation 2: prefilled with the current settings, same rules as on create, sends only what changed. */
export function ReplicaScalingForm({ organizationId, service }: { organizationId: string; service: Service }) {
  const current = useMemo(() => scalingValuesOf(service), [service]);
  // What "changed" is measured against: the service's settings as last received (a refreshed
  // service or the answer of a successful update), read by the resolver at validation time.
  const baseline = useRef(current);
  baseline.current = current;
  const context = useMemo(
    () => ({ isNewWarehouseFirstService: service.isPrimary === true, tier: service.tier, currentNumReplicas: service.numReplicas ?? undefined }),
    [service.isPrimary, service.tier, service.numReplicas],
  );
  const schema = useMemo(() => replicaScalingFormSchema(() => baseline.current, context), [context]);
  const queryClient = useQueryClient();
  const shell = useFormShell({
    operation: operations.updateReplicaScaling,
    params: { organizationId, serviceId: service.id },
    schema,
    values: current,
    // A refreshed service (polling) never overwrites what the person is typing.
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
    oncePerValues: true,
    // Its own name for the draft kept across a sign-in: forms prefilled by `values` share the default one.
    keepAs: 'replicaScaling',
    onSuccess: (updated, body) => {
      seedService(queryClient, organizationId, updated);
      // The new baseline: the updated service, so the next submit sends only new edits.
      const next = scalingValuesOf(updated);
      baseline.current = next;
      shell.form.reset(next);
      notifications.show({ color: 'green', title: 'Scaling updated', message: `Sent: ${Object.keys(body).join(', ')}.` });
    },
    hasField: (p) => (SCALING_FIELDS as readonly string[]).includes(p),
    clearErrorOnEdit: true,
  });

  return (
    <FormShellForm shell={shell} label="Replica scaling" submitLabel="Update scaling" actions={<ResetButton shell={shell} values={current} />}>
      {needsTwoReplicas(context) && (
        <Text size="sm" c="dimmed">
          This is the first service of its warehouse, so it needs at least 2 replicas.
        </Text>
      )}
      <ScalingInputs control={shell.form.control} />
    </FormShellForm>
  );
}
