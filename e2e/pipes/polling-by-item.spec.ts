import type { Page } from '@playwright/test';
import { minimalPipes } from '../../src/contract/pipe-fixtures';
import { runningService } from '../support/pipes';
import { expect, test, type TestOrg } from '../support/fixtures';
import { followPolls, nextPoll, passTime } from '../support/pageClock';

/**
 * Polling by item (issue 12 item 4) on the pipes page, which shows two lists (the organization's
 * services and the chosen service's pipes): a changing pipe is followed by its own read, never by
 * reading the list again; with several services and pipes changing, the page's reads stay inside
 * the API's 10 requests per 10 s per key (the emulator's request log says so); a 429 on a poll is
 * said to wait beside "Updated …", with no error, and polling goes on after its reset.
 */

/** Pipes of `serviceId` created through the API, settled (Running), then told to stop: they stay Stopping until the clock moves. */
async function stoppingPipes(org: TestOrg, serviceId: string, names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const res = await org.api<{ id: string }>('POST', `${org.path}/services/${serviceId}/pipes`, { ...minimalPipes.kafka, name });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(res.result.id);
  }
  await org.settle();
  for (const id of ids) {
    const res = await org.api<{ state: string }>('PATCH', `${org.path}/services/${serviceId}/pipes/${id}/state`, { command: 'stop' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.result.state).toBe('Stopping');
  }
  return ids;
}

const stateOf = (page: Page, name: string) => page.getByTestId(`pipe-row-${name}`).getByTestId('pipe-state');

/** GET requests of the organization (path and time), from its request log. */
async function reads(org: TestOrg) {
  return (await org.requests()).filter((r) => r.method === 'GET').map((r) => ({ path: r.path, at: Date.parse(r.at) }));
}

/** The most requests sent within any 10 s. */
function busiestTenSeconds(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.max(0, ...sorted.map((t) => sorted.filter((u) => u >= t && u < t + 10_000).length));
}

test('a stopping pipe is followed by its own read until it is stopped; the pipes list is not read again', async ({ page, org }) => {
  const serviceId = await runningService(org, 'Analytics');
  const [pipeId] = await stoppingPipes(org, serviceId, ['events']);
  const listPath = `${org.path}/services/${serviceId}/pipes`;
  await followPolls(page);
  await page.goto(`/pipes?service=${serviceId}`);
  await expect(stateOf(page, 'events')).toHaveText('Stopping');
  await expect(page.getByText('states refresh every 5 seconds while a pipe is changing')).toBeVisible();
  await org.clearRequests();

  // The page reads the pipe itself (every 5 s: the page's clock moved to its next poll)…
  await nextPoll(page);
  await expect.poll(async () => (await reads(org)).filter((r) => r.path === `${listPath}/${pipeId}`).length).toBeGreaterThan(0);
  // …and once the emulator's clock has moved, that read brings Stopped into the list.
  await org.settle();
  await nextPoll(page);
  await expect(stateOf(page, 'events')).toHaveText('Stopped');
  await expect(page.getByText('states refresh every 5 seconds while a pipe is changing')).toHaveCount(0);

  const seen = await reads(org);
  expect(seen.filter((r) => r.path === listPath)).toEqual([]);
  expect(new Set(seen.map((r) => r.path))).toEqual(new Set([`${listPath}/${pipeId}`]));
});

test('two changing services and two stopping pipes on one page, and Refresh pressed too: never more than 10 reads in 10 s', async ({ page, org }) => {
  const serviceId = await runningService(org, 'Analytics');
  const pipeIds = await stoppingPipes(org, serviceId, ['first', 'second']);
  // Two more services, created after the last settle: they stay provisioning.
  const serviceIds: string[] = [];
  for (const name of ['Warehouse', 'Staging']) {
    const res = await org.api<{ service: { id: string } }>('POST', `${org.path}/services`, { name, provider: 'aws', region: 'us-east-1', ipAccessList: [] });
    expect(res.status).toBe(200);
    serviceIds.push(res.result.service.id);
  }
  await org.clearRequests();
  await page.goto(`/pipes?service=${serviceId}`);
  await expect(stateOf(page, 'first')).toHaveText('Stopping');
  await expect(stateOf(page, 'second')).toHaveText('Stopping');

  // Pressing Refresh on top of the polling spends the budget: the page says it waits.
  const refresh = page.getByRole('button', { name: 'Refresh pipes' });
  for (let i = 0; i < 3; i++) await refresh.click();
  await expect(page.getByTestId('rate-limit-wait')).toContainText(/Waiting on the rate limit: next update in \d+ s/);

  // Each changing service and pipe is followed by its own read: wait until each was read three times.
  const followed = [...serviceIds.map((id) => `${org.path}/services/${id}`), ...pipeIds.map((id) => `${org.path}/services/${serviceId}/pipes/${id}`)];
  await expect
    .poll(
      async () => {
        const seen = await reads(org);
        return Math.min(...followed.map((path) => seen.filter((r) => r.path === path).length));
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(3);

  const all = (await org.requests()).map((r) => Date.parse(r.at));
  expect(busiestTenSeconds(all)).toBeLessThanOrEqual(10);
  // Neither list polled itself: two changing items each are followed one by one.
  const seen = await reads(org);
  const lists = seen.filter((r) => r.path === `${org.path}/services` || r.path === `${org.path}/services/${serviceId}/pipes`);
  // The first load of each list, and the three Refresh presses of the pipes list.
  expect(lists.length).toBeLessThanOrEqual(2 * 2 + 3);
});

test('a poll answered 429 waits for X-RateLimit-Reset and says so beside "Updated", with no error; then polling goes on', async ({ page, org }) => {
  const serviceId = await runningService(org, 'Analytics');
  const [pipeId] = await stoppingPipes(org, serviceId, ['events']);
  await followPolls(page);
  await page.goto(`/pipes?service=${serviceId}`);
  await expect(stateOf(page, 'events')).toHaveText('Stopping');
  await org.injectFault({
    method: 'GET',
    path: `${org.path}/services/${serviceId}/pipes/${pipeId}`,
    count: 1,
    status: 429,
    headers: { 'X-RateLimit-Limit': '10', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '4' },
    body: { status: 429, error: 'TOO_MANY_REQUESTS: rate limit exceeded' },
  });

  const notice = page.getByTestId('rate-limit-wait');
  await nextPoll(page);
  await expect(notice).toContainText(/^Waiting on the rate limit: next update in [1-5] s/);
  await expect(page.getByTestId('freshness')).toContainText('Updated');
  await page.getByTestId('freshness').screenshot({ path: test.info().outputPath('rate-limit-wait.png') });
  await page.screenshot({ path: test.info().outputPath('rate-limit-wait-page.png') });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(stateOf(page, 'events')).toHaveText('Stopping');

  // After the reset (4 s, and 1 s more) the read is tried again; the moved clock's answer arrives and the notice goes.
  await org.settle();
  await passTime(page, 5_000);
  await expect(stateOf(page, 'events')).toHaveText('Stopped');
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const statuses = (await org.requests()).filter((r) => r.path.endsWith(pipeId)).map((r) => r.status);
  expect(statuses).toContain(429);
  expect(statuses.at(-1)).toBe(200);
});
