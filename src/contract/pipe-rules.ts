/** Building blocks of the pipe rules: their messages, and helpers to write cross-field rules. */
import type { z } from 'zod';
import { text } from './common.js';

export type AddIssue = (path: (string | number)[], message: string) => void;

export const PIPE_SOURCE_MESSAGES = {
  offsetTimestamp: 'Use the form YYYY-MM-DDTHH:MM (UTC, minute precision), like 2024-01-31T09:30.',
  offsetTimestampRequired: 'Starting from a timestamp needs the timestamp (YYYY-MM-DDTHH:MM, UTC).',
  queueUrlNeedsContinuous: 'A queue URL is used only by continuous ingestion; turn on continuous ingestion or remove the queue URL.',
  startAfterWithSkip: 'Skipping the initial load leaves nothing to start after; remove one of the two.',
  kinesisTimestampRequired: 'Reading from a timestamp (AT_TIMESTAMP) needs the timestamp, in UNIX seconds.',
  iamRoleRequired: 'IAM role authentication needs the IAM role.',
  accessKeyRequired: 'IAM user authentication needs the access key.',
  kafkaIamRoleNoCredentials: 'IAM role authentication uses the IAM role, not credentials; remove the credentials.',
  kafkaCredentialNotUsed: (auth: string | undefined) =>
    auth === undefined ? 'Give one kind of credentials only; this field belongs to another kind.' : `Not used with ${auth} authentication; remove it.`,
  kafkaAuthForType: (type: string, allowed: readonly string[]) => `A ${type} source takes ${allowed.join(', ')} authentication.`,
  objectStorageAuthForType: (type: string, allowed: readonly string[]) =>
    `A ${type} bucket takes ${allowed.join(' or ')} authentication (or none, for a public bucket).`,
  objectStorageAuthField: {
    IAM_ROLE: 'IAM role authentication needs the IAM role.',
    IAM_USER: 'Access key authentication needs the access key ID and secret key.',
    CONNECTION_STRING: 'Connection string authentication needs the connection string.',
    SERVICE_ACCOUNT: 'Service account authentication needs the service account key (base64 of its JSON key).',
  },
  brokersRequired: 'Enter the brokers, like broker-1:9092,broker-2:9092.',
  topicsRequired: 'Enter the topic (or topics) to read.',
  formatRequired: 'Choose the data format.',
  authenticationRequired: 'Choose how the pipe authenticates.',
  urlRequired: 'Enter the URL of the file or files (wildcards allowed).',
  azureConnectionStringRequired: 'An Azure Blob Storage source needs the storage account connection string.',
  azureContainerRequired: 'An Azure Blob Storage source needs the container name.',
  azurePathRequired: 'Enter the path of the file or files in the container (wildcards allowed).',
  streamNameRequired: 'Enter the stream name.',
  regionRequired: 'Enter the AWS region of the stream, like us-east-1.',
  hostRequired: 'Enter the database host.',
  portRequired: 'Enter the database port (5432 by default).',
  databaseRequired: 'Enter the database to replicate from.',
  postgresCredentialsRequired: 'Enter the database user and password.',
  tableMappingsRequired: 'Add at least one table to replicate.',
  targetTableUnique: 'Each table mapping needs its own target table; this one is already used by another mapping.',
  sortingKeysRequired: 'A custom sorting key needs at least one sorting column.',
  uniqueColumns: 'Each column may be listed once.',
  replicationSlotCdcOnly: 'A replication slot name is used only in cdc_only mode; ClickPipes creates the slot otherwise.',
} as const;

const OFFSET_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `YYYY-MM-DDTHH:MM` naming a real calendar minute. */
export function isMinuteTimestamp(s: string): boolean {
  if (!OFFSET_TIMESTAMP.test(s)) return false;
  const d = new Date(`${s}:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 16) === s;
}

/** Absent, null or blank text. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Text that may be absent or null (OpenAPI `[string, null]`). */
export const nullishText = () => text().nullish();

/**
 * The schema with cross-field rules that also run when some field is wrong, so a form sees every
 * message in one round. The rule must tolerate values of any type (it reads them as `V`).
 */
/** A typed value checked by its kind's rule (network-values.ts) when it is given: blank is for the required rules to judge. */
export function checkTyped(value: unknown, path: (string | number)[], problem: (v: string) => string | undefined, add: AddIssue) {
  if (typeof value !== 'string' || isBlank(value)) return;
  const message = problem(value);
  if (message) add(path, message);
}

export function withRules<S extends z.ZodType, V = z.output<S>>(schema: S, rule: (v: V, add: AddIssue) => void) {
  return schema.superRefine((v, ctx) => rule(v as unknown as V, (path, message) => ctx.addIssue({ code: 'custom', path, message })), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
  });
}
