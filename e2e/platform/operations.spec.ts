import { expect, test } from '../support/fixtures';
import { followPolls, passTime } from '../support/pageClock';

// What every read gets from the operations table and the query client: retries the page can see,
// ids from the URL checked before a request, answers parsed with the operation's schema.
// In development React mounts a page twice (StrictMode): the first read is cancelled in the
// browser but still reaches the emulator and takes a fault, so each fault has one to spare.

test('a read answered 503 is retried after its Retry-After, and the page says it is retrying', async ({ page, org }) => {
  const services = `${org.path}/services`;
  await org.injectFault({
    method: 'GET',
    path: services,
    count: 3,
    status: 503,
    headers: { 'Retry-After': '8' },
    body: { status: 503, error: 'SERVICE_UNAVAILABLE: busy' },
  });
  await org.clearRequests();
  // The page's clock, moved past each wait (8 s and the second's 1 s more) instead of waiting for it.
  await followPolls(page);
  await page.goto('/services');
  await expect(page.getByRole('status').filter({ hasText: 'Retrying (attempt 1 of 3)' })).toBeVisible();
  await passTime(page, 9_000);
  await expect(page.getByRole('status').filter({ hasText: 'Retrying (attempt 2 of 3)' })).toBeVisible();
  await passTime(page, 9_000);
  await expect(page.getByText('No services yet')).toBeVisible();
  const reads = (await org.requests()).filter((r) => r.method === 'GET' && r.path === services);
  expect(reads.map((r) => r.status)).toEqual([503, 503, 503, 200]);
});

test('a 400 is not retried: the error shows at once', async ({ page, org }) => {
  const services = `${org.path}/services`;
  await org.injectFault({ method: 'GET', path: services, count: 2, status: 400, body: { status: 400, error: 'BAD_REQUEST: no' } });
  await org.clearRequests();
  await page.goto('/services');
  await expect(page.getByRole('alert').filter({ hasText: 'The request was refused' })).toBeVisible();
  const reads = (await org.requests()).filter((r) => r.path === services);
  expect(reads.length).toBeLessThanOrEqual(2);
  expect(reads.every((r) => r.status === 400)).toBe(true);
});

test('a service id in the address that is not a uuid is refused before any request', async ({ page, org }) => {
  await org.clearRequests();
  await page.goto('/services/not-a-uuid');
  const alert = page.getByRole('alert').filter({ hasText: 'This address is not valid' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('serviceId');
  expect((await org.requests()).filter((r) => r.path.includes('not-a-uuid'))).toEqual([]);
});

test('an answer of the wrong shape is one clear error with the request id, not a broken page', async ({ page, org }) => {
  const requestId = '6c0b7f3e-2f1a-4c1d-9e8b-7a6f5e4d3c2b';
  await org.injectFault({
    method: 'GET',
    path: `${org.path}/services`,
    count: 2,
    status: 200,
    body: { status: 200, requestId, result: [{ id: 7, name: ['not', 'text'] }] },
  });
  await page.goto('/services');
  const alert = page.getByRole('alert').filter({ hasText: 'the server answered in an unexpected shape' });
  await expect(alert).toBeVisible();
  await expect(alert.getByTestId('request-id')).toHaveText(requestId);
});
