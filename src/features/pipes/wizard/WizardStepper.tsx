import { Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useWatch } from 'react-hook-form';
import type { FormControl } from '../../../components/form';
import { skippedSteps, WIZARD_STEPS } from './wizardErrors';
import type { WizardValues } from './wizardValues';

const DESCRIPTIONS = ['Name and kind', 'Where and how', 'Table and columns', 'Source fields', 'Scaling', 'Check and create'];

/**
 * The steps on one line (six, four for a database pipe): with their one-line descriptions where there is room for them (wide
 * screens), labels only from a laptop's width down, and smaller marks below a tablet's width. On
 * a phone (below Mantine's sm) the labels beside the marks would wrap onto more lines, leaving
 * connector lines dangling at the line ends: there the six numbered marks stay on one line, each
 * named for assistive technology, and the current step is named under them.
 */
export function WizardStepper({
  control,
  active,
  reached,
  onSelect,
}: {
  control: FormControl<WizardValues>;
  active: number;
  reached: number;
  onSelect: (step: number) => void;
}) {
  // The steps of the chosen kind: one with nothing to ask is not shown (skippedSteps).
  const kind = useWatch({ control, name: 'kind' });
  const skipped = skippedSteps(kind);
  const shown = WIZARD_STEPS.map((label, step) => ({ label, step })).filter(({ step }) => !skipped.has(step));
  const position = Math.max(
    0,
    shown.findIndex(({ step }) => step === active),
  );
  const roomy = useMediaQuery('(min-width: 90em)');
  const narrow = useMediaQuery('(max-width: 62em)');
  const phone = useMediaQuery('(max-width: 47.99em)');
  const stepper = (
    <Stepper
      active={position}
      onStepClick={(i) => shown[i].step <= reached && onSelect(shown[i].step)}
      allowNextStepsSelect={false}
      size="sm"
      iconSize={narrow ? 28 : undefined}
      wrap={!phone}
      styles={{ separator: phone ? { marginInline: 4, minWidth: 8 } : { marginInline: 'var(--mantine-spacing-xs)', minWidth: 12 } }}
    >
      {shown.map(({ label, step }, i) => (
        <Stepper.Step
          key={label}
          label={phone ? undefined : label}
          description={roomy ? DESCRIPTIONS[step] : undefined}
          allowStepSelect={step <= reached}
          aria-label={phone ? `Step ${i + 1}: ${label}` : undefined}
          aria-current={step === active ? 'step' : undefined}
        />
      ))}
    </Stepper>
  );
  if (!phone) return stepper;
  return (
    <Stack gap={6}>
      {stepper}
      <Text size="sm" c="dimmed">
        Step {position + 1} of {shown.length}: {WIZARD_STEPS[active]}
      </Text>
    </Stack>
  );
}
