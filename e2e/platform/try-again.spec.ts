import { expect, test } from '../support/fixtures';

/**
 * "Try again" under a failed read is offered only where another try may go otherwise: a 5xx, a
 * 408, a 429 or a network failure, not a 403 (a forbidden request stays forbidden) or another 4xx.
 */

const rid = '9b2f3c1e-1d2a-4b5c-8d7e-0f1a2b3c4d5e';

test('a 403 on a page read shows what happened and no "Try again"', async ({ page, org }) => {
  // count 2: the dev server's React StrictMode may send the first read twice.
  await org.injectFault({
    method: 'GET',
    path: `${org.path}/services`,
    count: 2,
    status: 403,
    body: { status: 403, error: 'FORBIDDEN: the key’s role does not allow this', requestId: rid },
  });
  await page.goto('/services');
  const alert = page.getByRole('alert').filter({ hasText: 'HTTP 403' });
  await expect(alert).toBeVisible();
  await expect(alert.getByTestId('request-id')).toHaveText(rid);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a read of an id that names nothing (400, as the service answers it) offers no "Try again" either', async ({ page }) => {
  await page.goto('/keys/0f8fad5b-d9cb-469f-a165-70867728950e');
  await expect(page.getByText('No key with this id in this organization')).toBeVisible();
  await expect(page.getByText('HTTP 400')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a 5xx on a page read offers "Try again", which reads again', async ({ page, org }) => {
  // 501: the query client does not retry it by itself, so the page shows it at once.
  await org.injectFault({
    method: 'GET',
    path: `${org.path}/services`,
    count: 2,
    status: 501,
    body: { status: 501, error: 'NOT_IMPLEMENTED', requestId: rid },
  });
  await page.goto('/services');
  const alert = page.getByRole('alert').filter({ hasText: 'HTTP 501' });
  await expect(alert).toBeVisible();
  // The request id once, beside its copy button; the bare code NOT_IMPLEMENTED is not quoted as the server's words.
  await expect(alert.getByText(rid)).toHaveCount(1);
  await expect(alert.getByTestId('server-said')).toHaveCount(0);
  await org.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('HTTP 501')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
