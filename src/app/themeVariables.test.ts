import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeVariablesCss, themeVariablesFile } from './themeVariablesCss';

describe('app/themeVariables.css', () => {
  it('is what MantineProvider makes of the theme now (if not: npx tsx scripts/readable-colors.ts)', async () => {
    expect(readFileSync(new URL('./themeVariables.css', import.meta.url), 'utf8')).toBe(await themeVariablesFile());
  });

  it('holds the theme’s own choices and the readable colours, for both colour schemes', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-font-family: Inter');
    expect(css).toMatch(/:root\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: /);
    expect(css).toMatch(/:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*--mantine-color-dimmed: /);
  });
});
