import { ControlledSwitch, type FormControl } from '../../../../components/form';
import type { PipeSourceKind } from '../../../../contract';
import { validatesSamples } from '../wizardValues';

/** What the option reads: `source.validateSamples`, in the wizard's values and the edit form's. */
export type ValidateSamplesValues = { source: { validateSamples: boolean } };

/**
 * The source's `validateSamples` (Create pipe and Update pipe): the wizard's Connection step and
 * the edit form offer it alike, for the kinds it has an effect on (not postgres: validatesSamples).
 */
export function ValidateSamplesSwitch({ control, kind }: { control: FormControl<ValidateSamplesValues>; kind: PipeSourceKind }) {
  if (!validatesSamples(kind)) return null;
  return (
    <ControlledSwitch
      control={control}
      name="source.validateSamples"
      label="Validate data samples"
      description="Also read a few records to check they match the format; otherwise only the connection is checked."
    />
  );
}
