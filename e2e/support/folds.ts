import { expect, type Page } from '@playwright/test';

/** Opens a folded part of a form (an accordion item, named by its title) unless it is open already. */
export async function unfold(page: Page, title: string) {
  const control = page.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
}

/** Folds a part of a form away again. */
export async function fold(page: Page, title: string) {
  const control = page.getByRole('button', { name: new RegExp(`^${title}`) });
  await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'false');
}
