import { mkdir } from 'node:fs/promises';
import { USAGE_MESSAGES, utcDayOf } from '../../src/contract';
import { minimalPipes } from '../../src/contract/pipe-fixtures';
import { control } from '../support/emulator';
import { expect, test } from '../support/fixtures';

/** Screenshots of the usage page (npm run screenshots), light and dark; writes to SHOTS_DIR (default /tmp/shots). */
test.use({ viewport: { width: 1366, height: 1100 } });
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
const DAY = 86_400_000;

test('usage and cost over a few days of services and a pipe, light and dark, for review', async ({ page, org, request }) => {
  await mkdir(dir, { recursive: true });
  const start = Date.parse((await control<{ now: string }>(request, 'GET', `/clock?organizationId=${org.id}`)).now);
  const create = async (name: string, numReplicas: number, memory: number) =>
    (
      await org.api<{ service: { id: string } }>('POST', `${org.path}/services`, {
        name,
        provider: 'aws',
        region: 'us-east-1',
        numReplicas,
        minReplicaMemoryGb: memory,
        maxReplicaMemoryGb: memory,
        idleScaling: false,
      })
    ).result.service.id;
  const analytics = await create('Analytics prod', 3, 16);
  const staging = await create('Staging', 2, 8);
  await org.settle();
  await org.api('POST', `${org.path}/services/${analytics}/pipes`, { ...minimalPipes.kafka, name: 'Click events' });
  await org.advanceClock({ ms: DAY });
  await org.api('PATCH', `${org.path}/services/${staging}/state`, { command: 'stop' });
  await org.advanceClock({ ms: DAY });
  await create('Reporting', 2, 12);
  await org.advanceClock({ ms: DAY });
  await org.advanceClock({ ms: DAY });

  await page.goto(`/usage?from=${utcDayOf(start)}&to=${utcDayOf(start + 5 * DAY)}`);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.getByTestId('usage-chart').getByText('Analytics prod', { exact: true })).toBeVisible();
    await page.waitForTimeout(800); // let the bars' animation end
    await page.screenshot({ path: `${dir}/usage-${scheme}.png`, fullPage: true });
  }
  await page.goto('/usage?from=2020-01-01&to=2020-01-31');
  await expect(page.getByText('No usage in this range')).toBeVisible();
  await page.screenshot({ path: `${dir}/usage-empty.png` });
  await page.goto('/usage?from=2026-01-01&to=2026-02-15');
  await expect(page.getByText(USAGE_MESSAGES.tooLong)).toBeVisible();
  await page.screenshot({ path: `${dir}/usage-refused.png` });
});
