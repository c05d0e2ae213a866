// Schema discovery (`POST …/pipes/schemaDiscovery`, the real `clickPipeSchemaDiscovery`): the
// fields of a Kafka topic or Kinesis stream, as the service infers them from its records.
import type { ManagementHandlers, OpCtx } from '../router.js';
import { failedDependency } from '../http.js';
import { fieldError } from '../validate.js';
import { serviceState } from '../service-state.js';
import { requireService } from './service-lookup.js';

type Field = { name: string; type: string; optional: boolean };
const f = (name: string, type: string, optional = false): Field => ({ name, type, optional });

/**
 * What the emulator's sources hold, deterministically: a topic or stream's records follow its
 * name (orders, clicks or page views, logs; anything else: a generic event). Documented in
 * emulator/README.md, with the names that are refused.
 */
const RECORDS: { match: RegExp; fields: Field[] }[] = [
  {
    match: /order|checkout|purchase|payment/i,
    fields: [
      f('order_id', 'String'),
      f('customer_id', 'Int64'),
      f('amount', 'Float64'),
      f('currency', 'LowCardinality(String)'),
      f('coupon', 'String', true),
      f('created_at', "DateTime64(3, 'UTC')"),
    ],
  },
  {
    match: /click|page|view|visit/i,
    fields: [f('event_id', 'UUID'), f('user_id', 'Int64'), f('url', 'String'), f('referrer', 'String', true), f('ts', "DateTime64(3, 'UTC')")],
  },
  { match: /log/i, fields: [f('timestamp', "DateTime64(9, 'UTC')"), f('level', 'LowCardinality(String)'), f('service', 'String'), f('message', 'String')] },
];
const GENERIC: Field[] = [f('id', 'Int64'), f('type', 'String'), f('payload', 'String', true), f('ts', "DateTime64(3, 'UTC')")];

const recordsOf = (name: string) => RECORDS.find((r) => r.match.test(name))?.fields ?? GENERIC;

/** A host on the reserved `.invalid` domain never resolves: the brokers are unreachable. */
const unreachable = (brokers: string) =>
  brokers
    .split(',')
    .map((b) => b.trim().replace(/:\d+$/, ''))
    .find((host) => /\.invalid$/i.test(host));

/** The emulator refuses the password `wrong-password`; a topic or stream named `missing…` does not exist. */
const WRONG_PASSWORD = 'wrong-password';
const missing = (name: string) => /^missing/i.test(name);

function discover(ctx: OpCtx<'discoverPipeSchema'>): { fields: Field[]; meta: Record<string, string> } {
  const svc = requireService(ctx);
  const state = serviceState(ctx.store, svc, ctx.now);
  if (state !== 'running') throw failedDependency(`Service is not running. Current state: ${state}`);
  const { kafka, kinesis } = ctx.body.source;
  if (kafka) {
    const host = unreachable(kafka.brokers ?? '');
    if (host) fieldError('source.kafka.brokers', `Could not reach the brokers: ${host} does not resolve.`);
    const credentials = kafka.credentials as { password?: string } | undefined;
    if (credentials?.password === WRONG_PASSWORD)
      fieldError('source.kafka.credentials.password', 'The brokers refused the credentials (authentication failed).');
    const topic = (kafka.topics ?? '').split(',')[0].trim();
    if (missing(topic)) fieldError('source.kafka.topics', `Topic ${topic} does not exist on the brokers.`);
    return { fields: recordsOf(topic), meta: { topic, records: '100' } };
  }
  const stream = kinesis?.streamName ?? '';
  if (missing(stream)) fieldError('source.kinesis.streamName', `Stream ${stream} does not exist in ${kinesis?.region ?? 'the region'}.`);
  if (/:role\/denied/.test(kinesis?.iamRole ?? '')) fieldError('source.kinesis.iamRole', 'The role may not read the stream (access denied).');
  return { fields: recordsOf(stream), meta: { stream, records: '100' } };
}

export const schemaDiscoveryHandlers = {
  discoverPipeSchema: { access: 'write', description: 'discovering pipe schemas', handler: discover },
} satisfies Partial<ManagementHandlers>;
