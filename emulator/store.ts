// In-memory state, bootstrap, and atomic JSON persistence (EMULATOR_DATA).
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
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
}

export interface StoredKey {
  id: string;
  organizationId: string;
  name: string;
  roles: string[];
  state: 'enabled' | 'disabled';
  expireAt: string | null;
  usedAt?: string;
  ipAccessList: IpEntry[];
  createdAt: string;
  /** base64(sha256(keyId)); the key id itself is never stored. */
  keyIdHash: string;
  /** base64(sha256(secret)); the secret itself is never stored. */
  keySecretHash: string;
  keySuffix: string;
  bootstrap?: boolean;
}

/** Every Service response field except the derived ones (state, endpoints, availablePrivateEndpointIds). */
export interface StoredService {
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
  complianceType?: string;
  backupId?: string;
  mysqlEnabled: boolean;
  track: Track;
}

export interface StoredPipe {
  id: string;
  organizationId: string;
  serviceId: string;
  name: string;
  kind: PipeKind;
  /** Source as created/updated, without credentials, access keys or passwords (never stored). */
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  fieldMappings: unknown[];
  scaling: Record<string, unknown>;
  settings: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  track: Track;
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
  channel: Record<string, unknown>;
  team: string;
  tileId?: string;
  dashboard?: string;
  savedSearch?: string;
  groupBy?: string;
  silenced: boolean;
  createdAt: string;
  updatedAt: string;
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
  return { version: 1, organizations: [], keys: [], services: [], pipes: [], alerts: [], alertTokens: [] };
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

let tmpCounter = 0;

/** Atomic write: temp file in the same directory, fsync, rename over the target, fsync the directory. */
export function writeFileAtomic(path: string, text: string): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${++tmpCounter}.tmp`);
  const fd = openSync(tmp, 'w', 0o600);
  try {
    const buf = Buffer.from(text, 'utf8');
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(tmp, path);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      /* already gone */
    }
    throw err;
  }
  try {
    const dfd = openSync(dirname(path), 'r');
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  } catch {
    /* directory fsync is best effort (not supported everywhere) */
  }
}

/** Removes temp files left behind by a process killed mid-write. */
function removeStaleTemps(path: string): void {
  const prefix = `.${basename(path)}.`;
  try {
    for (const name of readdirSync(dirname(path))) {
      if (name.startsWith(prefix) && name.endsWith('.tmp')) {
        const pid = Number(name.slice(prefix.length).split('.')[0]);
        if (pid === process.pid) continue;
        try {
          unlinkSync(join(dirname(path), name));
        } catch {
          /* ignore */
        }
      }
    }
  } catch {
    /* directory may not exist yet */
  }
}

export class Store {
  state: State;

  constructor(readonly config: EmulatorConfig) {
    this.state = this.load();
  }

  private load(): State {
    let state = emptyState();
    const path = this.config.dataPath;
    if (path) {
      removeStaleTemps(path);
      if (existsSync(path)) {
        try {
          state = readStateFile(path);
        } catch (err) {
          const aside = `${path}.corrupt-${Date.now()}`;
          renameSync(path, aside);
          console.warn(`[emulator] ${path} could not be read (${(err as Error).message}); moved to ${aside}`);
        }
      }
    }
    ensureBootstrap(state, this.config);
    this.state = state;
    this.save();
    return state;
  }

  /** Persists the whole state (no-op without EMULATOR_DATA). Call after every change. */
  save(): void {
    if (this.config.dataPath) writeFileAtomic(this.config.dataPath, JSON.stringify(this.state));
  }

  reset(): void {
    const state = emptyState();
    ensureBootstrap(state, this.config);
    this.state = state;
    this.save();
  }

  org(id: string): StoredOrg | undefined {
    return this.state.organizations.find((o) => o.id === id);
  }

  service(orgId: string, id: string): StoredService | undefined {
    return this.state.services.find((s) => s.id === id && s.organizationId === orgId);
  }

  pipe(serviceId: string, id: string): StoredPipe | undefined {
    return this.state.pipes.find((p) => p.id === id && p.serviceId === serviceId);
  }
}
