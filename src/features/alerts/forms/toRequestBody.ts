import type { AlertCreate } from '../../../contract';

const OPTIONAL_TEXT = ['dashboardId', 'tileId', 'name', 'message'] as const;

/**
 * The create request from validated form values: optional text left empty is not sent
 * (the API wants nothing rather than an empty string). No rule lives here; the schema judges.
 */
export function toRequestBody(values: AlertCreate): AlertCreate {
  const body: AlertCreate = { ...values, channel: { ...values.channel } };
  for (const key of OPTIONAL_TEXT) {
    if (body[key] === undefined || body[key].trim() === '') delete body[key];
  }
  return body;
}
