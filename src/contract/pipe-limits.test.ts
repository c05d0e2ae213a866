import { describe, expect, it } from 'vitest';
import { issuesOf } from './test-helpers.js';
import {
  pipeCreateSchema,
  PIPE_SCALING_LIMITS,
  PIPE_SETTINGS_LIMITS,
  POSTGRES_PORT,
  POSTGRES_SETTINGS_LIMITS,
  boundRangeText,
  type PipeBound,
} from './pipe.js';
import { minimalPipes } from './pipe-fixtures.js';

/** Each bound: its edges pass, one step past each edge fails with a message naming the edges. */
function edges(b: PipeBound): [value: number, ok: boolean][] {
  const past = b.integer === false ? 0.1 : 1;
  const rows: [number, boolean][] = [
    [b.min, true],
    [b.min - past, false],
  ];
  if (b.max !== undefined) rows.push([b.max, true], [b.max + past, false]);
  if (b.integer !== false) rows.push([b.min + 0.5, false]);
  return rows;
}

type Place = (field: string, value: number) => [body: unknown, path: string];
const cases: [group: string, limits: Record<string, PipeBound>, place: Place][] = [
  ['scaling', PIPE_SCALING_LIMITS, (f, v) => [{ ...minimalPipes.kafka, scaling: { [f]: v } }, `scaling.${f}`]],
  ['settings', PIPE_SETTINGS_LIMITS, (f, v) => [{ ...minimalPipes.kafka, settings: { [f]: v } }, `settings.${f}`]],
  ['postgres settings', POSTGRES_SETTINGS_LIMITS, (f, v) => [pg({ settings: { [f]: v } }), `source.postgres.settings.${f}`]],
  ['postgres', { port: POSTGRES_PORT }, (f, v) => [pg({ [f]: v }), `source.postgres.${f}`]],
];
function pg(patch: object) {
  return { ...minimalPipes.postgres, source: { postgres: { ...minimalPipes.postgres.source.postgres, ...patch } } };
}

describe.each(cases)('%s bounds', (_group, limits, place) => {
  const rows = Object.entries(limits).flatMap(([field, b]) => edges(b).map(([value, ok]) => [field, value, ok, b] as const));
  it.each(rows)('%s = %s valid: %s', (field, value, ok, b) => {
    const [body, path] = place(field, value);
    const issues = issuesOf(pipeCreateSchema, body);
    if (ok) expect(issues).toEqual([]);
    else {
      expect(issues.map((i) => i.path)).toEqual([path]);
      const edgesInMessage = boundRangeText(b)
        .replace(/^at least /, '')
        .split(' to ')
        .map((e) => e.replace(/ .*/, ''));
      for (const edge of edgesInMessage) expect(issues[0].message).toContain(edge);
    }
  });
});
