import { SimpleGrid } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { ControlledNumberInput, ControlledSwitch, type FormControl } from '../../../../components/form';
import { SERVICE_LIMITS as L } from '../../../../contract';
import { SERVICE_FIELD_HELP as HELP } from '../fieldHelp';

/** The five scaling fields; shared by the create form and the replica scaling form (same names, same rules). */
export interface ScalingFields {
  minReplicaMemoryGb?: number;
  maxReplicaMemoryGb?: number;
  numReplicas?: number;
  idleScaling: boolean;
  idleTimeoutMinutes?: number;
}

export function ScalingInputs<T extends FieldValues & ScalingFields>({
  control,
  placeholders,
}: {
  control: FormControl<T>;
  placeholders?: Partial<Record<keyof ScalingFields, string>>;
}) {
  const name = (n: keyof ScalingFields) => n as Path<T>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ControlledNumberInput
          control={control}
          name={name('minReplicaMemoryGb')}
          label="Minimum memory per replica (GB)"
          description={HELP.minReplicaMemoryGb}
          min={L.replicaMemoryMin}
          max={L.replicaMemoryMax}
          step={L.replicaMemoryStep}
          placeholder={placeholders?.minReplicaMemoryGb ?? 'Not set'}
        />
        <ControlledNumberInput
          control={control}
          name={name('maxReplicaMemoryGb')}
          label="Maximum memory per replica (GB)"
          description={HELP.maxReplicaMemoryGb}
          min={L.replicaMemoryMin}
          max={L.replicaMemoryMax}
          step={L.replicaMemoryStep}
          placeholder={placeholders?.maxReplicaMemoryGb ?? 'Not set'}
        />
        <ControlledNumberInput
          control={control}
          name={name('numReplicas')}
          label="Number of replicas"
          description={HELP.numReplicas}
          min={L.numReplicasMin}
          max={L.numReplicasMax}
          placeholder={placeholders?.numReplicas ?? 'Organization default'}
        />
        <ControlledNumberInput
          control={control}
          name={name('idleTimeoutMinutes')}
          label="Idle timeout (minutes)"
          description={HELP.idleTimeoutMinutes}
          min={L.idleTimeoutMinutesMin}
          placeholder={placeholders?.idleTimeoutMinutes ?? 'Not set'}
        />
      </SimpleGrid>
      <ControlledSwitch control={control} name={name('idleScaling')} label="Idle scaling" description={HELP.idleScaling} />
    </>
  );
}
