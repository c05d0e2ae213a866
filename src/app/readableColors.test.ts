import { darken, luminance, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readable, resolveReadableColors, TEXT_CONTRAST } from './readableColors';
import { READABLE_COLOR_VARIABLES } from './readableColorVariables';
import { theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
// What the console ships: the generated constant (checked below against the computation).
const vars = READABLE_COLOR_VARIABLES;
const { colors, white } = resolved;

describe('the generated colours (readableColorVariables.ts)', () => {
  it('are what the theme computes now (if not: npx tsx scripts/readable-colors.ts)', () => {
    expect(READABLE_COLOR_VARIABLES).toEqual(resolveReadableColors(resolved));
  });
});

describe('readable', () => {
  it('keeps a colour that already reads, and darkens or lightens one that does not until it does', () => {
    expect(readable('#000000', ['#ffffff'], 'darker')).toBe('#000000');
    const green = readable(colors.green[8], [white], 'darker');
    expect(contrastRatio(colors.green[8], white)).toBeLessThan(4.5);
    expect(contrastRatio(green, white)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const red = readable(colors.red[8], [colors.dark[7]], 'lighter');
    expect(contrastRatio(red, colors.dark[7])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe('the console theme’s text colours reach 4.5:1 (WCAG AA) on what they sit on', () => {
  for (const name of Object.keys(colors)) {
    it(name, () => {
      const s = colors[name];
      for (const bg of [white, colors.gray[0]]) {
        expect(contrastRatio(vars.light[`--mantine-color-${name}-text`], bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(vars.light[`--mantine-color-${name}-outline`], bg)).toBeGreaterThanOrEqual(4.5);
      }
      for (const bg of [s[1], s[2]]) expect(contrastRatio(vars.light[`--mantine-color-${name}-light-color`], bg)).toBeGreaterThanOrEqual(4.5);
      for (const bg of [colors.dark[7], colors.dark[6]]) {
        expect(contrastRatio(vars.dark[`--mantine-color-${name}-text`], bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(vars.dark[`--mantine-color-${name}-outline`], bg)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(vars.dark[`--mantine-color-${name}-light-color`], darken(s[9], 0.5))).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('dimmed and error text', () => {
    for (const bg of [white, colors.gray[0], colors.red[1]]) {
      expect(contrastRatio(vars.light['--mantine-color-dimmed'], bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(vars.light['--mantine-color-error'], white)).toBeGreaterThanOrEqual(4.5);
    for (const bg of [colors.dark[7], colors.dark[6]]) {
      expect(contrastRatio(vars.dark['--mantine-color-dimmed'], bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars.dark['--mantine-color-error'], bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a filled colour’s text (autoContrast: black above the luminance threshold, else white) on shade 8', () => {
    expect(resolved.autoContrast).toBe(true);
    for (const name of Object.keys(colors)) {
      const fill = colors[name][8];
      const text = luminance(fill) > resolved.luminanceThreshold ? resolved.black : white;
      expect(contrastRatio(fill, text), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
