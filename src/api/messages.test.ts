import { describe, expect, it } from 'vitest';
import { forbiddenCause, messageFor, type MessageContext } from './messages';

const basic: MessageContext = { credentials: { scheme: 'basic', keyId: 'k', keySecret: 's' }, envelope: 'management' };

describe('forbiddenCause: the heading of a 403 follows what the server said', () => {
  it.each([
    ['the IP access list of this API key does not allow requests from 10.1.2.3', 'ip-access-list'],
    ['the IP access list of this API key is empty, so it allows no address; add an address or range to the key', 'ip-access-list'],
    ['Your IP address is not allowed', 'ip-access-list'],
    ['the API key does not belong to organization 9f0c…', 'organization'],
    ["the API key's role (developer) does not allow creating a pipe", 'role'],
    ['insufficient permissions', 'role'],
    ['nope', 'unknown'],
    [undefined, 'unknown'],
  ] as const)('%s → %s', (text, cause) => {
    expect(forbiddenCause(text)).toBe(cause);
  });
});

describe('messageFor 403 with a key', () => {
  const m = (detail?: string) => messageFor(403, { detail, unreadable: false, ctx: basic });
  it('IP access list', () =>
    expect(m('the IP access list of this API key does not allow requests from 10.0.0.1')).toMatch(/IP access list does not allow requests from this address/));
  it('organization', () => expect(m('the API key does not belong to organization x')).toMatch(/belongs to another organization/));
  it('a role refusal naming the organization is about the role', () =>
    expect(m("the API key's role (query_endpoints) does not allow reading the organization")).toMatch(/role does not allow/));
  it('role', () => expect(m("the API key's role (developer) does not allow this")).toMatch(/role does not allow/));
  it('no reason given', () => expect(m()).toMatch(/refused this action/));
});

describe('messageFor 5xx', () => {
  it('asks to quote the request id when there is one (the alert shows it beside the sentence), and only then', () => {
    expect(messageFor(502, { requestId: 'r-1', unreadable: false, ctx: basic })).toBe(
      'The server failed (502). Try again in a moment; if it keeps failing, contact support and quote the request id.',
    );
    expect(messageFor(502, { unreadable: true, ctx: basic })).toBe('The server failed (502). Try again in a moment; if it keeps failing, contact support.');
  });
});
