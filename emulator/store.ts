// The emulator's state in memory, indexed (every lookup a request makes is a Map lookup), and its
// persistence in EMULATOR_DATA by group commit (persist.ts). The file keeps the format of state.ts.
import { existsSync, renameSync } from 'node:fs';
import type { EmulatorConfig } from './config.js';
import type { Track } from './lifecycle.js';
import { GroupCommit, removeStaleTemps, writeFileAtomic } from './persist.js';
import {
  emptyState,
  ensureBootstrap,
  readStateFile,
  type State,
  type StoredActivity,
  type StoredCatalogueEntry,
  type StoredAlert,
  type StoredAlertToken,
  type StoredInvitation,
  type StoredKey,
  type StoredMember,
  type StoredOrg,
  type StoredPipe,
  type StoredRetiredUsage,
  type StoredService,
} from './state.js';
import { Table } from './table.js';
import { seedMembers } from './members-seed.js';
import { organizationCreated } from './activity-log.js';
import { closeSpan, retiredPipe, retiredService, serviceSize } from './usage-ledger.js';

export * from './state.js';

const isDeleting = (svc: StoredService) => svc.track.states.includes('terminating');

export class Store {
  /** Organizations (one group: listing them is by the caller's own id). */
  orgs!: Table<StoredOrg>;
  /** Keys by id, by organization, and by keyIdHash (authentication). */
  keys!: Table<StoredKey>;
  /** Services by id and by organization. */
  services!: Table<StoredService>;
  /** Pipes by id and by service. */
  pipes!: Table<StoredPipe>;
  /** Alerts by id and by team. */
  alerts!: Table<StoredAlert>;
  /** Members by `{organizationId}/{userId}` and by organization. */
  members!: Table<StoredMember>;
  /** Invitations by id and by organization. */
  invitations!: Table<StoredInvitation>;
  /** The activity log by id and by organization (insertion order: oldest first). */
  activities!: Table<StoredActivity>;
  /** Removed services and pipes by id and by organization, for their usage (usage-ledger.ts). */
  retired!: Table<StoredRetiredUsage>;
  /** Dashboards, saved searches and webhooks added to a team, by `{team}/{kind}/{id}` and by team (the seeded ones: alert-catalogue-seed.ts). */
  alertCatalogue!: Table<StoredCatalogueEntry>;
  private alertTokens!: Map<string, StoredAlertToken>;
  /** Services whose track passes through `terminating`: the only ones the sweep looks at. */
  private deleting!: Set<StoredService>;
  private readonly commit: GroupCommit | undefined;
  private changes = 0;
  private lastWrite: Promise<void> = Promise.resolve();

  constructor(readonly config: EmulatorConfig) {
    const path = config.dataPath;
    this.use(path ? this.read(path) : emptyState());
    if (path) {
      const text = this.serialize();
      writeFileAtomic(path, text);
      // A write that fails puts the state back as the file holds it (persist.ts).
      this.commit = new GroupCommit(
        path,
        () => this.serialize(),
        text,
        (durable) => this.use(JSON.parse(durable) as State),
      );
    }
  }

  private read(path: string): State {
    removeStaleTemps(path);
    if (!existsSync(path)) return emptyState();
    try {
      return readStateFile(path);
    } catch (err) {
      const aside = `${path}.corrupt-${Date.now()}`;
      renameSync(path, aside);
      console.warn(`[emulator] ${path} could not be read (${(err as Error).message}); moved to ${aside}`);
      return emptyState();
    }
  }

  /** Makes `state` (plain arrays, as on disk) the current state, bootstrap ensured, indexes built. */
  private use(state: State): void {
    ensureBootstrap(state, this.config);
    this.orgs = new Table({ groupOf: () => '' }, state.organizations);
    this.keys = new Table({ groupOf: (k) => k.organizationId, uniqueOf: (k) => k.keyIdHash }, state.keys);
    this.services = new Table({ groupOf: (s) => s.organizationId }, state.services);
    this.pipes = new Table({ groupOf: (p) => p.serviceId }, state.pipes);
    this.alerts = new Table({ groupOf: (a) => a.team }, state.alerts);
    this.alertCatalogue = new Table({ groupOf: (e) => e.team }, state.alertCatalogue ?? []);
    this.alertTokens = new Map(state.alertTokens.map((t) => [t.tokenHash, t]));
    this.members = new Table({ groupOf: (m) => m.organizationId }, state.members ?? []);
    this.invitations = new Table({ groupOf: (i) => i.organizationId }, state.invitations ?? []);
    this.activities = new Table({ groupOf: (a) => a.organizationId }, state.activities ?? []);
    this.retired = new Table({ groupOf: (r) => r.organizationId }, state.retired ?? []);
    // A state file written before members were emulated: its organizations get the seeded people.
    for (const org of state.organizations) {
      seedMembers(this.members, org);
      if (this.activities.countInGroup(org.id) === 0) this.activities.put(organizationCreated(org));
    }
    this.deleting = new Set(state.services.filter(isDeleting));
  }

  /** The whole state in the file format (a fresh object; the records themselves are shared). */
  snapshot(): State {
    return {
      version: 1,
      organizations: this.orgs.values(),
      keys: this.keys.values(),
      services: this.services.values(),
      pipes: this.pipes.values(),
      alerts: this.alerts.values(),
      alertTokens: [...this.alertTokens.values()],
      members: this.members.values(),
      invitations: this.invitations.values(),
      activities: this.activities.values(),
      retired: this.retired.values(),
      alertCatalogue: this.alertCatalogue.values(),
    };
  }

  private serialize(): string {
    return JSON.stringify(this.snapshot());
  }

  /**
   * Call after every change. Without EMULATOR_DATA nothing is written. With it the change joins
   * the next group commit; the promise settles when that write is durable, or rejects when it
   * failed, and then the change is undone (the state goes back to the last successful write). A
   * request pipeline waits for it through `durableSince` before answering.
   */
  save(): Promise<void> {
    this.changes += 1;
    if (this.commit) this.lastWrite = this.commit.request();
    return this.lastWrite;
  }

  /** A mark to pass to `durableSince` (take it before a request's changes). */
  changeMark(): number {
    return this.changes;
  }

  /**
   * The write that makes every change since `mark` durable; undefined when nothing changed or
   * nothing is persisted (so in memory nothing waits). Each write holds all earlier changes, so
   * the latest one covers them.
   */
  durableSince(mark: number): Promise<void> | undefined {
    return this.commit && this.changes !== mark ? this.lastWrite : undefined;
  }

  /** Resolves when no write is in flight or waiting (before closing). */
  idle(): Promise<void> {
    return this.commit?.idle() ?? Promise.resolve();
  }

  /** Writes started so far (0 without EMULATOR_DATA). */
  get writes(): number {
    return this.commit?.writes ?? 0;
  }

  reset(): Promise<void> {
    this.use(emptyState());
    return this.save();
  }

  org(id: string): StoredOrg | undefined {
    return this.orgs.get(id);
  }

  /** A new organization, with the seeded members every emulated organization starts with. */
  addOrg(org: StoredOrg): void {
    this.orgs.put(org);
    seedMembers(this.members, org);
    this.activities.put(organizationCreated(org));
  }

  key(orgId: string, id: string): StoredKey | undefined {
    const key = this.keys.get(id);
    return key?.organizationId === orgId ? key : undefined;
  }

  keyByIdHash(keyIdHash: string): StoredKey | undefined {
    return this.keys.getUnique(keyIdHash);
  }

  service(orgId: string, id: string): StoredService | undefined {
    const svc = this.services.get(id);
    return svc?.organizationId === orgId ? svc : undefined;
  }

  pipe(serviceId: string, id: string): StoredPipe | undefined {
    const pipe = this.pipes.get(id);
    return pipe?.serviceId === serviceId ? pipe : undefined;
  }

  alert(team: string, id: string): StoredAlert | undefined {
    const alert = this.alerts.get(id);
    return alert?.team === team ? alert : undefined;
  }

  alertTokenByHash(tokenHash: string): StoredAlertToken | undefined {
    return this.alertTokens.get(tokenHash);
  }

  addAlertToken(token: StoredAlertToken): void {
    this.alertTokens.set(token.tokenHash, token);
  }

  addService(svc: StoredService): void {
    this.services.put(svc);
    if (isDeleting(svc)) this.deleting.add(svc);
  }

  /** Sets a service's lifecycle (every change of a service's track goes through here). */
  setServiceTrack(svc: StoredService, t: Track): void {
    closeSpan(svc, serviceSize(svc), t.since);
    svc.track = t;
    if (isDeleting(svc)) this.deleting.add(svc);
    else this.deleting.delete(svc);
  }

  /** Services being deleted (a copy: the caller may remove them). */
  servicesBeingDeleted(): StoredService[] {
    return [...this.deleting];
  }

  /** Removes a service and its pipes at `at`, keeping what they ran (the `retired` table). */
  removeService(svc: StoredService, at: number): void {
    for (const pipe of this.pipes.inGroup(svc.id)) this.removePipe(pipe, svc.dataWarehouseId, at);
    this.retired.put(retiredService(svc, at));
    this.services.delete(svc);
    this.deleting.delete(svc);
  }

  /** Removes a pipe at `at`, keeping what it ran (the `retired` table). */
  removePipe(pipe: StoredPipe, dataWarehouseId: string, at: number): void {
    this.retired.put(retiredPipe(pipe, dataWarehouseId, at));
    this.pipes.delete(pipe);
  }
}
