/**
 * How a pipe source's API values read: the labels the wizard and Edit pipe offer as choices, and
 * the pipe's page and the wizard's Review step show for the values chosen. One table each, so a
 * summary never says `IAM_USER` where the form said "Access key".
 */
import { KINESIS_AUTHENTICATIONS, type KafkaType, type ObjectStorageAuthentication, type ObjectStorageType, type PipeSourceKind } from '../../contract';
import { SOURCE_KIND_LABELS } from '../../entities/pipeState';

type KinesisAuthentication = (typeof KINESIS_AUTHENTICATIONS)[number];

/** The kinds of Kafka-compatible stream (Kafka's `type`). */
export const KAFKA_TYPE_LABELS: Record<KafkaType, string> = {
  kafka: 'Apache Kafka',
  redpanda: 'Redpanda',
  msk: 'Amazon MSK',
  gcmk: 'Google Cloud Managed Kafka',
  confluent: 'Confluent Cloud',
  warpstream: 'WarpStream',
  azureeventhub: 'Azure Event Hubs',
  dokafka: 'DigitalOcean Kafka',
};

/** The object stores (object storage's `type`). */
export const OBJECT_STORAGE_TYPE_LABELS: Record<ObjectStorageType, string> = {
  s3: 'Amazon S3',
  gcs: 'Google Cloud Storage',
  dospaces: 'DigitalOcean Spaces',
  azureblobstorage: 'Azure Blob Storage',
  cloudflarer2: 'Cloudflare R2',
  ovhobjectstorage: 'OVH Object Storage',
};

/** The object-storage authentication methods; PUBLIC is the forms' "no method" (sent as none). */
export const OBJECT_STORAGE_AUTH_LABELS: Record<string, string> = {
  PUBLIC: 'None (public bucket)',
  IAM_ROLE: 'IAM role',
  IAM_USER: 'Access key',
  CONNECTION_STRING: 'Connection string',
  SERVICE_ACCOUNT: 'Service account',
} satisfies Record<ObjectStorageAuthentication | 'PUBLIC', string>;

/** The Kinesis authentication methods. */
export const KINESIS_AUTH_LABELS: Record<KinesisAuthentication, string> = {
  IAM_ROLE: 'IAM role',
  IAM_USER: 'Access key (IAM user)',
};

/** The Kinesis authentication choices with their labels. */
export const KINESIS_AUTH_OPTIONS = KINESIS_AUTHENTICATIONS.map((a) => ({ value: a, label: KINESIS_AUTH_LABELS[a] }));

/** A Kafka offset strategy as the form offers it: `from_beginning` -> "from beginning". */
export const offsetStrategyLabel = (strategy: string) => strategy.replace(/_/g, ' ');

const label = (table: Record<string, string>, value: unknown) => (typeof value === 'string' ? (table[value] ?? value) : undefined);

/** A source's authentication method as its form names it (Kafka's methods go by their own names: PLAIN, SCRAM-SHA-256...). */
export function authenticationLabel(kind: PipeSourceKind, value: unknown): string | undefined {
  if (kind === 'objectStorage') return label(OBJECT_STORAGE_AUTH_LABELS, value);
  if (kind === 'kinesis') return label(KINESIS_AUTH_LABELS, value);
  return typeof value === 'string' ? value : undefined;
}

/** A source's `type` (the kind of stream, the object store) as its form names it. */
export function sourceTypeLabel(kind: PipeSourceKind, type: unknown): string | undefined {
  if (kind === 'kafka') return label(KAFKA_TYPE_LABELS, type);
  if (kind === 'objectStorage') return label(OBJECT_STORAGE_TYPE_LABELS, type);
  return undefined;
}

/**
 * The source kind with its type, said once: "Apache Kafka", "Kafka (Amazon MSK)",
 * "Object storage (Amazon S3)", "Kinesis", "Postgres".
 */
export function sourceKindText(kind: PipeSourceKind, type?: unknown): string {
  const kindLabel = SOURCE_KIND_LABELS[kind];
  const typeLabel = sourceTypeLabel(kind, type);
  if (!typeLabel) return kindLabel;
  return typeLabel.includes(kindLabel) ? typeLabel : `${kindLabel} (${typeLabel})`;
}
