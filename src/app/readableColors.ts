import { darken, luminance, toRgba, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

/*
 * The computation behind the console's readable text colours. It is not part of the app: the app
 * uses its result, READABLE_COLOR_VARIABLES (readableColorVariables.ts), generated from it by
 * `npx tsx scripts/readable-colors.ts`, so the sign-in route's first paint does not compute some
 * hundred colours. readableColors.test.ts fails when the generated file no longer matches.
 */

/** WCAG AA for normal text is 4.5:1; a little above it so rounding in the browser never lands below. */
export const TEXT_CONTRAST = 4.6;

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color`, darkened (on light backgrounds) or lightened (on dark ones) in small steps until it
 * reads at TEXT_CONTRAST on every one of `backgrounds`. A colour that already does is kept as is.
 * The steps are Mantine's darken/lighten (0.06, rounded per channel) done on numbers: the same
 * colours as chaining those functions, without formatting and parsing a string at every step.
 */
export function readable(color: string, backgrounds: string[], towards: 'darker' | 'lighter'): string {
  const lows = backgrounds.map(luminance);
  let { r, g, b } = toRgba(color);
  const reads = () => {
    const l = luminance(`rgb(${r}, ${g}, ${b})`);
    return lows.every((bg) => (Math.max(l, bg) + 0.05) / (Math.min(l, bg) + 0.05) >= TEXT_CONTRAST);
  };
  let step = 0;
  for (; step < 40 && !reads(); step++) {
    const move = towards === 'darker' ? (x: number) => Math.round(x * (1 - 0.06)) : (x: number) => Math.round(x + (255 - x) * 0.06);
    [r, g, b] = [move(r), move(g), move(b)];
  }
  return step === 0 ? color : `rgba(${r}, ${g}, ${b}, ${toRgba(color).a})`;
}

/**
 * Coloured text that reads on what it sits on, for every palette (Mantine's defaults give, for
 * example, orange 9 on orange 1 at 3.6:1 in an alert's title, green 8 on white at 3.5:1):
 * - `-text` (coloured text) and `-outline` (outline buttons and badges) on the body and cards;
 * - `-light-color` (light alerts, badges, buttons) on its own `-light` tint and its hover tint.
 * Plus the shared text colours: dimmed (gray 6 is 3.3:1 on white, dark 2 is 3.5:1 on a dark input)
 * and error (red 6 is 3.3:1 on white, red 8 is 3.4:1 on the dark body).
 */
export function resolveReadableColors(theme: MantineTheme): ReturnType<CSSVariablesResolver> {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  const { white, colors } = theme;
  const lightSurfaces = [white, colors.gray[0]];
  const darkSurfaces = [colors.dark[7], colors.dark[6]];
  const lightShade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const name of Object.keys(colors)) {
    const shades = colors[name];
    const text = readable(shades[lightShade], lightSurfaces, 'darker');
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-light-color`] = readable(shades[9], [shades[1], shades[2]], 'darker');
    const darkText = readable(shades[4], darkSurfaces, 'lighter');
    dark[`--mantine-color-${name}-text`] = darkText;
    dark[`--mantine-color-${name}-outline`] = darkText;
    dark[`--mantine-color-${name}-light-color`] = readable(shades[0], [darken(shades[9], 0.5), darken(shades[9], 0.3)], 'lighter');
  }
  return {
    variables: {},
    light: {
      ...light,
      '--mantine-color-dimmed': readable(colors.gray[6], [...lightSurfaces, colors.red[1], colors.blue[1], colors.yellow[1]], 'darker'),
      '--mantine-color-error': readable(colors.red[6], lightSurfaces, 'darker'),
    },
    dark: {
      ...dark,
      '--mantine-color-dimmed': readable(colors.dark[2], [...darkSurfaces, darken(colors.red[9], 0.5), darken(colors.blue[9], 0.5)], 'lighter'),
      '--mantine-color-error': readable(colors.red[6], darkSurfaces, 'lighter'),
    },
  };
}
