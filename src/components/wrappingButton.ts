/**
 * Styles for a Button whose label may take more than one line: Mantine's Button keeps its label
 * on one line at a fixed height, so a long label on a narrow screen (390 px) runs out of the
 * button, clipped. Pass as `styles` with `maw="100%"`.
 */
export const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 4 },
  label: { whiteSpace: 'normal', textAlign: 'start' },
} as const;
