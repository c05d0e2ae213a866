import type { AlertCreate } from '../../../contract';

const OPTIONAL_TEXT = ['dashboardId', 'tileId', 'name', 'message'] as const;
/** What only a tile alert has: a saved-search alert hides these fields, so it does not send them. */
const TILE_ONLY = ['dashboardId', 'tileId'] as const;

/**
 * The create (and replace) request from validated form values: optional text left empty is not
 * sent (the API wants nothing rather than an empty string), nor the dashboard and tile of a
 * saved-search alert (hidden in the form). No rule lives here; the schema judges.
 */
export function toRequestBody(values: AlertCreate): AlertCreate {
  const body: AlertCreate = { ...values, channel: { ...values.channel } };
  for (const key of OPTIONAL_TEXT) {
    if (body[key] === undefined || body[key].trim() === '') delete body[key];
  }
  if (body.source === 'search') for (const key of TILE_ONLY) delete body[key];
  return body;
}
