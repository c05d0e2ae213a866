/** The paths of the alert form (create and edit): a server error naming one of them lands on that field. */
const FIELDS = new Set([
  'threshold',
  'interval',
  'source',
  'thresholdType',
  'channel',
  'channel.type',
  'channel.webhookId',
  'dashboardId',
  'tileId',
  'name',
  'message',
]);

export const isAlertField = (path: string) => FIELDS.has(path);
