/**
 * npm run bench: the console measured beside the floor app (bench/floor, the smallest sign-in
 * app on the same stack), in one run on this machine, checked against bench/budgets.json.
 *
 *   npm run bench                     build both apps, measure everything, print one table
 *   npm run bench -- --runs 5         cold loads per first-paint median (default 15)
 *   npm run bench -- --skip-build     measure the builds already in dist/ and bench/floor/dist/
 *   npm run bench -- --json out.json  also write the figures and the load samples as JSON
 *   npm run bench -- --only signin,lists   some sections only (signin, areas, lists, typing, emulator);
 *                                     a partial run still checks the budgets of what it measured
 *   npm run bench -- --ignore-load    measure even on a busy machine (the run is still void)
 *
 * Exit codes: 0 every figure within budget; 1 a figure over its budget; 3 void: the machine was
 * busy (scripts/bench/load.ts: the 1-minute load average over half the cores at the start, or
 * other processes taking over a quarter of the CPU during a section), so the figures judge
 * nothing. Not part of `npm test`.
 */
import { writeFileSync } from 'node:fs';
import { loadEmulatorConfig } from '../emulator/config.js';
import { createEmulator } from '../emulator/server.js';
import { measureAreas } from './bench/areas.js';
import { launchBrowser } from './bench/browser.js';
import { buildBoth, CONSOLE_DIST, FLOOR_DIST } from './bench/build.js';
import { measureList, type ListTarget } from './bench/lists.js';
import { busyBetween, describeLoad, EXIT_VOID, exitCode, loadVerdict, mayStart, sampleLoad, START_LIMIT, type LoadSample } from './bench/load.js';
import { seedKeys, seedPipes, seedServices } from './bench/seed.js';
import { serveDist } from './bench/serve.js';
import { sessionInitScript } from './bench/session.js';
import { measureSignIn } from './bench/signin.js';
import { measureThroughput, THROUGHPUT_CASES } from './bench/throughput.js';
import { readBudgets, renderTable, type Row } from './bench/table.js';
import { measureTypingPaired, TYPING_ROUNDS, type TypingTarget } from './bench/typing.js';
import { WIZARD_COLUMNS, wizardTypingTargets } from './bench/wizard.js';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 15);
const THROUGHPUT_MS = Number(option('--throughput-ms') ?? 3000);
const only = option('--only')?.split(',');
const wanted = (section: string) => !only || only.includes(section);
const kib = (bytes: number) => bytes / 1024;
const log = (text: string) => process.stderr.write(`[bench] ${text}\n`);

const LISTS: ListTarget[] = [
  { id: 'keys', rows: 5000, link: 'API keys', rowText: /^Bench key \d+$/ },
  { id: 'services', rows: 1000, link: 'Services', rowText: /^Bench service \d+$/ },
  { id: 'pipes', rows: 1000, link: 'Pipes', rowText: /^Bench pipe \d+$/ },
];

const FORMS: TypingTarget[] = [
  { id: 'create-service', path: '/services/new', field: 'Name' },
  { id: 'create-key', path: '/keys/new', field: 'Name' },
  { id: 'create-alert', path: '/alerts/new', field: 'Name' },
];

const start = sampleLoad('start');
const startCheck = mayStart(start);
if (!startCheck.ok) {
  log(`the machine is busy (${startCheck.reason}): figures taken now would be void.`);
  if (!argv.includes('--ignore-load')) {
    console.log(
      `VOID: not measuring, the machine is busy (${startCheck.reason}). Wait until the 1-minute load average is at most ${START_LIMIT} × the cores, or pass --ignore-load.`,
    );
    process.exit(EXIT_VOID);
  }
  log('--ignore-load: measuring anyway; the run will be reported void.');
}
const later: LoadSample[] = [];
const noteLoad = (at: string, baseline = false) => {
  const sample = sampleLoad(at, undefined, baseline);
  const reason = busyBetween(later.at(-1) ?? start, sample);
  later.push(sample);
  if (reason) log(`the machine got busy (${reason}): this run's figures are void.`);
};

if (!argv.includes('--skip-build')) {
  log('building the console and the floor app');
  buildBoth();
}

const rows: Row[] = [];
const config = loadEmulatorConfig({ EMULATOR_TRANSITION_MS: '0', EMULATOR_DATA: '', EMULATOR_RATE_LIMIT: '' });
const emulator = createEmulator(config);
const consoleApp = await serveDist(CONSOLE_DIST, emulator.middleware);
const floorApp = await serveDist(FLOOR_DIST, emulator.middleware);
const session = sessionInitScript(config);
const browser = await launchBrowser();
try {
  log(`sign-in route: first visit and ${wanted('signin') ? RUNS : 0} cold loads per app at 1x and 4x CPU`);
  const signIn = await measureSignIn(browser, { console: consoleApp.url, floor: floorApp.url }, wanted('signin') ? RUNS : 0);
  const c = signIn.console;
  const f = signIn.floor;
  if (wanted('signin'))
    rows.push(
      {
        id: 'signin.js',
        label: 'Sign-in first visit JS (gzip)',
        value: kib(c.js.gzip),
        floor: kib(f.js.gzip),
        unit: 'KiB',
        detail: `${c.js.requests} req, floor ${f.js.requests}`,
      },
      {
        id: 'signin.css',
        label: 'Sign-in first visit CSS (gzip)',
        value: kib(c.css.gzip),
        floor: kib(f.css.gzip),
        unit: 'KiB',
        detail: `${c.css.requests} req`,
      },
      { id: 'signin.fcp.1x', label: `Sign-in first contentful paint, 1x (median of ${RUNS})`, value: c.fcp1x, floor: f.fcp1x, unit: 'ms' },
      { id: 'signin.fcp.4x', label: `Sign-in first contentful paint, CPU 4x (median of ${RUNS})`, value: c.fcp4x, floor: f.fcp4x, unit: 'ms' },
    );
  noteLoad('after sign-in');

  if (wanted('areas')) log('areas: chunks beyond the sign-in route');
  for (const area of wanted('areas') ? await measureAreas(browser, consoleApp.url, session, new Set(c.assets.map((a) => a.url))) : []) {
    rows.push({
      id: `area.${area.id}`,
      label: `Area ${area.id}: own JS (gzip)`,
      value: kib(area.js),
      unit: 'KiB',
      detail: `first visit ${kib(area.total).toFixed(0)} KiB`,
    });
  }

  if (wanted('lists')) {
    log('seeding 5,000 keys, 1,000 services, 1,000 pipes');
    const target = { url: consoleApp.url, config };
    await seedKeys(target, 5000 - 1);
    const serviceIds = await seedServices(target, 1000);
    await seedPipes(target, emulator.store.services.values()[0]?.id ?? serviceIds[0], 1000);
  }
  for (const list of wanted('lists') ? LISTS : []) {
    for (const cpu of [1, 4]) {
      log(`list ${list.id} (${list.rows} rows) at ${cpu}x`);
      const figures = await measureList(browser, consoleApp.url, session, list, cpu);
      const label = `List ${list.id}, ${list.rows.toLocaleString('en')} rows, ${cpu}x`;
      rows.push({ id: `list.${list.id}.${cpu}x`, label: `${label}: longest task`, value: figures.render, unit: 'ms' });
      if (cpu === 1) rows.push({ id: `list.${list.id}.scroll`, label: `${label}: longest task while scrolling`, value: figures.scroll, unit: 'ms' });
    }
  }
  if (wanted('lists')) noteLoad('after lists');

  if (wanted('typing')) log(`typing at 4x CPU: ${TYPING_ROUNDS} rounds per form, each after a round of the floor's`);
  const floorTyping = { url: floorApp.url, initScripts: [], target: { id: 'floor', path: '/sign-in', field: 'Key ID' } };
  // The pipe wizard's largest steps: a service to create the pipe in (the lists' first one when they were seeded).
  const wizard = wanted('typing')
    ? wizardTypingTargets(config, emulator.store.services.values()[0]?.id ?? (await seedServices({ url: consoleApp.url, config }, 1))[0])
    : [];
  for (const form of wanted('typing') ? [...FORMS, ...wizard] : []) {
    const t = await measureTypingPaired(browser, { url: consoleApp.url, initScripts: [session] }, form, floorTyping, 4);
    if (t) log(`${form.id}: p95 ${t.console.p95} ms (p50 ${t.console.p50}), floor p95 ${t.floor.p95} ms (p50 ${t.floor.p50})`);
    rows.push({
      id: `typing.${form.id}`,
      label: `Keystroke to next paint p95, ${form.id}${form.id.startsWith('pipe-wizard.') ? ` (${WIZARD_COLUMNS} columns)` : ''}, 4x`,
      value: t?.console.p95,
      floor: t?.floor.p95,
      unit: 'ms',
      detail: t ? `p50 ${t.console.p50}, ${t.console.keystrokes} keystrokes; floor p50 ${t.floor.p50}` : 'no such form yet',
    });
    noteLoad(`after typing ${form.id}`);
  }
} finally {
  await browser.close();
  await consoleApp.close();
  await floorApp.close();
  await emulator.close();
}
// The browser's processes have left the bench's tree: what they spent is no longer its own, so the
// next section is judged from here.
noteLoad('browser closed', true);

for (const tc of wanted('emulator') ? THROUGHPUT_CASES : []) {
  log(`emulator create-key throughput: ${tc.id}`);
  const r = await measureThroughput(tc, THROUGHPUT_MS);
  const where = tc.persisted ? 'EMULATOR_DATA' : 'in memory';
  const keys = tc.keys ? `, ${tc.keys.toLocaleString('en')} keys` : '';
  rows.push({
    id: `emulator.${tc.id}`,
    label: `Emulator create-key, ${tc.clients} client${tc.clients > 1 ? 's' : ''}, ${where}${keys}`,
    value: r.perSecond,
    unit: 'req/s',
    detail: r.errors ? `${r.errors} errors` : undefined,
  });
}

noteLoad('end');

const { text, over } = renderTable(rows, readBudgets('bench/budgets.json'));
const machine = loadVerdict(start, later);
console.log(text);
console.log(`\nKeystroke figures are Event Timing durations from a trace, unrounded. Node ${process.version}, ${new Date().toISOString()}.`);
console.log(describeLoad(start, later));
if (!machine.judged) console.log('No /proc here: whether other processes ran during the measures is not known.');
const jsonPath = option('--json');
if (jsonPath) writeFileSync(jsonPath, JSON.stringify({ rows, load: [start, ...later], void: machine.void }, null, 2));
if (machine.void) {
  console.log(`\nVOID: the machine was busy (${machine.reasons.join('; ')}); these figures judge nothing. Measure again on a quiet machine.`);
} else if (over.length) {
  console.log(`\nOver budget: ${over.join(', ')}`);
}
process.exitCode = exitCode({ void: machine.void, over });
