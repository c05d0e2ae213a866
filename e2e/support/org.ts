import type { APIRequestContext } from '@playwright/test';
import { api, control, type Fault, type KeyCredentials, type LoggedRequest } from './emulator';
import type { SessionEntry } from './session';
import type { Dialects } from '../../src/contract/dialectNames';

/** What POST /__emulator/organizations answers. */
interface CreatedOrg {
  organizationId: string;
  organizationName: string;
  admin: KeyCredentials;
  developer: KeyCredentials;
  alertsToken: string;
}

export type Role = 'admin' | 'developer';

/**
 * One test's own organization in the shared emulator: its keys and alerts token, API calls as
 * those keys, and the test controls scoped to it (clock, faults, request log). Nothing here can
 * touch another test's data, so tests run in parallel.
 */
export class TestOrg {
  readonly id: string;
  readonly name: string;
  readonly admin: KeyCredentials;
  readonly developer: KeyCredentials;
  readonly alertsToken: string;
  /** `/v1/organizations/{id}`. */
  readonly path: string;
  /** The words this organization's APIs answer in (the emulator's default, the contract's, when not given). */
  readonly dialects: Partial<Dialects>;

  private constructor(
    private readonly request: APIRequestContext,
    created: CreatedOrg,
    dialects: Partial<Dialects> = {},
  ) {
    this.dialects = dialects;
    this.id = created.organizationId;
    this.name = created.organizationName;
    this.admin = created.admin;
    this.developer = created.developer;
    this.alertsToken = created.alertsToken;
    this.path = `/v1/organizations/${this.id}`;
  }

  static async create(request: APIRequestContext, name?: string, dialects?: Partial<Dialects>): Promise<TestOrg> {
    const body = { ...(name === undefined ? {} : { name }), ...(dialects === undefined ? {} : { dialects }) };
    return new TestOrg(request, await control<CreatedOrg>(request, 'POST', '/organizations', body), dialects);
  }

  /** The `console.session` entry the sign-in page would store for this organization's key. */
  session(role: Role = 'admin', { alertsToken = true }: { alertsToken?: boolean } = {}): SessionEntry {
    const key = this[role];
    return {
      managementUrl: '',
      keyId: key.keyId,
      keySecret: key.keySecret,
      alertsUrl: '',
      ...(alertsToken ? { alertsToken: this.alertsToken } : {}),
      organizationId: this.id,
      organizationName: this.name,
      ...(this.dialects.management ? { managementDialect: this.dialects.management } : {}),
      ...(this.dialects.alerts ? { alertsDialect: this.dialects.alerts } : {}),
    };
  }

  /** A management API call as one of this organization's keys (admin unless told). */
  api<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown, as: Role | KeyCredentials = 'admin') {
    return api<T>(this.request, method, path, typeof as === 'string' ? this[as] : as, data);
  }

  /** An alert API call with this organization's access token: the status and the parsed body. */
  async alerts<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<{ status: number; body: T }> {
    const res = await this.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${this.alertsToken}` } });
    return { status: res.status(), body: (await res.json().catch(() => null)) as T };
  }

  /**
   * Adds dashboards (with tiles), saved searches and webhooks to this organization's alert team,
   * beside the seeded ones (emulator/alert-catalogue-seed.ts: SEEDED_ALERT_REFS).
   */
  async addAlertCatalogue(lists: { dashboards?: unknown[]; savedSearches?: unknown[]; webhooks?: unknown[] }): Promise<void> {
    await control(this.request, 'POST', '/alert-catalogue', { alertsToken: this.alertsToken, ...lists });
  }

  /** Moves this organization's time (the emulator runs on a manual clock in e2e). */
  async advanceClock(by: { ms: number } | { steps: number }): Promise<void> {
    const body = 'ms' in by ? { advanceMs: by.ms } : { steps: by.steps };
    await control(this.request, 'POST', '/clock', { ...body, organizationId: this.id });
  }

  /**
   * Every lifecycle of this organization reaches its last state (services running, pipes Running, …).
   * One minute is dozens of lifecycle steps, yet shorter than the shortest idle timeout (5 minutes),
   * so a settled service with idle scaling is running, not already idle.
   */
  settle(): Promise<void> {
    return this.advanceClock({ ms: 60_000 });
  }

  /** A fault only this organization's requests (its keys, its alerts token) see. */
  async injectFault(fault: Omit<Fault, 'organizationId'>): Promise<void> {
    await control(this.request, 'POST', '/faults', { ...fault, organizationId: this.id });
  }

  async clearFaults(): Promise<void> {
    await control(this.request, 'DELETE', `/faults?organizationId=${this.id}`);
  }

  /** Requests the emulator received with this organization's credentials since the last clear. */
  requests(): Promise<LoggedRequest[]> {
    return control<LoggedRequest[]>(this.request, 'GET', `/requests?organizationId=${this.id}`);
  }

  async clearRequests(): Promise<void> {
    await control(this.request, 'DELETE', `/requests?organizationId=${this.id}`);
  }

  /** Forces a service or pipe into a state the contract cannot reach (idle, Failed, …). */
  async forceState(kind: 'services' | 'pipes', id: string, state: string): Promise<void> {
    await control(this.request, 'PATCH', `/${kind}/${id}`, { state });
  }
}
