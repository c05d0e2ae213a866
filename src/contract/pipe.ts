/**
 * Data pipes: operation 3 (create), 4 (update) and 5 (state command), plus the response shape.
 * Which body fields are required is not shown in the contract: only `name` and `source`
 * (with exactly one source kind) are required here.
 */
import { z } from 'zod';
import { list, nonEmptyText, oneOf, strictObject } from './common.js';
import {
  fieldMappingSchema,
  pipeDestinationCreateSchema,
  pipeDestinationUpdateSchema,
  unmappedColumnMessage,
  unmappedColumns,
} from './pipe-destination.js';
import { PIPE_COMMANDS, pipeScalingSchema, pipeSettingsSchema } from './pipe-fields.js';
import { pipeSourceCreateSchema, pipeSourceUpdateSchema } from './pipe-source.js';

export * from './pipe-fields.js';
export * from './pipe-source.js';
export * from './pipe-destination.js';
export * from './pipe-response.js';

export const PIPE_NAME_MESSAGE = 'Enter a name for the pipe.';

function addUnmappedIssues(
  columns: readonly { name: string }[] | undefined,
  fieldMappings: readonly { destinationField: string }[] | undefined,
  ctx: z.RefinementCtx,
) {
  for (const column of unmappedColumns(columns, fieldMappings)) {
    ctx.addIssue({ code: 'custom', path: ['fieldMappings'], message: unmappedColumnMessage(column) });
  }
}

export const pipeCreateSchema = strictObject({
  name: nonEmptyText(PIPE_NAME_MESSAGE),
  source: pipeSourceCreateSchema,
  destination: pipeDestinationCreateSchema.optional(),
  fieldMappings: list(fieldMappingSchema).optional(),
  scaling: pipeScalingSchema.optional(),
  settings: pipeSettingsSchema.optional(),
}).superRefine((v, ctx) => addUnmappedIssues(v.destination?.columns, v.fieldMappings, ctx));
export type PipeCreate = z.infer<typeof pipeCreateSchema>;
export type PipeCreateInput = z.input<typeof pipeCreateSchema>;

/**
 * Update: only the updatable fields of operation 4. When both `destination.columns` and
 * `fieldMappings` are sent, every column must be mapped (the server checks the stored pipe otherwise).
 */
export const pipeUpdateSchema = strictObject({
  name: nonEmptyText(PIPE_NAME_MESSAGE).optional(),
  source: pipeSourceUpdateSchema.optional(),
  destination: pipeDestinationUpdateSchema.optional(),
  fieldMappings: list(fieldMappingSchema).optional(),
  settings: pipeSettingsSchema.optional(),
}).superRefine((v, ctx) => {
  if (v.destination?.columns !== undefined && v.fieldMappings !== undefined) {
    addUnmappedIssues(v.destination.columns, v.fieldMappings, ctx);
  }
});
export type PipeUpdate = z.infer<typeof pipeUpdateSchema>;
export type PipeUpdateInput = z.input<typeof pipeUpdateSchema>;

export const pipeStateCommandSchema = strictObject({
  command: oneOf(PIPE_COMMANDS, 'Choose a command: start, stop or resync.'),
});
export type PipeStateCommand = z.infer<typeof pipeStateCommandSchema>;
