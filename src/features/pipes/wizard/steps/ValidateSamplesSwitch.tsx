import { ControlledSwitch } from '../../../../components/form/ControlledSwitch';
import type { FormControl } from '../../../../components/form/formControl';
import type { PipeSourceKind } from '../../../../contract';

/** What the option reads: `source.validateSamples`, in the wizard's values and the edit form's. */
export type ValidateSamplesValues = { source: { validateSamples: boolean } };

/** The source's `validateSamples` (Create pipe and Update pipe): the wizard's Connection step and the edit form offer it alike. */
export function ValidateSamplesSwitch({ control, kind }: { control: FormControl<ValidateSamplesValues>; kind: PipeSourceKind }) {
  return (
    <ControlledSwitch
      control={control}
      name="source.validateSamples"
      label="Validate data samples"
      description={
        kind === 'postgres'
          ? 'Postgres pipes always check the connection and table definitions only.'
          : 'Also read a few records to check they match the format; otherwise only the connection is checked.'
      }
    />
  );
}
