/**
 * Schema discovery (the real `clickPipeSchemaDiscovery`: `POST …/clickpipes/schemaDiscovery`, in
 * beta): the fields of a streaming source (Kafka, Kinesis) and their ClickHouse types, inferred by
 * the service from the source's own records, without creating a pipe. The request carries the
 * source exactly as Create pipe would.
 */
import { z } from 'zod';
import { strictObject } from './common.js';
import { withRules } from './pipe-rules.js';
import { kafkaSourceCreateSchema, kinesisSourceCreateSchema } from './pipe-source.js';

export const SCHEMA_DISCOVERY_MESSAGES = {
  oneSource: 'Schema discovery reads one streaming source: a Kafka or a Kinesis source.',
} as const;

/** The kinds schema discovery reads. */
export const DISCOVERABLE_KINDS = ['kafka', 'kinesis'] as const;

export const schemaDiscoveryRequestSchema = strictObject({
  source: withRules(
    strictObject({ kafka: kafkaSourceCreateSchema.optional(), kinesis: kinesisSourceCreateSchema.optional() }),
    (v: { kafka?: unknown; kinesis?: unknown }, add) => {
      if ((v.kafka === undefined) === (v.kinesis === undefined)) add([], SCHEMA_DISCOVERY_MESSAGES.oneSource);
    },
  ),
});
export type SchemaDiscoveryRequest = z.infer<typeof schemaDiscoveryRequestSchema>;

/** A field the service inferred: its name, ClickHouse type, and whether the source may leave it out. */
export const discoveredFieldSchema = z.object({ name: z.string(), type: z.string(), optional: z.boolean().nullish() });
export type DiscoveredField = z.infer<typeof discoveredFieldSchema>;

export const schemaDiscoveryResponseSchema = z.object({
  fields: z.array(discoveredFieldSchema),
  /** Source-specific facts (strings), as the service gives them. */
  meta: z.record(z.string(), z.string()).nullish(),
});
export type SchemaDiscoveryResult = z.infer<typeof schemaDiscoveryResponseSchema>;
