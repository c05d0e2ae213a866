import { createTheme } from '@mantine/core';

/**
 * The console's theme. Mantine's defaults miss WCAG AA contrast (4.5:1 for text) in several
 * places, found by the axe scans of e2e/platform/a11y.spec.ts; fixed here and in readableColors.ts (the
 * text colours, generated into readableColorVariables.ts by scripts/readable-colors.ts), for every
 * page, light and dark. The variables of both reach the page in themeVariables.css, which the same
 * script writes (run it after changing this theme):
 * - filled colours use shade 8 in light too (blue 6 under white text is 3.6:1), and the text on a
 *   filled colour is black or white, whichever contrasts more (autoContrast);
 * - every close button has a name a screen reader can say.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  // A person who asked their system for less motion gets none: modals, menus and notifications
  // appear without their transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  // Where black and white text contrast equally with a fill (Mantine's default, 0.3, keeps white
  // text on fills where black reads better: cyan 8 at 4.3:1, orange 8 at 3.6:1).
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    // Plain objects, not Modal.extend(…): importing the components here would pull them into the
    // sign-in route's first load.
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // Mantine colours a notification's text with gray 6 / dark 2 directly (3.3:1); the theme's readable dimmed instead.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});
