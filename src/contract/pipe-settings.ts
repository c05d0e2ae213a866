/**
 * A pipe's settings after creation, through their own operations (the real
 * `clickPipeSettingsGet` / `clickPipeSettingsUpdate`: `GET` / `PUT …/pipes/{pipeId}/settings`).
 * PUT replaces them: a setting sent as null, or not sent, goes back to the service's default. Each
 * setting applies to some kinds of source only (PIPE_SETTING_FIELDS, from the OpenAPI
 * descriptions); a database (Postgres) pipe has none of them: its replication settings are part of
 * its source, changed by Update pipe.
 */
import type { z } from 'zod';
import { pipeSettingsSchema, type PipeSourceKind } from './pipe-fields.js';
import { PIPE_SETTING_FIELDS, pipeFieldsFor, type PipeSettingField } from './pipe-limits.js';
import { pipeSettingsReadSchema } from './pipe-response.js';

/** The setting fields that apply to a pipe of this kind (none for Postgres). */
export function pipeSettingFieldsOf(kind: PipeSourceKind): PipeSettingField[] {
  return pipeFieldsFor(PIPE_SETTING_FIELDS, kind).map((f) => f.field);
}

const KIND_WORDS: Record<PipeSourceKind, string> = {
  kafka: 'Kafka',
  kinesis: 'Kinesis',
  objectStorage: 'object storage',
  postgres: 'Postgres',
};

export const PIPE_SETTINGS_MESSAGES = {
  postgres: 'A Postgres pipe has no pipe settings: its replication settings (sync interval, pull batch size) are changed with Edit.',
  notForKind: (field: string, kind: PipeSourceKind) => {
    const takes = PIPE_SETTING_FIELDS.find((f) => f.field === field)?.kinds.map((k) => KIND_WORDS[k]) ?? [];
    return kind === 'postgres'
      ? PIPE_SETTINGS_MESSAGES.postgres
      : `${field} does not apply to ${KIND_WORDS[kind]} pipes${takes.length > 0 ? `, only to ${takes.join(' and ')} pipes` : ''}.`;
  },
} as const;

/** Update pipe settings (PUT): every setting nullable, each within its bound. */
export const pipeSettingsPutSchema = pipeSettingsSchema;
export type PipeSettingsPut = z.infer<typeof pipeSettingsPutSchema>;

/** What Get and Update pipe settings answer (ClickPipeSettings). */
export const pipeSettingsResponseSchema = pipeSettingsReadSchema;
export type PipeSettingsRead = z.infer<typeof pipeSettingsResponseSchema>;
