import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dialects } from '../contract/dialectNames';

// The probes' calls, with the options they pass (the client and the dialects).
const calls = vi.hoisted(() => [] as { op: string; opts: { dialects?: Dialects } }[]);
vi.mock('../api/operations', () => ({
  callOperation: async (op: { id?: string; path: string }, _params: unknown, _body: unknown, opts: { dialects?: Dialects }) => {
    calls.push({ op: op.path, opts });
    return op.path.endsWith('/organizations') ? [] : {};
  },
}));

const { checkAlertsToken, checkKey, checkOrganizationAccess, fetchOrganization } = await import('./verifyKey');

const CHOSEN: Dialects = { management: 'cloud', alerts: 'hyperdx' };
const ORG = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('the sign-in checks speak the dialects chosen at sign-in (the session has none yet)', () => {
  beforeEach(() => void calls.splice(0));

  it('the key check, the organization read and the access check', async () => {
    await checkKey('', 'key', 'secret', CHOSEN);
    await fetchOrganization('', 'key', 'secret', ORG, CHOSEN);
    await checkOrganizationAccess('', 'key', 'secret', ORG, { management: 'contract', alerts: 'contract' });
    expect(calls.map((c) => c.opts.dialects)).toEqual([CHOSEN, CHOSEN, { management: 'contract', alerts: 'contract' }]);
  });

  it("the access token's check at sign-in; later (no dialects given), the session's", async () => {
    await checkAlertsToken('token', '', CHOSEN);
    await checkAlertsToken('token', '');
    expect(calls.map((c) => c.opts.dialects)).toEqual([CHOSEN, undefined]);
  });
});
