// Applying an update (op 4) to a stored pipe: merge per source kind, table mapping add/remove.
import type { PipeUpdate } from '../../src/contract/index.js';
import type { StoredPipe } from '../store.js';
import { fieldError } from '../validate.js';

type Editable = Pick<StoredPipe, 'name' | 'source' | 'destination' | 'fieldMappings' | 'settings'>;

interface Mapping {
  sourceSchemaName: string;
  sourceTable: string;
  targetTable: string;
}

/** States in which a postgres pipe's table mappings may be edited. */
const MAPPING_EDIT_STATES = new Set(['Paused', 'Stopped', 'Failed']);

/** Returns the pipe's editable parts with the update applied; throws 400 on a rule broken. Does not mutate `pipe`. */
export function applyPipeUpdate(pipe: StoredPipe, body: PipeUpdate, state: string): Editable {
  const next: Editable = structuredClone({
    name: pipe.name,
    source: pipe.source,
    destination: pipe.destination,
    fieldMappings: pipe.fieldMappings,
    settings: pipe.settings,
  });
  if (body.name != null) next.name = body.name;

  const src = body.source;
  if (src) {
    for (const kind of ['kafka', 'objectStorage', 'kinesis', 'postgres'] as const) {
      if (src[kind] != null && kind !== pipe.kind) {
        fieldError(`source.${kind}`, `This pipe reads from ${pipe.kind}; only source.${pipe.kind} can be changed.`);
      }
    }
    const current = (next.source[pipe.kind] ?? {}) as Record<string, unknown>;
    for (const patch of [src.kafka, src.objectStorage, src.kinesis]) {
      if (patch == null) continue;
      dropOtherMethodFields(current, patch);
      mergeInto(current, patch);
    }
    if (src.postgres) {
      const { settings, tableMappingsToAdd, tableMappingsToRemove, ...plain } = src.postgres;
      mergeInto(current, plain);
      if (settings) current.settings = mergeInto({ ...((current.settings as object | undefined) ?? {}) }, settings);
      const adding = tableMappingsToAdd ?? [];
      const removing = tableMappingsToRemove ?? [];
      if ((adding.length > 0 || removing.length > 0) && !MAPPING_EDIT_STATES.has(state)) {
        fieldError(
          adding.length > 0 ? 'source.postgres.tableMappingsToAdd' : 'source.postgres.tableMappingsToRemove',
          `Pause the pipe before changing its table mappings (current state: ${state}).`,
        );
      }
      let mappings = [...((current.tableMappings as Mapping[] | undefined) ?? [])];
      removing.forEach((r, i) => {
        const at = mappings.findIndex((m) => m.sourceSchemaName === r.sourceSchemaName && m.sourceTable === r.sourceTable && m.targetTable === r.targetTable);
        if (at === -1) {
          fieldError(
            `source.postgres.tableMappingsToRemove.${i}`,
            `No table mapping ${r.sourceSchemaName}.${r.sourceTable} -> ${r.targetTable} exists in this pipe.`,
          );
        }
        mappings = mappings.filter((_, j) => j !== at);
      });
      adding.forEach((a, i) => {
        if (mappings.some((m) => m.targetTable === a.targetTable)) {
          fieldError(`source.postgres.tableMappingsToAdd.${i}.targetTable`, `Target table ${a.targetTable} is already used by a table mapping of this pipe.`);
        }
        mappings.push(structuredClone(a));
      });
      if (adding.length > 0 || removing.length > 0 || current.tableMappings !== undefined) current.tableMappings = mappings;
    }
    next.source[pipe.kind] = current;
  }
  if (body.destination?.columns != null) next.destination.columns = structuredClone(body.destination.columns);
  if (body.fieldMappings !== undefined) next.fieldMappings = structuredClone(body.fieldMappings);
  // A null setting goes back to the service's default; `settings: null` changes nothing.
  if (body.settings != null) next.settings = mergeInto({ ...next.settings }, body.settings);
  return next;
}

/** The fields that carry an authentication method's identity or secret, in any streaming or object-storage source. */
const AUTH_FIELDS = ['iamRole', 'accessKey', 'connectionString', 'serviceAccountKey', 'credentials'];

/**
 * A new authentication method replaces the old one: the old method's fields (its IAM role, its
 * keys) are dropped unless the patch gives them again, so the pipe never answers an IAM role
 * beside `authentication: IAM_USER`. The same method, or no method in the patch, drops nothing.
 */
function dropOtherMethodFields(current: Record<string, unknown>, patch: { authentication?: unknown }) {
  if (patch.authentication === undefined || patch.authentication === (current.authentication ?? null)) return;
  for (const field of AUTH_FIELDS) if (!(field in patch)) delete current[field];
}

/** Sets what the patch gives, deletes what it sets to null (back to the default), skips what it omits. */
function mergeInto<T extends Record<string, unknown>>(target: T, patch: object): T {
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    if (v === null) delete target[k];
    else (target as Record<string, unknown>)[k] = v;
  }
  return target;
}
