import { expect, type Locator, type Page } from '@playwright/test';
import type { TestOrg } from './org';
import { escapeRegExp } from './text';

/** A running service of the organization for pipe specs (created through the API, clock settled). */
export async function runningService(org: TestOrg, name = 'Analytics'): Promise<string> {
  const res = await org.api<{ service: { id: string } }>('POST', `${org.path}/services`, {
    name,
    provider: 'aws',
    region: 'us-east-1',
    ipAccessList: [],
    numReplicas: 2,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await org.settle();
  return res.result.service.id;
}

/** A pipe created through the API, its lifecycle settled (Running, unless the kind ends elsewhere). */
export async function settledPipe(org: TestOrg, serviceId: string, body: object): Promise<string> {
  const res = await org.api<{ id: string }>('POST', `${org.path}/services/${serviceId}/pipes`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await org.settle();
  return res.result.id;
}

/** A form field by its label, whether or not it is marked required (" *"). */
export const field = (page: Page, label: string | RegExp) => page.getByLabel(typeof label === 'string' ? new RegExp(`^${escapeRegExp(label)}( \\*)?$`) : label);

/**
 * A value of a row of the columns or field mappings table while its row is not being edited: a
 * cell drawn as the input, named "<label>: <value>" (EditableCell).
 */
export const cellOf = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}: `) });

/**
 * The input of a row of the columns or field mappings table, its row made the one being edited
 * first when it is not (its cell clicked, as a person would).
 */
export async function cell(page: Page, label: string): Promise<Locator> {
  // The input itself: a type's list of options, open while it is focused, is named after it too.
  const input = page.locator('input').and(field(page, label));
  await expect(input.or(cellOf(page, label))).toBeVisible();
  // The page may make that row the edited one by itself meanwhile (a refused Save focuses the first
  // row in error, an added column is edited at once): the cell is then gone before the click lands,
  // and the input it became is focused. Either way, again until the input has the focus.
  await expect(async () => {
    if ((await input.count()) === 0) await cellOf(page, label).click({ timeout: 2_000 });
    await expect(input).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  return input;
}

/** The wizard's Next button, pressed. */
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** The wizard's Connection step for a Kinesis-type stream read with an IAM role, filled in, then Next. */
export async function kinesisConnection(page: Page, stream = 'clickstream'): Promise<void> {
  await field(page, 'Stream name').fill(stream);
  await field(page, 'AWS region').fill('eu-west-1');
  await field(page, 'IAM role ARN').fill('arn:aws:iam::123456789012:role/pipes');
  await next(page);
}

/**
 * The wizard's shortest complete run after the Source step (a Kinesis-type stream with an IAM
 * role, one column typed by hand and mapped from `page_url`), up to the Review step.
 */
export async function kinesisRunToReview(page: Page): Promise<void> {
  await kinesisConnection(page);
  await field(page, 'Table').fill('clicks');
  await page.getByRole('button', { name: 'Add column' }).click();
  await (await cell(page, 'Column 1 name')).fill('url');
  await next(page);
  await (await cell(page, 'Source field for url')).fill('page_url');
  await next(page);
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
}
