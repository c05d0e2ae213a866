/** Pipe destination (create and update shapes) and the field-mapping rule. */
import { z } from 'zod';
import { bool, list, nonEmptyText, oneOf, strictObject, text } from './common.js';
import { columnTypeProblem } from './column-type.js';
import { nearestName } from './nearest.js';
import { TABLE_ENGINES } from './pipe-fields.js';
import { isBlank, withRules } from './pipe-rules.js';

export const PIPE_DESTINATION_MESSAGES = {
  versionColumnRequired: 'A ReplacingMergeTree table needs a version column.',
  sortingKeyRequired: 'A ReplacingMergeTree table needs a sorting key of at least one column.',
  tableRequired: 'Enter the destination table.',
  managedTableRequired: 'Say whether the pipe creates and manages the table, or writes into an existing one.',
  columnsRequired: 'Add at least one destination column.',
} as const;

export function unknownColumnMessage(column: string): string {
  return `Column "${column}" is not among the destination columns; add it to the columns or choose another.`;
}

export function unmappedColumnMessage(column: string): string {
  return `Destination column "${column}" has no field mapping; map a source field to it.`;
}

/**
 * A field mapping's source among the fields known of the source (a sample record's): with none
 * known, any non-empty name; otherwise one of them, the nearest named when it is not.
 */
export function mappingSourceProblem(source: string, knownFields: readonly string[]): string | undefined {
  if (knownFields.length === 0 || source.trim() === '' || knownFields.includes(source)) return undefined;
  const near = nearestName(source, knownFields);
  if (near) return `The sample has no field "${source}": did you mean ${near}?`;
  const listed = knownFields.slice(0, 5).join(', ');
  return `The sample has no field "${source}": choose one of its fields (${listed}${knownFields.length > 5 ? ', …' : ''}).`;
}

export const destinationColumnSchema = strictObject({
  name: nonEmptyText('Enter the column name.'),
  type: nonEmptyText('Enter the column type, such as String or UInt64.').superRefine((typed, ctx) => {
    const problem = typed.trim() === '' ? undefined : columnTypeProblem(typed);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type DestinationColumn = z.infer<typeof destinationColumnSchema>;

export const fieldMappingSchema = strictObject({
  sourceField: nonEmptyText('Enter the source field.'),
  destinationField: nonEmptyText('Enter the destination column.'),
});
export type FieldMapping = z.infer<typeof fieldMappingSchema>;

export const tableEngineSchema = strictObject({
  type: oneOf(TABLE_ENGINES).optional(),
  versionColumnId: text().nullish(),
  columnIds: list(text()).optional(),
});

export const tableDefinitionSchema = strictObject({
  engine: tableEngineSchema.optional(),
  sortingKey: list(text()).optional(),
  partitionBy: text().optional(),
  primaryKey: text().optional(),
});

export const pipeDestinationCreateSchema = withRules(
  strictObject({
    database: text().optional(),
    table: text().optional(),
    managedTable: bool().optional(),
    tableDefinition: tableDefinitionSchema.optional(),
    columns: list(destinationColumnSchema).optional(),
    roles: list(text()).optional(),
  }),
  (v: { columns?: unknown; tableDefinition?: TableDefinitionValues }, add) => {
    const def = v.tableDefinition;
    if (typeof def !== 'object' || def === null) return;
    const columns = new Set(Array.isArray(v.columns) ? v.columns.map((c: { name?: unknown } | null) => c?.name) : []);
    const base = ['tableDefinition'];
    const engine = typeof def.engine === 'object' && def.engine !== null ? def.engine : {};
    const sortingKey = Array.isArray(def.sortingKey) ? def.sortingKey : [];
    if (engine.type === 'ReplacingMergeTree') {
      if (isBlank(engine.versionColumnId)) add([...base, 'engine', 'versionColumnId'], PIPE_DESTINATION_MESSAGES.versionColumnRequired);
      if (sortingKey.length === 0) add([...base, 'sortingKey'], PIPE_DESTINATION_MESSAGES.sortingKeyRequired);
    }
    const check = (name: unknown, path: (string | number)[]) => {
      if (typeof name === 'string' && !columns.has(name)) add(path, unknownColumnMessage(name));
    };
    if (!isBlank(engine.versionColumnId)) check(engine.versionColumnId, [...base, 'engine', 'versionColumnId']);
    if (Array.isArray(engine.columnIds)) engine.columnIds.forEach((c, i) => check(c, [...base, 'engine', 'columnIds', i]));
    sortingKey.forEach((c, i) => check(c, [...base, 'sortingKey', i]));
  },
);

interface TableDefinitionValues {
  engine?: { type?: unknown; versionColumnId?: unknown; columnIds?: unknown[] } | null;
  sortingKey?: unknown[];
}
export type PipeDestinationCreate = z.infer<typeof pipeDestinationCreateSchema>;

export const pipeDestinationUpdateSchema = strictObject({
  columns: list(destinationColumnSchema).optional(),
});

/** Every destination column must appear as a `destinationField`; one issue per missing column. */
export function unmappedColumns(
  columns: readonly { name: string }[] | undefined,
  fieldMappings: readonly { destinationField: string }[] | undefined,
): string[] {
  const mapped = new Set((fieldMappings ?? []).map((m) => m.destinationField));
  return (columns ?? []).map((c) => c.name).filter((name) => !mapped.has(name));
}
