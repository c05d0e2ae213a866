/** Pipe destination (create and update shapes) and the field-mapping rule. */
import { z } from 'zod';
import { bool, list, nonEmptyText, oneOf, strictObject, text } from './common.js';
import { TABLE_ENGINES } from './pipe-fields.js';

export const PIPE_DESTINATION_MESSAGES = {
  versionColumnRequired: 'A ReplacingMergeTree table needs a version column.',
  sortingKeyRequired: 'A ReplacingMergeTree table needs a sorting key of at least one column.',
} as const;

export function unknownColumnMessage(column: string): string {
  return `Column "${column}" is not among the destination columns; add it to the columns or choose another.`;
}

export function unmappedColumnMessage(column: string): string {
  return `Destination column "${column}" has no field mapping; map a source field to it.`;
}

export const destinationColumnSchema = strictObject({
  name: nonEmptyText('Enter the column name.'),
  type: nonEmptyText('Enter the column type, such as String or UInt64.'),
});
export type DestinationColumn = z.infer<typeof destinationColumnSchema>;

export const fieldMappingSchema = strictObject({
  sourceField: nonEmptyText('Enter the source field.'),
  destinationField: nonEmptyText('Enter the destination column.'),
});
export type FieldMapping = z.infer<typeof fieldMappingSchema>;

export const tableEngineSchema = strictObject({
  type: oneOf(TABLE_ENGINES).optional(),
  versionColumnId: text().optional(),
  columnIds: list(text()).optional(),
});

export const tableDefinitionSchema = strictObject({
  engine: tableEngineSchema.optional(),
  sortingKey: list(text()).optional(),
  partitionBy: text().optional(),
  primaryKey: text().optional(),
});

export const pipeDestinationCreateSchema = strictObject({
  database: text().optional(),
  table: text().optional(),
  managedTable: bool().optional(),
  tableDefinition: tableDefinitionSchema.optional(),
  columns: list(destinationColumnSchema).optional(),
  roles: list(text()).optional(),
}).superRefine((v, ctx) => {
  const def = v.tableDefinition;
  if (def === undefined) return;
  const columns = new Set((v.columns ?? []).map((c) => c.name));
  const base = ['tableDefinition'];
  if (def.engine?.type === 'ReplacingMergeTree') {
    if (def.engine.versionColumnId === undefined || def.engine.versionColumnId === '') {
      ctx.addIssue({ code: 'custom', path: [...base, 'engine', 'versionColumnId'], message: PIPE_DESTINATION_MESSAGES.versionColumnRequired });
    }
    if (def.sortingKey === undefined || def.sortingKey.length === 0) {
      ctx.addIssue({ code: 'custom', path: [...base, 'sortingKey'], message: PIPE_DESTINATION_MESSAGES.sortingKeyRequired });
    }
  }
  const check = (name: string, path: (string | number)[]) => {
    if (!columns.has(name)) ctx.addIssue({ code: 'custom', path, message: unknownColumnMessage(name) });
  };
  if (def.engine?.versionColumnId) check(def.engine.versionColumnId, [...base, 'engine', 'versionColumnId']);
  def.engine?.columnIds?.forEach((c, i) => check(c, [...base, 'engine', 'columnIds', i]));
  def.sortingKey?.forEach((c, i) => check(c, [...base, 'sortingKey', i]));
});
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
