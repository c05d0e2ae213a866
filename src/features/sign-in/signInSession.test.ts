import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_DIALECTS, REAL_DIALECTS } from '../../contract/dialectNames';
import { fetchConsoleApis, parseConsoleApis, signInDialects, type ConsoleApis } from './consoleApis';
import { signInSession, type SignInCredentials } from './signInSession';
import { readSession, writeSession } from '../../session/store';

const SERVER_REAL: ConsoleApis = { management: { dialect: 'cloud', emulated: false }, alerts: { dialect: 'hyperdx', emulated: false } };
const SERVER_EMULATED: ConsoleApis = { management: { dialect: 'contract', emulated: true }, alerts: { dialect: 'contract', emulated: true } };
const THIS_ORIGIN = { managementUrl: '', alertsUrl: '' };
const ELSEWHERE = { managementUrl: 'https://api.example.com', alertsUrl: 'https://alerts.example.com' };

describe('signInDialects: what sign-in speaks to each API', () => {
  it("takes the console server's dialects for this console's own address", () => {
    expect(signInDialects(THIS_ORIGIN, SERVER_EMULATED)).toEqual(CONTRACT_DIALECTS);
    expect(signInDialects(THIS_ORIGIN, SERVER_REAL)).toEqual(REAL_DIALECTS);
    const mixed: ConsoleApis = { management: { dialect: 'cloud', emulated: false }, alerts: { dialect: 'contract', emulated: true } };
    expect(signInDialects(THIS_ORIGIN, mixed)).toEqual({ management: 'cloud', alerts: 'contract' });
  });

  it("takes the real services' dialects for another address, whatever the server says", () => {
    expect(signInDialects(ELSEWHERE, SERVER_EMULATED)).toEqual(REAL_DIALECTS);
    expect(signInDialects({ managementUrl: '', alertsUrl: ELSEWHERE.alertsUrl }, SERVER_EMULATED)).toEqual({ management: 'contract', alerts: 'hyperdx' });
  });

  it("speaks the contract to this origin when the server did not answer (the session's own default)", () => {
    expect(signInDialects(THIS_ORIGIN, null)).toEqual(CONTRACT_DIALECTS);
    expect(signInDialects(ELSEWHERE, null)).toEqual(REAL_DIALECTS);
  });

  it("holds the person's choice, per API, over any default", () => {
    expect(signInDialects(THIS_ORIGIN, SERVER_EMULATED, { management: 'cloud' })).toEqual({ management: 'cloud', alerts: 'contract' });
    expect(signInDialects(ELSEWHERE, SERVER_REAL, { management: 'contract', alerts: 'contract' })).toEqual(CONTRACT_DIALECTS);
  });
});

describe('GET /__console/apis, as the sign-in page reads it', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a well-formed answer and nothing else', () => {
    expect(parseConsoleApis(SERVER_REAL)).toEqual(SERVER_REAL);
    expect(parseConsoleApis({ management: { dialect: 'cloud' }, alerts: { dialect: 'contract', emulated: true } })).toEqual({
      management: { dialect: 'cloud', emulated: false },
      alerts: { dialect: 'contract', emulated: true },
    });
    for (const body of [null, {}, 'cloud', { management: { dialect: 'hyperdx' }, alerts: { dialect: 'hyperdx' } }, { management: { dialect: 'cloud' } }]) {
      expect(parseConsoleApis(body), JSON.stringify(body)).toBeNull();
    }
  });

  it('asks this origin, never stored, and gives null for a failure', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(SERVER_EMULATED), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchConsoleApis()).toEqual(SERVER_EMULATED);
    expect(fetchMock).toHaveBeenCalledWith('/__console/apis', expect.objectContaining({ cache: 'no-store' }));
    vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }));
    expect(await fetchConsoleApis()).toBeNull();
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchConsoleApis()).toBeNull();
  });
});

describe('signInSession: the session a sign-in stores', () => {
  const credentials: SignInCredentials = {
    managementUrl: '',
    keyId: 'key-1',
    keySecret: 'secret-1',
    alertsUrl: 'https://alerts.example.com',
    alertsToken: '',
    dialects: { management: 'cloud', alerts: 'hyperdx' },
  };

  beforeEach(() => {
    const items = new Map<string, string>();
    const sessionStorage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      clear: () => items.clear(),
    };
    vi.stubGlobal('window', { sessionStorage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the dialects the key was checked in with the credentials, and they survive a read back', () => {
    const session = signInSession(credentials, { id: 'org-1', name: 'Org one' }, 'sid-1');
    expect(session).toEqual({
      managementUrl: '',
      keyId: 'key-1',
      keySecret: 'secret-1',
      alertsUrl: 'https://alerts.example.com',
      alertsToken: undefined,
      managementDialect: 'cloud',
      alertsDialect: 'hyperdx',
      organizationId: 'org-1',
      organizationName: 'Org one',
      sessionId: 'sid-1',
    });
    writeSession(session);
    expect(readSession()).toMatchObject({ managementDialect: 'cloud', alertsDialect: 'hyperdx', keyId: 'key-1', organizationId: 'org-1' });
    writeSession(signInSession({ ...credentials, dialects: CONTRACT_DIALECTS }, { id: 'org-2' }, 'sid-2'));
    expect(readSession()).toMatchObject({ managementDialect: 'contract', alertsDialect: 'contract', organizationId: 'org-2' });
  });
});
