import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { ControlledNumberInput, FormShellForm, useFormShell } from '../../../components/form';
import { QueryState } from '../../../components/QueryState';
import { boundInputProps, boundRangeText, CDC_SCALING_LIMITS, cdcScalingPatchSchema, operations, type CdcScaling } from '../../../contract';
import { cdcScalingSaved, pipeQueries } from '../queries';

type Values = { replicaCpuMillicores?: number; replicaMemoryGb?: number };
const valuesOf = (read: CdcScaling): Values => ({
  replicaCpuMillicores: read.replicaCpuMillicores ?? undefined,
  replicaMemoryGb: read.replicaMemoryGb ?? undefined,
});

/**
 * Get and Update CDC scaling (the real `clickPipeCdcScalingGet` / `clickPipeCdcScalingUpdate`):
 * the CPU and memory of every database pipe of the service, which is how a Postgres pipe is
 * scaled. Sends only what changed; 4 GB of memory per core is checked before sending.
 */
export function CdcScalingForm({ organizationId, serviceId }: { organizationId: string; serviceId: string }) {
  const read = useQuery(pipeQueries.cdcScaling(organizationId, serviceId));
  return (
    <QueryState query={read} loadingLabel="Loading the CDC scaling" errorTitle="Could not read the CDC scaling">
      {/* A form per reading: what was saved starts a form of its own. */}
      {(data) => <CdcForm key={JSON.stringify(data)} organizationId={organizationId} serviceId={serviceId} current={valuesOf(data)} />}
    </QueryState>
  );
}

function CdcForm({ organizationId, serviceId, current }: { organizationId: string; serviceId: string; current: Values }) {
  const schema = useMemo(
    () =>
      z
        .custom<Values>()
        .transform((values) => {
          const changed = (f: keyof Values) => values[f] !== undefined && values[f] !== current[f];
          // With either changed, both are sent, so the 4 GB per core rule is checked here on what the service will have.
          return changed('replicaCpuMillicores') || changed('replicaMemoryGb')
            ? { replicaCpuMillicores: values.replicaCpuMillicores, replicaMemoryGb: values.replicaMemoryGb }
            : {};
        })
        .pipe(cdcScalingPatchSchema),
    [current],
  );
  const queryClient = useQueryClient();
  const shell = useFormShell({
    operation: operations.updatePipeCdcScaling,
    params: { organizationId, serviceId },
    schema,
    values: current,
    oncePerValues: true,
    clearErrorOnEdit: true,
    onSuccess: (updated) => {
      cdcScalingSaved(queryClient, organizationId, serviceId, updated);
      notifications.show({ color: 'green', title: 'CDC scaling updated', message: 'Every database pipe of this service runs with it.' });
    },
  });
  const L = CDC_SCALING_LIMITS;
  return (
    <FormShellForm shell={shell} label="CDC scaling" submitLabel="Update CDC scaling" errorTitle="The CDC scaling was not changed">
      <Text size="sm">A Postgres pipe is scaled with its service’s CDC scaling: the CPU and memory of every database pipe of the service.</Text>
      <Group align="flex-start" grow>
        <ControlledNumberInput
          control={shell.form.control}
          name="replicaCpuMillicores"
          label="CPU (CDC)"
          description={`${boundRangeText(L.replicaCpuMillicores)}, whole cores (1,000 each)`}
          {...boundInputProps(L.replicaCpuMillicores)}
        />
        <ControlledNumberInput
          control={shell.form.control}
          name="replicaMemoryGb"
          label="Memory (CDC)"
          description={`${boundRangeText(L.replicaMemoryGb)}, 4 GB per core`}
          {...boundInputProps(L.replicaMemoryGb)}
        />
      </Group>
    </FormShellForm>
  );
}
