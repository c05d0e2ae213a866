/**
 * The styles of a large choice (a Mantine Radio.Card): the chosen card has the primary colour's
 * border, doubled by a shadow (so nothing moves), on a tinted background. The pipe wizard's source
 * kinds and the create-service size presets use it.
 */
const CARD = { transition: 'border-color 150ms ease, background-color 150ms ease, box-shadow 150ms ease' } as const;
const CHECKED_CARD = {
  ...CARD,
  borderColor: 'var(--mantine-primary-color-filled)',
  boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)',
  backgroundColor: 'var(--mantine-primary-color-light)',
} as const;

/** The `styles` of a Radio.Card, chosen or not. */
export const choiceCardStyles = (checked: boolean) => ({ card: checked ? CHECKED_CARD : CARD });
