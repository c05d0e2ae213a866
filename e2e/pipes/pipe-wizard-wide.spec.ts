import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { TestOrg } from '../support/org';
import { cell, cellOf, field, kinesisConnection, next, runningService } from '../support/pipes';

/**
 * The pipe wizard with a wide sample (200 fields): the columns and field-mappings tables render
 * only the rows in view, with inputs in the row being edited only, a row in error far down the
 * list is scrolled to, made the row being edited and focused by Next (or Enter), and every row
 * (rendered or not) reaches the pipe.
 */

const FIELDS = 200;
const fieldName = (i: number) => `f${String(i).padStart(3, '0')}`;
const sample = Object.fromEntries(Array.from({ length: FIELDS }, (_, i) => [fieldName(i + 1), i % 2 ? 'text' : i]));

/**
 * Scrolls the page with the mouse wheel, as a person would, until row `index` (0-based) of `table`
 * and its `target` field are in the page: down while the rows in the page are above it, up while
 * they are below it (rendering may lag behind the wheel on a busy machine and overshoot).
 */
async function scrollTo(page: Page, table: string, index: number, target: Locator) {
  await page.mouse.move(300, 300);
  const rows = page.getByRole('table', { name: table }).locator('tbody tr[data-index]');
  await expect(async () => {
    if ((await target.count()) === 0) {
      const indexes = (await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-index'))))) as number[];
      await page.mouse.wheel(0, indexes.length > 0 && Math.min(...indexes) > index ? -400 : 400);
    }
    expect(await target.count()).toBe(1);
  }).toPass();
  await target.scrollIntoViewIfNeeded();
}

const rowsInPage = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr[data-index]').count();

/**
 * How many fields the form of each input of the table holds: the inputs of the row being edited
 * (the only row with inputs) make a form of their own (useRowForm), so that the browser's autofill
 * re-reads two fields after a keystroke, not all.
 */
const rowFormSizes = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).form?.elements.length ?? 0));

/** A new pipe's wizard, through to the Destination step's columns proposed from `record`; the service's id. */
async function proposeColumns(page: Page, org: TestOrg, record: object): Promise<string> {
  const serviceId = await runningService(org);
  await page.goto(`/pipes/${serviceId}/new`);
  await field(page, 'Pipe name').fill('wide-clicks');
  await page.getByRole('radio', { name: 'Kinesis-type stream' }).check();
  await next(page);
  await kinesisConnection(page);
  await field(page, 'Table').fill('wide_clicks');
  await field(page, 'Sample record (optional)').fill(JSON.stringify(record));
  await page.getByRole('button', { name: 'Propose columns from the sample' }).click();
  await expect(page.getByText(`${FIELDS} columns proposed from the JSON sample`)).toBeVisible();
  return serviceId;
}

// The two 200-row steps are two tests (each set up from a sample), so that neither nears the per-test timeout.
test('200 columns from a sample: only the rows in view are in the page, and a row in error far down is focused by Next', async ({ page, org }) => {
  await proposeColumns(page, org, sample);
  await expect(page.getByText(`${FIELDS} columns`, { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Destination columns' })).toHaveAttribute('aria-rowcount', String(FIELDS + 1));
  expect(await rowsInPage(page, 'Destination columns')).toBeLessThan(FIELDS / 2);
  // No row is being edited yet: the values are cells drawn as inputs, and no row has inputs.
  expect(await rowFormSizes(page, 'Destination columns')).toEqual([]);
  await expect(cellOf(page, 'Column 2 name')).toHaveText(fieldName(2));
  // Not portalled into body itself, an ancestor of every input: React would dispatch each keystroke's events twice (useRowForm).
  expect(await page.evaluate(() => document.querySelectorAll('body > form[data-row-form]').length)).toBe(0);

  // Enter choosing a type from the list chooses it, and submits nothing.
  const type = await cell(page, 'Column 1 type');
  expect(await rowFormSizes(page, 'Destination columns')).toEqual([2, 2]);
  await type.fill('DateTime6');
  await type.press('ArrowDown');
  await type.press('Enter');
  await expect(type).toHaveValue('DateTime64(3)');
  await expect(page.getByRole('heading', { level: 2, name: 'Destination' })).toBeVisible();

  // A name emptied far down the list, then the page scrolled back up: that row leaves the page.
  const far = field(page, 'Column 150 name');
  await scrollTo(page, 'Destination columns', 149, cellOf(page, 'Column 150 name'));
  await (await cell(page, 'Column 150 name')).fill('');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(far).toHaveCount(0);
  await next(page);
  await expect(far).toBeFocused();
  await expect(far).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter the column name.')).toBeVisible();
  await far.fill('renamed_150');
  // In the row being edited, Tab goes from the name to the type and to the remove button.
  await page.keyboard.press('Tab');
  await expect(page.locator('input').and(field(page, 'Column 150 type'))).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove column 150' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(far).toBeFocused();
  // Enter in a row's input moves on, as in any field of the step.
  await far.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Field mappings' })).toBeVisible();
});

test('200 field mappings: a source field emptied far down is focused by Next, and every row reaches the pipe', async ({ page, org }) => {
  const serviceId = await proposeColumns(page, org, sample);
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Field mappings' })).toBeVisible();
  expect(await rowsInPage(page, 'Field mappings')).toBeLessThan(FIELDS / 2);
  // The input itself: the field's list of suggestions, open while it is focused, is named after it too.
  const mapping = page.getByRole('combobox', { name: `Source field for ${fieldName(180)}` });
  await scrollTo(page, 'Field mappings', 179, cellOf(page, `Source field for ${fieldName(180)}`));
  await expect(cellOf(page, `Source field for ${fieldName(180)}`)).toHaveText(fieldName(180));
  await (await cell(page, `Source field for ${fieldName(180)}`)).fill('');
  expect(await rowFormSizes(page, 'Field mappings')).toEqual([1]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(mapping).toHaveCount(0);
  await next(page);
  await expect(mapping).toBeFocused();
  await expect(page.getByText('One column has no source field: each is named below.')).toBeVisible();
  await mapping.fill(fieldName(179));
  // Tab reaches the next row's cell, which makes that row the one being edited and focuses its input; Shift+Tab comes back.
  await page.keyboard.press('Tab');
  await expect(page.locator('input').and(field(page, `Source field for ${fieldName(181)}`))).toBeFocused();
  await expect(mapping).toHaveCount(0);
  await expect(cellOf(page, `Source field for ${fieldName(180)}`)).toHaveText(fieldName(179));
  await page.keyboard.press('Shift+Tab');
  await expect(mapping).toBeFocused();
  await mapping.press('Enter');
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();

  await page.getByRole('button', { name: 'Create pipe' }).click();
  await expect(page).toHaveURL(new RegExp(`/pipes/${serviceId}/[0-9a-f-]{36}$`));
  const id = page.url().split('/').pop() ?? '';
  const res = await org.api<{ destination: { columns: { name: string; type: string }[] }; fieldMappings: { sourceField: string; destinationField: string }[] }>(
    'GET',
    `${org.path}/services/${serviceId}/pipes/${id}`,
  );
  expect(res.status).toBe(200);
  const { columns } = res.result.destination;
  expect(columns).toHaveLength(FIELDS);
  expect(columns[149].name).toBe(fieldName(150));
  expect(columns[199].name).toBe(fieldName(200));
  expect(res.result.fieldMappings).toHaveLength(FIELDS);
  expect(res.result.fieldMappings[149]).toMatchObject({ sourceField: fieldName(150), destinationField: fieldName(150) });
  expect(res.result.fieldMappings[179]).toMatchObject({ sourceField: fieldName(179), destinationField: fieldName(180) });
});

test('on a phone, the columns table fits its box, a long name ends in an ellipsis, and the widths stay as the list scrolls', async ({ page, org }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const long = (i: number) => `${fieldName(i)}${i % 7 === 0 ? '_with_a_much_longer_name' : ''}`;
  await proposeColumns(page, org, Object.fromEntries(Array.from({ length: FIELDS }, (_, i) => [long(i + 1), i])));

  const table = page.getByRole('table', { name: 'Destination columns' });
  const widths = () => table.locator('thead th').evaluateAll((ths) => ths.map((th) => Math.round(th.getBoundingClientRect().width)));
  const fits = () => table.evaluate((t) => t.getBoundingClientRect().width <= (t.parentElement?.clientWidth ?? 0));
  const atTop = await widths();
  expect(await fits()).toBe(true);
  // A long name is cut at its cell's edge with an ellipsis, not drawn over the type beside it.
  const longCell = cellOf(page, 'Column 7 name');
  // The list renders the rows in view only: on a phone the table starts below the fold.
  await scrollTo(page, 'Destination columns', 6, longCell);
  await expect(longCell).toHaveAccessibleName(`Column 7 name: ${long(7)}`);
  expect(await longCell.evaluate((b) => [getComputedStyle(b).textOverflow, b.scrollWidth > b.clientWidth])).toEqual(['ellipsis', true]);

  await scrollTo(page, 'Destination columns', 195, cellOf(page, 'Column 196 name'));
  expect(await widths()).toEqual(atTop);
  expect(await fits()).toBe(true);
});
