/** The paths of the alert forms (create and edit, both dialects): a server error naming one of them lands on that field. */
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
  // HyperDX's (HyperdxAlertFields)
  'thresholdMax',
  'savedSearchId',
  'groupBy',
  'channels',
  'numConsecutiveWindows',
  'scheduleOffsetMinutes',
  'scheduleStartAt',
]);

export const isAlertField = (path: string) => FIELDS.has(path) || /^channels\.\d+(\.webhookId)?$/.test(path);
