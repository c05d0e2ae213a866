import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WIZARD_STEPS } from './wizardErrors';

const DESCRIPTIONS = ['Name and kind', 'Where and how', 'Table and columns', 'Source fields', 'Scaling', 'Check and create'];

/**
 * The six steps on one line: with their one-line descriptions where there is room for them (wide
 * screens), labels only from a laptop's width down, and smaller marks below a tablet's width,
 * where the labels may wrap onto a second line rather than squeeze.
 */
export function WizardStepper({ active, reached, onSelect }: { active: number; reached: number; onSelect: (step: number) => void }) {
  const roomy = useMediaQuery('(min-width: 90em)');
  const narrow = useMediaQuery('(max-width: 62em)');
  return (
    <Stepper
      active={active}
      onStepClick={(s) => s <= reached && onSelect(s)}
      allowNextStepsSelect={false}
      size="sm"
      iconSize={narrow ? 28 : undefined}
      wrap
      styles={{ separator: { marginInline: 'var(--mantine-spacing-xs)', minWidth: 12 } }}
    >
      {WIZARD_STEPS.map((label, i) => (
        <Stepper.Step key={label} label={label} description={roomy ? DESCRIPTIONS[i] : undefined} allowStepSelect={i <= reached} />
      ))}
    </Stepper>
  );
}
