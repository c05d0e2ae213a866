// The persisted state: record shapes, the on-disk JSON format (arrays, version 1), bootstrap.
import type { z } from 'zod';
import type { Dialects } from '../src/contract/dialectNames.js';
import type { pipeSchema } from '../src/contract/index.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { EmulatorConfig } from './config.js';
import type { PipeKind, Track } from './lifecycle.js';

export interface IpEntry {
  source: string;
  description?: string;
}

/**
 * The IP access list of a key made without one (the bootstrap key, a create request without
 * `ipAccessList`): every IPv4 and IPv6 address. An empty list allows none (see auth.ts).
 */
export function anywhere(): IpEntry[] {
  return [
    { source: '0.0.0.0/0', description: 'Anywhere (IPv4)' },
    { source: '::/0', description: 'Anywhere (IPv6)' },
  ];
}

export interface PrivateEndpoint {
  id: string;
  description: string;
}

export interface StoredOrg {
  id: string;
  name: string;
  createdAt: string;
  privateEndpoints: PrivateEndpoint[];
  /** The words its APIs answer in (absent: the emulator's default, EmulatorConfig.dialects). */
  dialects?: Partial<Dialects>;
}

/**
 * A key is never changed in place: a change stores a new record in its place (`store.keys.put`),
 * so what is derived from a record (its answer's view and JSON: views.ts) stays valid for as long
 * as the record is stored.
 */
export interface StoredKey {
  readonly id: string;
  readonly organizationId: string;
  readonly name: string;
  readonly roles: readonly string[];
  readonly state: 'enabled' | 'disabled';
  readonly expireAt: string | null;
  readonly usedAt?: string;
  readonly ipAccessList: readonly Readonly<IpEntry>[];
  readonly createdAt: string;
  /** base64(sha256(keyId)); the key id itself is never stored. */
  readonly keyIdHash: string;
  /** base64(sha256(secret)); the secret itself is never stored. */
  readonly keySecretHash: string;
  readonly keySuffix: string;
  readonly bootstrap?: boolean;
}

/** A backup configuration in force from `from` on (the period, and the start time when one is set). */
export interface BackupSchedule {
  from: string;
  backupPeriodInHours: number;
  backupStartTime?: string;
}

/** Every Service response field except the derived ones (state, endpoints, availablePrivateEndpointIds). */
export interface StoredService extends UsageHistory {
  id: string;
  organizationId: string;
  name: string;
  provider: string;
  region: string;
  tier: string;
  dbVersion: string;
  minTotalMemoryGb: number;
  maxTotalMemoryGb: number;
  minReplicaMemoryGb: number;
  maxReplicaMemoryGb: number;
  numReplicas: number;
  idleScaling: boolean;
  idleTimeoutMinutes: number;
  ipAccessList: IpEntry[];
  createdAt: string;
  encryptionKey: string;
  encryptionAssumedRoleIdentifier: string;
  iamRole: string;
  privateEndpointIds: string[];
  privateEndpointDescriptions: Record<string, string>;
  dataWarehouseId: string;
  isPrimary: boolean;
  isReadonly: boolean;
  releaseChannel: string;
  byocId: string;
  hasTransparentDataEncryption: boolean;
  transparentDataEncryptionKeyId: string;
  encryptionRoleId: string;
  profile?: string;
  /** The CPU and memory of the service's database pipes (absent: the service's default, CDC_DEFAULT). */
  cdcScaling?: { replicaCpuMillicores: number; replicaMemoryGb: number };
  complianceType?: string;
  backupId?: string;
  /** Set once the configuration was changed (emulator/backups.ts: the defaults until then). */
  backupConfiguration?: { backupPeriodInHours: number; backupRetentionPeriodInHours: number; backupStartTime?: string };
  /** Each change of the schedule, oldest first: the backups already taken keep their times (and ids). */
  backupSchedules?: BackupSchedule[];
  mysqlEnabled: boolean;
  track: Track;
}

/** A pipe as the response schema reads it (the stored parts are answered as they are). */
type PipeRead = z.input<typeof pipeSchema>;

export interface StoredPipe extends UsageHistory {
  id: string;
  organizationId: string;
  serviceId: string;
  name: string;
  kind: PipeKind;
  /** Source as created/updated, without credentials, access keys or passwords (never stored). */
  source: PipeRead['source'];
  destination: NonNullable<PipeRead['destination']> & { roles?: unknown };
  fieldMappings: NonNullable<PipeRead['fieldMappings']>;
  scaling: NonNullable<PipeRead['scaling']>;
  settings: NonNullable<PipeRead['settings']>;
  createdAt: string;
  updatedAt: string;
  track: Track;
}

export interface StoredAlertChannel {
  type: string;
  webhookId: string;
}

export interface StoredAlert {
  id: string;
  name?: string;
  message?: string;
  threshold: number;
  interval: string;
  thresholdType: string;
  source: string;
  state: string;
  channel: StoredAlertChannel;
  team: string;
  tileId?: string;
  dashboard?: string;
  savedSearch?: string;
  groupBy?: string;
  silenced: boolean;
  /** HyperDX's silencing metadata (set with PATCH /__emulator/alerts/{id}); answered only while `silenced`. */
  silence?: { by?: string; at?: string; until?: string };
  // HyperDX's fields (an organization whose alerts dialect is `hyperdx`; emulator/routes/alerts-hyperdx.ts).
  thresholdMax?: number;
  /** Every channel; `channel` is the first. */
  channels?: StoredAlertChannel[];
  numConsecutiveWindows?: number;
  scheduleOffsetMinutes?: number;
  scheduleStartAt?: string;
  note?: string;
  createdAt: string;
  updatedAt: string;
}

/** A person in an organization (the same userId in every organization they belong to). */
export interface StoredMember {
  /** `{organizationId}/{userId}`: a person is one record per organization. */
  id: string;
  organizationId: string;
  userId: string;
  name: string;
  email: string;
  role: 'admin' | 'developer';
  joinedAt: string;
}

/** A pending invitation to an organization (email stored lower-case, as the real API does). */
export interface StoredInvitation {
  id: string;
  organizationId: string;
  email: string;
  role: 'admin' | 'developer';
  createdAt: string;
  expireAt: string;
}

/** One entry of an organization's activity log (OpenAPI `Activity`). */
export interface StoredActivity {
  id: string;
  organizationId: string;
  createdAt: string;
  type: string;
  actorType: 'user' | 'support' | 'system' | 'api';
  actorId?: string;
  actorDetails?: string;
  actorIpAddress?: string;
  userAgent?: string;
  serviceId?: string;
  targetKeyId?: string;
  keyUpdateType?: string;
}

/** What a resource ran as over [from, until): its track's states, with `replicas` × `memoryGb`. */
export interface UsageSpan {
  track: Track;
  from: number;
  until: number;
  replicas: number;
  /** Memory per replica, GiB. */
  memoryGb: number;
  /** A service with idle scaling: its idle timeout (ms); absent when it never idles (and for pipes). */
  idleAfterMs?: number;
}

/** The fields a service or pipe keeps for its usage (absent on records written before). */
export interface UsageHistory {
  /** Closed spans, oldest first. */
  spans?: UsageSpan[];
  /** Start of the current span (absent: the record's creation). */
  spanFrom?: number;
}

export type UsageEntityType = 'service' | 'clickpipe';

/** A service or pipe that was removed, with every span it ran (closed at its removal). */
export interface StoredRetiredUsage {
  id: string;
  organizationId: string;
  entityType: UsageEntityType;
  name: string;
  serviceId: string;
  dataWarehouseId: string;
  isPrimary: boolean;
  createdAt: string;
  removedAt: number;
  spans: UsageSpan[];
}

/** A dashboard, saved search or webhook a test added to a team (POST /__emulator/alert-catalogue); the seeded ones are not stored. */
export interface StoredCatalogueEntry {
  /** `{team}/{kind}/{entry id}`. */
  id: string;
  team: string;
  kind: 'dashboard' | 'savedSearch' | 'webhook';
  /** The entry as the alert API answers it (its own `id` included). */
  entry: { id: string; name?: string } & Record<string, unknown>;
}

/** An alert API access token of an organization made by POST /__emulator/organizations. */
export interface StoredAlertToken {
  /** base64(sha256(token)); the token itself is never stored. */
  tokenHash: string;
  organizationId: string;
}

export interface State {
  version: 1;
  organizations: StoredOrg[];
  keys: StoredKey[];
  services: StoredService[];
  pipes: StoredPipe[];
  alerts: StoredAlert[];
  /** Access tokens besides the configured one (EMULATOR_ALERTS_TOKEN). */
  alertTokens: StoredAlertToken[];
  /** Absent in files written before members were emulated (read as empty, then seeded). */
  members?: StoredMember[];
  invitations?: StoredInvitation[];
  /** Absent in files written before the activity log was emulated. */
  activities?: StoredActivity[];
  /** Removed services and pipes, for their usage (absent in files written before usage was emulated). */
  retired?: StoredRetiredUsage[];
  /** Absent in files written before the alert catalogue was emulated. */
  alertCatalogue?: StoredCatalogueEntry[];
}

/** base64(sha256(text)): the `hashData` encoding of the real API. */
export function hashData(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** A stable uuid-v4-shaped id derived from a seed (used for the bootstrap key's uuid). */
export function stableUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const BOOTSTRAP_CREATED_AT = '2025-01-01T00:00:00.000Z';

export function emptyState(): State {
  return {
    version: 1,
    organizations: [],
    keys: [],
    services: [],
    pipes: [],
    alerts: [],
    alertTokens: [],
    members: [],
    invitations: [],
    activities: [],
    retired: [],
    alertCatalogue: [],
  };
}

/** Makes sure the configured organization and admin key exist and match the configuration. */
export function ensureBootstrap(state: State, config: EmulatorConfig): void {
  if (!state.organizations.some((o) => o.id === config.organizationId)) {
    state.organizations.push({
      id: config.organizationId,
      name: 'Emulator organization',
      createdAt: BOOTSTRAP_CREATED_AT,
      privateEndpoints: [],
    });
  }
  const keyIdHash = hashData(config.keyId);
  const existing = state.keys.find((k) => k.keyIdHash === keyIdHash);
  const bootstrapKey: StoredKey = {
    id: stableUuid(`emulator-key:${config.keyId}`),
    organizationId: config.organizationId,
    name: 'Emulator admin key',
    roles: ['admin'],
    state: 'enabled',
    expireAt: null,
    ipAccessList: anywhere(),
    createdAt: BOOTSTRAP_CREATED_AT,
    keyIdHash,
    keySecretHash: hashData(config.keySecret),
    keySuffix: config.keyId.slice(-4),
    bootstrap: true,
  };
  // A bootstrap key of an earlier configuration (other EMULATOR_KEY_ID) no longer authenticates.
  state.keys = state.keys.filter((k) => !k.bootstrap || k.keyIdHash === keyIdHash);
  if (existing) Object.assign(existing, { ...bootstrapKey, usedAt: existing.usedAt });
  else state.keys.push(bootstrapKey);
}

function isStateShape(v: unknown): v is State {
  if (v === null || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return ['organizations', 'keys', 'services', 'pipes', 'alerts'].every((k) => Array.isArray(s[k]));
}

/** Reads a state file; throws if it does not parse. */
export function readStateFile(path: string): State {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isStateShape(parsed)) throw new Error(`${path} is not an emulator state file`);
  return { ...emptyState(), ...parsed, version: 1 };
}
