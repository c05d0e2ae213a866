// Child process of persistence.test.ts: writes state to argv[2] in a tight loop until killed
// (each change waits for its group commit, so writes follow one another without a pause).
import { loadEmulatorConfig } from './config.js';
import { Store } from './store.js';
import { SEEDED_ALERT_REFS } from './alert-catalogue-seed.js';

const path = process.argv[2];
const store = new Store({ ...loadEmulatorConfig({}), dataPath: path, transitionMs: 0 });
const filler = 'x'.repeat(2000);
for (let n = 1; ; n++) {
  store.alerts.put({
    id: `alert-${n}`,
    name: `${n} ${filler}`,
    threshold: n,
    interval: '5m',
    thresholdType: 'above',
    source: 'search',
    state: 'active',
    channel: { type: 'webhook', webhookId: SEEDED_ALERT_REFS.webhookId },
    team: 't',
    silenced: false,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  });
  const oldest = store.alerts.get(`alert-${n - 300}`);
  if (oldest) store.alerts.delete(oldest);
  await store.save();
  // Ready once a first state with an alert is on disk, so the parent kills a writer mid-stream.
  if (n === 1) process.stdout.write('ready\n');
}
