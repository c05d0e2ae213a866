import { Group, Radio, Stack, Text } from '@mantine/core';

/**
 * The styles of a large choice (a Mantine Radio.Card): the chosen card has the primary colour's
 * border, doubled by a shadow (so nothing moves), on a tinted background. The pipe wizard's source
 * kinds and the create-service size presets use it.
 */
// A card is a button, which centres its content: in a row of cards of unequal heights each
// card's radio and title start at the top instead, level with the others'.
const CARD = {
  display: 'flex',
  alignItems: 'flex-start',
  transition: 'border-color 150ms ease, background-color 150ms ease, box-shadow 150ms ease',
} as const;
const CHECKED_CARD = {
  ...CARD,
  borderColor: 'var(--mantine-primary-color-filled)',
  boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)',
  backgroundColor: 'var(--mantine-primary-color-light)',
} as const;

/**
 * One large choice of a Radio.Group: its radio, its title and one line saying what it does.
 * `lineId` names the line as the card's description (aria-describedby).
 */
export function ChoiceCard({
  value,
  title,
  line,
  checked,
  disabled,
  lineId,
  p,
}: {
  value: string;
  title: string;
  line: string;
  checked: boolean;
  disabled?: boolean;
  lineId?: string;
  p: 'sm' | 'md';
}) {
  return (
    <Radio.Card
      value={value}
      radius="md"
      p={p}
      aria-label={title}
      aria-describedby={lineId}
      disabled={disabled}
      styles={{ card: checked ? CHECKED_CARD : CARD }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm" w="100%">
        <Radio.Indicator mt={3} disabled={disabled} />
        <Stack gap={4}>
          <Text fw={600} c={disabled ? 'dimmed' : undefined}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" id={lineId}>
            {line}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
