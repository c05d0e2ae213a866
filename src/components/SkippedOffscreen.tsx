import type { CSSProperties, ReactNode } from 'react';

/**
 * The ring a focused control draws outside its box (Mantine: a 2px outline 2px away), and a little
 * more: the space this part keeps around its content so that paint containment clips nothing.
 */
const RING = 6;

const STYLE: CSSProperties = {
  // The browser keeps this part's layout, styles and paint to itself, and skips rendering it while
  // it is far from the viewport (about a screen and a half away); focus, find in page and screen
  // readers still reach it, and it is rendered again as it nears. While skipped it keeps the size
  // it last had (`auto`), so the page does not jump; never rendered yet, it counts as 120 px high.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 120px',
  // Paint containment clips at the padding edge: the padding, taken back by the negative margin,
  // moves that edge out by RING without moving the content, so focus rings show in full.
  padding: RING,
  margin: -RING,
};

/**
 * A part of a long page that the browser may skip while the person works far from it: the pipe
 * wizard's header and stepper, and its Back and Next buttons (CreatePipePage), far from the row
 * typed into on the steps with 200 columns. In Chromium, every keystroke in a text field
 * re-layerizes the whole painted page (the typed text changes the bounds of what was painted), so
 * what is painted far above or below the row being typed into costs on every keystroke; skipped,
 * it is not painted at all (bench: the wizard's typing). With the Destination step's fields it
 * saved about 1.5 ms a keystroke at 4x CPU, against a budget of 16.7 ms over the floor's: those
 * fields no longer use it (docs/performance.md, "Removed under the one-frame budget").
 */
export function SkippedOffscreen({ children }: { children: ReactNode }) {
  return <div style={STYLE}>{children}</div>;
}
