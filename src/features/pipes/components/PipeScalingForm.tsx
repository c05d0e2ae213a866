import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { z } from 'zod';
import { ControlledNumberInput, FormShellForm, useFormShell } from '../../../components/form';
import {
  boundInputProps,
  boundRangeText,
  operations,
  pipeRescaleFields,
  PIPE_SCALING_LIMITS,
  pipeScalingPatchSchema,
  pipeSourceKindOf,
  type Pipe,
} from '../../../contract';
import { pipeSaved } from '../queries';
import { CdcScalingForm } from './CdcScalingForm';

type Field = 'replicas' | 'replicaCpuMillicores' | 'replicaMemoryGb';
type Values = Partial<Record<Field, number>>;
const NO_FIELDS: readonly Field[] = [];

const LABELS: Record<Field, string> = { replicas: 'Replicas', replicaCpuMillicores: 'CPU per replica', replicaMemoryGb: 'Memory per replica' };

const valuesOf = (pipe: Pipe): Values => ({
  replicas: pipe.scaling?.replicas ?? undefined,
  replicaCpuMillicores: pipe.scaling?.replicaCpuMillicores ?? undefined,
  replicaMemoryGb: pipe.scaling?.replicaMemoryGb ?? undefined,
});

/**
 * Update pipe scaling (the real `clickPipeScalingUpdate`): replicas and the CPU and memory of each,
 * as they apply to the pipe's kind; sends only what changed. A Postgres pipe has its service's
 * CDC scaling instead (CdcScalingForm).
 */
export function PipeScalingForm({ organizationId, serviceId, pipe }: { organizationId: string; serviceId: string; pipe: Pipe }) {
  const kind = pipeSourceKindOf(pipe.source);
  const fields = useMemo(() => (kind ? pipeRescaleFields(kind) : NO_FIELDS), [kind]);
  const current = useMemo(() => valuesOf(pipe), [pipe]);
  // What "changed" is measured against, read at validation time (the answer of an update moves it).
  const baseline = useRef(current);
  baseline.current = current;
  const schema = useMemo(
    () =>
      z
        .custom<Values>()
        .transform((values): z.input<typeof pipeScalingPatchSchema> =>
          Object.fromEntries(fields.filter((f) => values[f] !== undefined && values[f] !== baseline.current[f]).map((f) => [f, values[f]])),
        )
        .pipe(pipeScalingPatchSchema),
    [fields],
  );
  const queryClient = useQueryClient();
  const shell = useFormShell({
    operation: operations.updatePipeScaling,
    params: { organizationId, serviceId, pipeId: pipe.id },
    schema,
    values: current,
    resetOptions: { keepDirtyValues: true },
    oncePerValues: true,
    clearErrorOnEdit: true,
    hasField: (p) => (fields as readonly string[]).includes(p),
    onSuccess: (updated, body) => {
      pipeSaved(queryClient, organizationId, serviceId, updated);
      baseline.current = valuesOf(updated);
      shell.form.reset(valuesOf(updated));
      notifications.show({ color: 'green', title: 'Scaling updated', message: `Sent: ${Object.keys(body).join(', ')}.` });
    },
  });
  if (kind === 'postgres') return <CdcScalingForm organizationId={organizationId} serviceId={serviceId} />;
  if (!kind || fields.length === 0) return null;
  return (
    <FormShellForm shell={shell} label="Pipe scaling" submitLabel="Update scaling" errorTitle="The scaling was not changed">
      <Group align="flex-start" grow>
        {fields.map((f) => (
          <ControlledNumberInput
            key={f}
            control={shell.form.control}
            name={f}
            label={LABELS[f]}
            description={boundRangeText(PIPE_SCALING_LIMITS[f])}
            {...boundInputProps(PIPE_SCALING_LIMITS[f])}
          />
        ))}
      </Group>
    </FormShellForm>
  );
}
