/**
 * Data pipes: operation 3 (create), 4 (update) and 5 (state command), plus the response shape.
 * The seed leaves required fields "not shown"; the OpenAPI subset and real-apis.md fill in what
 * each kind needs before it can be created (its *minimum complete pipe*): the source's own fields
 * (pipe-source*.ts), a name, exactly one source kind, and for every kind except postgres the
 * destination table, managedTable and columns, every column mapped by a field mapping.
 */
import { z } from 'zod';
import { bool, list, nonEmptyText, oneOf, strictObject } from './common.js';
import {
  fieldMappingSchema,
  pipeDestinationCreateSchema,
  pipeDestinationUpdateSchema,
  PIPE_DESTINATION_MESSAGES,
  unmappedColumnMessage,
  unmappedColumns,
} from './pipe-destination.js';
import { PIPE_COMMANDS, PIPE_SOURCE_KINDS, pipeScalingSchema, pipeSettingsSchema, type PipeSourceKind } from './pipe-fields.js';
import {
  kafkaSourceCreateSchema,
  kafkaSourceUpdateSchema,
  kinesisSourceCreateSchema,
  kinesisSourceUpdateSchema,
  objectStorageSourceCreateSchema,
  objectStorageSourceUpdateSchema,
} from './pipe-source.js';
import { postgresSourceCreateSchema, postgresSourceUpdateSchema } from './pipe-source-postgres.js';
import { isBlank, withRules, type AddIssue } from './pipe-rules.js';
import { boundSchema, PIPE_SCALING_FIELDS, PIPE_SCALING_LIMITS, pipeFieldsFor } from './pipe-limits.js';

export * from './pipe-limits.js';
export * from './pipe-fields.js';
export * from './pipe-source.js';
export * from './pipe-source-postgres.js';
export * from './pipe-destination.js';
export * from './column-type.js';
export * from './nearest.js';
export * from './network-values.js';
export * from './pipe-response.js';
export { PIPE_SOURCE_MESSAGES, isMinuteTimestamp } from './pipe-rules.js';

export const PIPE_NAME_MESSAGE = 'Enter a name for the pipe.';
/** "ClickPipe.name: minLength 1, maxLength 255" (the reference OpenAPI), in characters as JSON Schema counts them (code points). */
export const PIPE_NAME_MAX_LENGTH = 255;
export const PIPE_NAME_LENGTH_MESSAGE = `Use at most ${PIPE_NAME_MAX_LENGTH} characters for the pipe name.`;

/** At most `max` code points (a string longer than 2 x max UTF-16 units cannot be; no array is built for it). */
const atMostCodePoints = (s: string, max: number) => s.length <= max || (s.length <= 2 * max && [...s].length <= max);
const pipeNameSchema = () => nonEmptyText(PIPE_NAME_MESSAGE).refine((s) => atMostCodePoints(s, PIPE_NAME_MAX_LENGTH), { error: PIPE_NAME_LENGTH_MESSAGE });

export const PIPE_SOURCE_KIND_MESSAGES = {
  none: 'Choose one source: kafka, objectStorage, kinesis or postgres.',
  many: 'A pipe reads from one source only; remove the other source kinds.',
} as const;

/** Kinds present (not absent, not null) in a source object, in PIPE_SOURCE_KINDS order. */
export function presentSourceKinds(source: unknown): PipeSourceKind[] {
  if (typeof source !== 'object' || source === null) return [];
  return PIPE_SOURCE_KINDS.filter((k) => (source as Record<string, unknown>)[k] != null);
}

function oneSourceKind(v: unknown, add: AddIssue, required: boolean) {
  const kinds = presentSourceKinds(v);
  if (kinds.length === 0 && required) add([], PIPE_SOURCE_KIND_MESSAGES.none);
  for (const extra of kinds.slice(1)) add([extra], PIPE_SOURCE_KIND_MESSAGES.many);
}

// OpenAPI ClickPipePostSource: kafka, objectStorage and kinesis may be null; postgres may not.
export const pipeSourceCreateSchema = withRules(
  strictObject({
    kafka: kafkaSourceCreateSchema.nullish(),
    objectStorage: objectStorageSourceCreateSchema.nullish(),
    kinesis: kinesisSourceCreateSchema.nullish(),
    postgres: postgresSourceCreateSchema.optional(),
    validateSamples: bool().optional(),
  }),
  (v, add) => oneSourceKind(v, add, true),
);
export type PipeSourceCreate = z.infer<typeof pipeSourceCreateSchema>;

const SOURCE_UPDATE_SCHEMAS = {
  kafka: kafkaSourceUpdateSchema.nullish(),
  objectStorage: objectStorageSourceUpdateSchema.nullish(),
  kinesis: kinesisSourceUpdateSchema.nullish(),
  postgres: postgresSourceUpdateSchema.optional(),
};

export const pipeSourceUpdateSchema = withRules(strictObject({ ...SOURCE_UPDATE_SCHEMAS, validateSamples: bool().optional() }), (v, add) =>
  oneSourceKind(v, add, false),
);
export type PipeSourceUpdate = z.infer<typeof pipeSourceUpdateSchema>;

function addUnmappedIssues(columns: unknown, fieldMappings: unknown, add: AddIssue) {
  if (!Array.isArray(columns)) return;
  const named = columns.filter((c): c is { name: string } => typeof c?.name === 'string');
  const mappings = Array.isArray(fieldMappings) ? fieldMappings.filter((m) => typeof m?.destinationField === 'string') : [];
  for (const column of unmappedColumns(named, mappings)) add(['fieldMappings'], unmappedColumnMessage(column));
}

interface BodyValues {
  source?: unknown;
  destination?: { table?: unknown; managedTable?: unknown; columns?: unknown } | null;
  fieldMappings?: unknown;
}

/** Destination table, managedTable and columns: required for every kind except postgres (OpenAPI ClickPipeMutateDestination). */
function destinationRules(v: BodyValues, add: AddIssue) {
  const kinds = presentSourceKinds(v.source);
  if (kinds.length !== 1 || kinds[0] === 'postgres') return;
  const d = v.destination ?? {};
  if (isBlank(d.table)) add(['destination', 'table'], PIPE_DESTINATION_MESSAGES.tableRequired);
  if (d.managedTable === undefined) add(['destination', 'managedTable'], PIPE_DESTINATION_MESSAGES.managedTableRequired);
  if (!Array.isArray(d.columns) || d.columns.length === 0) add(['destination', 'columns'], PIPE_DESTINATION_MESSAGES.columnsRequired);
}

export const pipeCreateSchema = withRules(
  strictObject({
    name: pipeNameSchema(),
    source: pipeSourceCreateSchema,
    destination: pipeDestinationCreateSchema.optional(),
    fieldMappings: list(fieldMappingSchema).optional(),
    scaling: pipeScalingSchema.optional(),
    settings: pipeSettingsSchema.optional(),
  }),
  (v: BodyValues, add) => {
    destinationRules(v, add);
    addUnmappedIssues(v.destination?.columns, v.fieldMappings, add);
  },
);
export type PipeCreate = z.infer<typeof pipeCreateSchema>;
export type PipeCreateInput = z.input<typeof pipeCreateSchema>;

function updateShape<S extends z.ZodType>(source: S) {
  return strictObject({
    name: pipeNameSchema().nullish(),
    source: source.nullish(),
    destination: pipeDestinationUpdateSchema.nullish(),
    fieldMappings: list(fieldMappingSchema).optional(),
    settings: pipeSettingsSchema.nullish(),
  });
}

/** When both `destination.columns` and `fieldMappings` are sent, every column must be mapped (otherwise the server checks against the stored pipe). */
function updateRules(v: BodyValues, add: AddIssue) {
  if (v.destination?.columns !== undefined && v.fieldMappings !== undefined) addUnmappedIssues(v.destination.columns, v.fieldMappings, add);
}

/** Update (op 4), whatever the pipe's kind: one source kind at most, only its updatable fields. */
export const pipeUpdateSchema = withRules(updateShape(pipeSourceUpdateSchema), updateRules);
export type PipeUpdate = z.infer<typeof pipeUpdateSchema>;
export type PipeUpdateInput = z.input<typeof pipeUpdateSchema>;

/** Update of a pipe of one kind: `source` may carry only that kind (what Update pipe lets it change). */
export function pipeUpdateSchemaFor(kind: PipeSourceKind) {
  const source = strictObject({ [kind]: SOURCE_UPDATE_SCHEMAS[kind], validateSamples: bool().optional() });
  return withRules(updateShape(source), updateRules);
}

export const pipeStateCommandSchema = strictObject({
  command: oneOf(PIPE_COMMANDS, 'Choose a command: start, stop or resync.'),
});
export type PipeStateCommand = z.infer<typeof pipeStateCommandSchema>;

/**
 * What Update pipe scaling may change for a pipe of this kind: the scaling fields that apply to it
 * (PIPE_SCALING_FIELDS: replicas for the inserting kinds, CPU and memory per replica for the
 * streaming ones), the deprecated `concurrency` left out; none for Postgres (CDC scaling is the service's).
 */
export function pipeRescaleFields(kind: PipeSourceKind): ('replicas' | 'replicaCpuMillicores' | 'replicaMemoryGb')[] {
  return pipeFieldsFor(PIPE_SCALING_FIELDS, kind)
    .map((f) => f.field)
    .filter((f) => f !== 'concurrency');
}

export const PIPE_SCALING_MESSAGES = {
  nothing: 'Change the replicas, the CPU or the memory per replica.',
  postgres: 'A Postgres pipe is scaled with the service’s CDC scaling, not per pipe.',
  notForKind: (field: string, kind: string) =>
    kind === 'postgres'
      ? 'A Postgres pipe is scaled with the service’s CDC scaling, not per pipe.'
      : `${field} applies to streaming pipes (Kafka, Kinesis) only.`,
} as const;

const S_LIMITS = PIPE_SCALING_LIMITS;
/**
 * Update pipe scaling (`PATCH …/pipes/{pipeId}/scaling`, the real `clickPipeScalingUpdate`):
 * replicas 1..40, CPU per replica 125..2000 millicores, memory per replica 0.5..8 GB; at least one.
 * The deprecated `concurrency` of object storage pipes is not offered.
 */
export const pipeScalingPatchSchema = withRules(
  strictObject({
    replicas: boundSchema(S_LIMITS.replicas).nullish(),
    replicaCpuMillicores: boundSchema(S_LIMITS.replicaCpuMillicores).nullish(),
    replicaMemoryGb: boundSchema(S_LIMITS.replicaMemoryGb).nullish(),
  }),
  (v: { replicas?: unknown; replicaCpuMillicores?: unknown; replicaMemoryGb?: unknown }, add) => {
    if (v.replicas == null && v.replicaCpuMillicores == null && v.replicaMemoryGb == null) add([], PIPE_SCALING_MESSAGES.nothing);
  },
);
export type PipeScalingPatch = z.infer<typeof pipeScalingPatchSchema>;
