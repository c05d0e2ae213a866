/**
 * Service operations beyond the contract documents (real-apis.md, "Operations beyond the
 * contract documents"; schemas from the OpenAPI subset):
 * - `PATCH .../services/{serviceId}/state` (ServiceStatePatchRequest): start, stop, awake;
 * - `PATCH .../services/{serviceId}` (ServicePatchRequest): rename, IP access list, private
 *   endpoints, release channel, endpoints, transparent data encryption key;
 * - `DELETE .../services/{serviceId}`: only a stopped service;
 * - `PATCH .../services/{serviceId}/password` (ServicePasswordPatchRequest/Response).
 */
import { z } from 'zod';
import { idText, ipAccessListSchema, list, nonEmptyText, oneOf, SHA256_BASE64_PATTERN, strictObject, text, type ContractIssue } from './common.js';
import { SERVICE_CREATE_MESSAGES, serviceEndpointChangeSchema } from './service-create.js';
import { releaseChannelSchema, serviceNameSchema, type ServiceState } from './service-fields.js';

// ---------------------------------------------------------------------------
// State command
// ---------------------------------------------------------------------------

export const SERVICE_COMMANDS = ['start', 'stop', 'awake'] as const;
export type ServiceCommand = (typeof SERVICE_COMMANDS)[number];

/**
 * The states each command applies from (real-apis.md: "start a stopped service, stop a running
 * one, wake an idle one"). An idle service is a running one scaled to zero, so it can be
 * stopped too; a degraded or partially running one can be stopped to recover it.
 */
export const SERVICE_COMMAND_FROM: Record<ServiceCommand, readonly ServiceState[]> = {
  start: ['stopped'],
  stop: ['running', 'idle', 'degraded', 'partially_running'],
  awake: ['idle'],
};

/** The states a command walks through, the last one being where the service stays. */
export const SERVICE_COMMAND_STATES: Record<ServiceCommand, readonly ServiceState[]> = {
  start: ['starting', 'running'],
  stop: ['stopping', 'stopped'],
  awake: ['awaking', 'running'],
};

/** Only a stopped service can be deleted (OpenAPI instanceDelete; real-apis.md). */
export const SERVICE_DELETABLE_STATES: readonly ServiceState[] = ['stopped'];

/** Deletion is asynchronous: the service shows `terminating`, then is gone. */
export const SERVICE_DELETE_STATES: readonly ServiceState[] = ['terminating', 'terminated'];

export const SERVICE_COMMAND_LABELS: Record<ServiceCommand, string> = { start: 'Start', stop: 'Stop', awake: 'Wake' };

export const SERVICE_LIFECYCLE_MESSAGES = {
  command: `Choose a command: ${SERVICE_COMMANDS.join(', ')}.`,
  deleteNotStopped: (state: string) => `Only a stopped service can be deleted; this service is ${state}. Stop it first, then delete it.`,
  terminating: 'This service is being deleted; it can no longer be changed.',
} as const;

/** Commands that apply to a service in `state` (for offering buttons and for the emulator). */
export function serviceCommandsFor(state: string | undefined): ServiceCommand[] {
  return SERVICE_COMMANDS.filter((c) => state !== undefined && (SERVICE_COMMAND_FROM[c] as readonly string[]).includes(state));
}

/** Why `command` does not apply in `state` (one sentence saying what would), or undefined if it does. */
export function serviceCommandRefusal(command: ServiceCommand, state: string): string | undefined {
  if ((SERVICE_COMMAND_FROM[command] as readonly string[]).includes(state)) return undefined;
  if (command === 'start') {
    if (state === 'running') return 'The service is already running; only a stopped service can be started.';
    if (state === 'idle') return 'The service is idle, not stopped: wake it (command awake) instead.';
    return `A service in state ${state} cannot be started; only a stopped service can.`;
  }
  if (command === 'stop') {
    return state === 'stopped' || state === 'stopping'
      ? `The service is already ${state}.`
      : `A service in state ${state} cannot be stopped; wait until it is running.`;
  }
  return state === 'running'
    ? 'The service is already running (awake); only an idle service can be woken.'
    : `A service in state ${state} cannot be woken; only an idle service can.`;
}

export function isServiceDeletable(state: string | undefined): boolean {
  return state !== undefined && (SERVICE_DELETABLE_STATES as readonly string[]).includes(state);
}

export const serviceStateCommandSchema = strictObject({
  command: oneOf(SERVICE_COMMANDS, SERVICE_LIFECYCLE_MESSAGES.command),
});
export type ServiceStateCommand = z.infer<typeof serviceStateCommandSchema>;

// ---------------------------------------------------------------------------
// Update (rename, IP access list, private endpoints, ...)
// ---------------------------------------------------------------------------

export const SERVICE_PATCH_MESSAGES = {
  privateEndpointId: 'Enter a private endpoint ID.',
  tdeKeyId: 'Enter the ID of the encryption key to rotate to.',
  tdeNotEnabled: 'This service was created without transparent data encryption, so it has no encryption key to rotate.',
} as const;

/** `{add, remove}` of a list: "remove" is applied first, then "add" (OpenAPI IpAccessListPatch). */
export const ipAccessListPatchSchema = strictObject({
  add: ipAccessListSchema.optional(),
  // A removal names an entry the service holds, whatever its form: it matches on `source` only.
  remove: list(strictObject({ source: nonEmptyText('Name the entry to remove by its source.'), description: text().optional() })).optional(),
});
export type IpAccessListPatch = z.infer<typeof ipAccessListPatchSchema>;

const privateEndpointIdListSchema = list(idText(SERVICE_PATCH_MESSAGES.privateEndpointId));

/** OpenAPI InstancePrivateEndpointsPatch: "remove" first, then "add". */
export const privateEndpointIdsPatchSchema = strictObject({
  add: privateEndpointIdListSchema.optional(),
  remove: privateEndpointIdListSchema.optional(),
});

/**
 * OpenAPI ServicePatchRequest. Every field is optional and the OpenAPI names no rule for an
 * empty body, so none is refused here (a form sends only what changed).
 */
export const servicePatchSchema = strictObject({
  // "Alphanumerical string with whitespaces up to 50 characters", minLength 1 (OpenAPI).
  name: serviceNameSchema.optional(),
  ipAccessList: ipAccessListPatchSchema.optional(),
  privateEndpointIds: privateEndpointIdsPatchSchema.optional(),
  releaseChannel: releaseChannelSchema.optional(),
  endpoints: list(serviceEndpointChangeSchema).optional(),
  transparentDataEncryptionKeyId: nonEmptyText(SERVICE_PATCH_MESSAGES.tdeKeyId).optional(),
});
export type ServicePatch = z.infer<typeof servicePatchSchema>;
export type ServicePatchInput = z.input<typeof servicePatchSchema>;

/** What the server knows about the service being changed. */
export interface ServicePatchContext {
  tier: string | undefined;
  hasTransparentDataEncryption: boolean;
}

/** Rules that need the stored service; the emulator applies them, forms can show them up front. */
export function servicePatchContextIssues(v: ServicePatch, ctx: ServicePatchContext): ContractIssue[] {
  const out: ContractIssue[] = [];
  // "This feature is only available for production services" (OpenAPI ServicePatchRequest.releaseChannel).
  if (v.releaseChannel !== undefined && ctx.tier !== undefined && ctx.tier !== 'production') {
    out.push({ path: 'releaseChannel', message: SERVICE_CREATE_MESSAGES.releaseChannelProductionOnly });
  }
  if (v.transparentDataEncryptionKeyId !== undefined && !ctx.hasTransparentDataEncryption) {
    out.push({ path: 'transparentDataEncryptionKeyId', message: SERVICE_PATCH_MESSAGES.tdeNotEnabled });
  }
  return out;
}

// ---------------------------------------------------------------------------
// Password reset
// ---------------------------------------------------------------------------

export const SERVICE_PASSWORD_MESSAGES = {
  newPasswordHash: 'Must be the base64 of the SHA-256 of the password: 44 characters ending with "=".',
  newDoubleSha1Hash: 'Must be the hex of SHA-1 of SHA-1 of the password: 40 hexadecimal characters.',
} as const;

/** Hex of a SHA-1 digest (OpenAPI: `sha1sum | tr -d '-' | xxd -r -p | sha1sum`). */
const SHA1_HEX_PATTERN = /^[0-9a-fA-F]{40}$/;

/**
 * OpenAPI ServicePasswordPatchRequest. Without `newPasswordHash` the server generates a password
 * and answers it once; `newDoubleSha1Hash` alone is accepted and ignored (OpenAPI: "If
 * newPasswordHash is not provided this key will be ignored").
 */
export const servicePasswordPatchSchema = strictObject({
  newPasswordHash: text().regex(SHA256_BASE64_PATTERN, { error: SERVICE_PASSWORD_MESSAGES.newPasswordHash }).optional(),
  newDoubleSha1Hash: text().regex(SHA1_HEX_PATTERN, { error: SERVICE_PASSWORD_MESSAGES.newDoubleSha1Hash }).optional(),
});
export type ServicePasswordPatch = z.infer<typeof servicePasswordPatchSchema>;

/** OpenAPI ServicePasswordPatchResponse: `password` only when no hash was sent. */
export const servicePasswordResultSchema = z.object({ password: z.string().optional() });
export type ServicePasswordResult = z.infer<typeof servicePasswordResultSchema>;
