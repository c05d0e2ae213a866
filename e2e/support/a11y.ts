import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG rule sets the console is held to (issue 11 item 9): A and AA of WCAG 2.0, 2.1 and 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Scheme = 'light' | 'dark';

/**
 * Waits until nothing on the page is moving: a modal's or notification's entrance (an opacity or
 * transform transition) would otherwise be scanned half-way, with colours that are not the final
 * ones. Endless animations (loaders) are not waited for. Two frames first: Mantine's Transition
 * mounts an element with its "from" styles and starts the CSS transition on a later frame, so right
 * after the element shows there is no animation to wait for yet (a dialog was once scanned at
 * part opacity: its title's colours read blended with the page's).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = () => document.getAnimations().filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().iterations !== Infinity);
    for (let round = 0; round < 20 && finite().length > 0; round++) await Promise.all(finite().map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Switches the colour scheme the way a person's system setting does: the console follows
 * `prefers-color-scheme` until someone uses the header's toggle (Mantine's `auto`).
 */
async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((s) => document.documentElement.getAttribute('data-mantine-color-scheme') === s, scheme);
  await settled(page);
}

/**
 * The rules whose outcome depends on colours: the only ones the dark scheme can change, since a
 * scheme changes CSS variables and nothing in the DOM.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on what the page shows now, in light and in dark, and collects every violation with
 * where it was seen. In light every rule of WCAG_TAGS runs; in dark only COLOUR_RULES (the rest
 * would find the same DOM again). `expect(scans.violations).toEqual([])` at the end of a test
 * reports all of them at once instead of stopping at the first page. The page is left in dark.
 */
export class A11yScans {
  readonly violations: string[] = [];

  constructor(private readonly page: Page) {}

  async check(what: string): Promise<void> {
    await this.scan(what, 'light', (axe) => axe.withTags(WCAG_TAGS));
    await this.scan(what, 'dark', (axe) => axe.withRules(COLOUR_RULES));
  }

  private async scan(what: string, scheme: Scheme, rules: (axe: AxeBuilder) => AxeBuilder): Promise<void> {
    const t0 = Date.now();
    await useScheme(this.page, scheme);
    // Legacy mode (documented: AxeBuilder.setLegacyMode) runs axe in the page itself; the default
    // opens a blank page for every scan to merge the results of cross-origin frames, which the
    // console has none of. Measured on this 2-core machine: about 1 s a scan instead of 3.
    const { violations } = await rules(new AxeBuilder({ page: this.page }))
      .setLegacyMode(true)
      .analyze();
    for (const v of violations) {
      const nodes = v.nodes.slice(0, 4).map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`);
      this.violations.push(`${what} (${scheme}): ${v.id} – ${v.help}\n${nodes.join('\n')}`);
    }
    if (process.env.A11Y_TIMING) console.log(`${what} (${scheme}): ${Date.now() - t0} ms`);
  }
}
