import { Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WIZARD_STEPS } from './wizardErrors';

const DESCRIPTIONS = ['Name and kind', 'Where and how', 'Table and columns', 'Source fields', 'Scaling', 'Check and create'];

/**
 * The six steps on one line: with their one-line descriptions where there is room for them (wide
 * screens), labels only from a laptop's width down, and smaller marks below a tablet's width. On
 * a phone (below Mantine's sm) the labels beside the marks would wrap onto more lines, leaving
 * connector lines dangling at the line ends: there the six numbered marks stay on one line, each
 * named for assistive technology, and the current step is named under them.
 */
export function WizardStepper({ active, reached, onSelect }: { active: number; reached: number; onSelect: (step: number) => void }) {
  const roomy = useMediaQuery('(min-width: 90em)');
  const narrow = useMediaQuery('(max-width: 62em)');
  const phone = useMediaQuery('(max-width: 47.99em)');
  const stepper = (
    <Stepper
      active={active}
      onStepClick={(s) => s <= reached && onSelect(s)}
      allowNextStepsSelect={false}
      size="sm"
      iconSize={narrow ? 28 : undefined}
      wrap={!phone}
      styles={{ separator: phone ? { marginInline: 4, minWidth: 8 } : { marginInline: 'var(--mantine-spacing-xs)', minWidth: 12 } }}
    >
      {WIZARD_STEPS.map((label, i) => (
        <Stepper.Step
          key={label}
          label={phone ? undefined : label}
          description={roomy ? DESCRIPTIONS[i] : undefined}
          allowStepSelect={i <= reached}
          aria-label={phone ? `Step ${i + 1}: ${label}` : undefined}
          aria-current={i === active ? 'step' : undefined}
        />
      ))}
    </Stepper>
  );
  if (!phone) return stepper;
  return (
    <Stack gap={6}>
      {stepper}
      <Text size="sm" c="dimmed">
        Step {active + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[active]}
      </Text>
    </Stack>
  );
}
