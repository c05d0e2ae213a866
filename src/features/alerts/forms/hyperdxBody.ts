import { z } from 'zod';
import {
  HYPERDX_ALERT_REQUEST_FIELDS,
  hyperdxAlertBodySchema,
  hyperdxReplaceBodyOf,
  isRangeThresholdType,
  type Alert,
  type HyperdxAlertBody,
  type HyperdxAlertBodyInput,
  type HyperdxAlertRequestField,
} from '../../../contract';

/**
 * The request fields the HyperDX alert form shows, and so owns: what it leaves empty is not sent.
 * The others (`note`) are sent back as read on an edit (hyperdxEditBody); `channel` is always
 * the first of `channels`.
 */
export const HYPERDX_FORM_FIELDS = [
  'threshold',
  'thresholdMax',
  'thresholdType',
  'interval',
  'source',
  'dashboardId',
  'tileId',
  'savedSearchId',
  'groupBy',
  'channels',
  'numConsecutiveWindows',
  'scheduleOffsetMinutes',
  'scheduleStartAt',
  'name',
  'message',
] as const satisfies readonly HyperdxAlertRequestField[];

const OWNED: ReadonlySet<string> = new Set<string>([...HYPERDX_FORM_FIELDS, 'channel']);
/** What a tile alert has and a saved-search alert has not, and the other way round. */
const TILE_ONLY = ['dashboardId', 'tileId'] as const;
const SAVED_SEARCH_ONLY = ['savedSearchId', 'groupBy'] as const;

/**
 * The values without the fields the form hides for the current choices: the other source's IDs,
 * the upper bound of a one-sided threshold type. They are not sent, so they are not judged
 * either (a rule broken by a hidden field would stop the form with no message in sight).
 */
export function withoutHiddenFields<T>(values: T): T {
  if (values === null || typeof values !== 'object') return values;
  const v = { ...(values as Record<string, unknown>) };
  for (const key of v.source === 'saved_search' ? TILE_ONLY : SAVED_SEARCH_ONLY) delete v[key];
  if (!isRangeThresholdType(v.thresholdType)) delete v.thresholdMax;
  return v as T;
}

/** The HyperDX alert form's rules: HyperDX's request schema, on the fields the form shows. */
export const hyperdxAlertFormSchema = z.preprocess(withoutHiddenFields, hyperdxAlertBodySchema) as unknown as z.ZodType<
  HyperdxAlertBody,
  HyperdxAlertBodyInput
>;

const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * HyperDX's create (and replace) request from validated form values: no empty or null value (the
 * service wants nothing rather than an empty string), nothing of a tile for a saved-search alert
 * and the other way round, no upper bound unless the threshold type is a range (the form hides
 * these fields then), and `channel` = the first of `channels` (so a server that knows only
 * `channel` gets it, and HyperDX accepts both when they agree). No rule lives here; the schema judges.
 */
export function toHyperdxBody(values: HyperdxAlertBody): HyperdxAlertBody {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(withoutHiddenFields(values))) if (!empty(value)) body[key] = value;
  if (values.channels && values.channels.length > 0) {
    body.channels = values.channels.map((c) => ({ type: c.type, webhookId: c.webhookId }));
    body.channel = { type: values.channels[0].type, webhookId: values.channels[0].webhookId };
  }
  return body as HyperdxAlertBody;
}

/**
 * The PUT body of an edit (a full replace): the alert as read, mapped back to HyperDX's request
 * (hyperdxReplaceBodyOf: every request field, nothing read-only), overlaid with the form's body.
 * A field the form does not show is sent as read, never dropped; a field it shows is sent as the
 * form has it (left empty: not sent, so the replace removes it).
 */
export function hyperdxEditBody(read: Alert, values: HyperdxAlertBody): HyperdxAlertBody {
  const asRead = hyperdxReplaceBodyOf(read) as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const field of HYPERDX_ALERT_REQUEST_FIELDS) if (!OWNED.has(field) && field in asRead) kept[field] = asRead[field];
  return { ...kept, ...toHyperdxBody(values) } as HyperdxAlertBody;
}
