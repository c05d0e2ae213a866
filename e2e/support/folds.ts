import { expect, type Page } from '@playwright/test';
import { escapeRegExp } from './text';

/** The control of a folded part of a form (an accordion item), named by the start of its title. */
const foldControl = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}`) });

/** Opens a folded part of a form unless it is open already. */
export async function unfold(page: Page, title: string) {
  const control = foldControl(page, title);
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
}

/** Folds a part of a form away again. */
export async function fold(page: Page, title: string) {
  const control = foldControl(page, title);
  await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'false');
}
