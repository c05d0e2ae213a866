import { expect, type Locator, type Page } from '@playwright/test';
import type { TestOrg } from './org';

/**
 * The console by keyboard alone (issue 45 item 5): the helpers of the keyboard journeys
 * (e2e/platform/keyboard*.spec.ts). A journey moves with Tab, Shift+Tab, arrows, Enter, Space and
 * Escape only, and after every move asserts where focus is and that it can be seen.
 */

interface FocusReport {
  /** The target has the focus. */
  reached: boolean;
  /** Why the focused element's focus cannot be seen (or focus is on the body), or null. */
  problem: string | null;
  /** The focused element, in words. */
  focused: string;
}

/**
 * Where focus is, and whether the person can see it (run in the page, on the target): focus is on
 * an element (not the body), the browser deems it :focus-visible, and an outline or shadow is
 * drawn on it, or, for an input Mantine hides and draws beside it (Switch, SegmentedControl), on
 * the sibling drawn in its place, or on the input box around a field (MultiSelect, TagsInput).
 * One round trip per Tab: a journey presses it a few hundred times.
 */
function focusReport(target: Element): FocusReport {
  const active = document.activeElement;
  const reached = active === target;
  if (!active || active === document.body) return { reached, problem: 'focus is on the page body', focused: 'body' };
  const label = active.getAttribute('aria-label') ?? (active as HTMLElement).innerText?.slice(0, 40) ?? '';
  const focused = `${active.tagName.toLowerCase()} "${label}"`;
  if (!active.matches(':focus-visible')) return { reached, problem: 'the browser does not deem its focus :focus-visible', focused };
  const shows = (node: Element | null | undefined): boolean => {
    if (!node) return false;
    const rect = node.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return false;
    const style = getComputedStyle(node);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\([^)]*,\s*0\)|transparent/.test(style.outlineColor);
    return outlined || (style.boxShadow !== 'none' && style.boxShadow !== '');
  };
  if ([active, active.nextElementSibling, active.closest('.mantine-Input-input')].some(shows)) return { reached, problem: null, focused };
  const style = getComputedStyle(active);
  return { reached, problem: `no focus indicator: outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow}`, focused };
}

/** Focus is on `target`, in view, and it shows a visible focus indicator (outline or ring). */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect.poll(async () => (await target.evaluate(focusReport)).problem, { message: 'a visible focus indicator' }).toBeNull();
  // Where the indicator is drawn (the element, or the sibling drawn for a hidden input) is in view.
  const drawn = await target.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const box = rect.width > 0 && rect.height > 0 ? rect : (el.nextElementSibling ?? el.parentElement ?? el).getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, height: innerHeight };
  });
  expect(drawn.bottom, 'the focused element is not above the viewport').toBeGreaterThan(0);
  expect(drawn.top, 'the focused element is not below the viewport').toBeLessThan(drawn.height);
}

/** Presses a key, then expects focus (visible) on `target`. */
export async function pressTo(page: Page, key: string, target: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusVisible(target);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times, as a person looking
 * for it would; each element passed on the way must show its focus too (never the body, never an
 * invisible stop). Ends with focus visibly on `target`.
 */
export async function tabTo(page: Page, target: Locator, options: { max?: number; back?: boolean } = {}): Promise<void> {
  const { max = 40, back = false } = options;
  for (let i = 0; i < max; i++) {
    const report = await target.evaluate(focusReport);
    if (report.reached) break;
    // The first look is at where focus was before any Tab: only the stops passed are judged.
    if (i > 0) expect(report.problem, `Tab stop ${i} on the way (${report.focused})`).toBeNull();
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expectFocusVisible(target);
}

/**
 * Chooses an option of a Mantine Select (or Autocomplete) by keyboard: focus is on the field;
 * typing filters a searchable one, the arrows open the list and move through it, Enter chooses.
 * Focus stays on the field, which shows the choice.
 */
export async function chooseByKeyboard(page: Page, field: Locator, option: string | RegExp, options: { type?: string } = {}): Promise<void> {
  await expectFocusVisible(field);
  if (options.type !== undefined) await page.keyboard.type(options.type);
  const wanted = page.getByRole('option', { name: option, exact: typeof option === 'string' ? true : undefined });
  const isWanted = (text: string) => (typeof option === 'string' ? text.trim() === option : option.test(text));
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('ArrowDown');
    // The option the arrows are on (Mantine marks it; focus stays in the field).
    const on = await page.evaluate(() => document.querySelector('[role="option"][data-combobox-selected]')?.textContent ?? null);
    if (on !== null && isWanted(on)) break;
  }
  await expect(wanted).toHaveAttribute('data-combobox-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectFocusVisible(field);
}

/** On the sign-in page, signs in with the organization's admin key by keyboard (Tab to the key ID, type, Tab, type, Enter). */
export async function signInByKeyboard(page: Page, org: TestOrg): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Key ID', exact: true }));
  await page.keyboard.type(org.admin.keyId);
  await pressTo(page, 'Tab', page.getByRole('textbox', { name: 'Key secret', exact: true }));
  await page.keyboard.type(org.admin.keySecret);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
}
