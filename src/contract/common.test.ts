import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  IP_SOURCE_MESSAGE,
  UUID_MESSAGE,
  firstIssueText,
  formatIssuePath,
  ipAccessEntrySchema,
  ipAccessListSchema,
  isIpOrCidr,
  issuesToFieldErrors,
  privateEndpointSchema,
  uuidSchema,
} from './common.js';
import { checkRow, issue, type Row } from './test-helpers.js';

describe('formatIssuePath', () => {
  it.each([
    [[], ''],
    [['name'], 'name'],
    [['ipAccessList', 0, 'source'], 'ipAccessList.0.source'],
    [[Symbol('s'), 'x'], 's.x'],
  ] as [PropertyKey[], string][])('%j -> %s', (path, text) => {
    expect(formatIssuePath(path)).toBe(text);
  });
});

describe('issuesToFieldErrors / firstIssueText', () => {
  const schema = z.strictObject(
    { a: z.number({ error: 'Must be a number.' }) },
    {
      error: (iss) => (iss.code === 'unrecognized_keys' ? 'unknown' : undefined),
    },
  );
  it('splits unknown-field issues into one per field, naming the field in path and message', () => {
    const r = schema.safeParse({ a: 1, x: 1, y: 2 });
    expect(r.success).toBe(false);
    expect(issuesToFieldErrors(r.error!)).toEqual([
      issue('x', 'Unknown field "x" is not accepted here.'),
      issue('y', 'Unknown field "y" is not accepted here.'),
    ]);
    expect(firstIssueText(r.error!)).toBe('x: Unknown field "x" is not accepted here.');
  });
  it('gives <path>: <message>', () => {
    const r = schema.safeParse({ a: 'no' });
    expect(firstIssueText(r.error!)).toBe('a: Must be a number.');
  });
  it('names the whole body when the path is empty', () => {
    const r = schema.safeParse(null);
    expect(firstIssueText(r.error!)).toMatch(/^body: /);
  });
});

describe('uuidSchema', () => {
  it.each<Row>([
    ['v4 uuid', '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b', null],
    ['not a uuid', 'abc', issue('', UUID_MESSAGE)],
    ['uuid with a missing digit', '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5', issue('', UUID_MESSAGE)],
  ])('%s', (...row) => checkRow(uuidSchema, row));
});

describe('ipAccessEntrySchema', () => {
  it.each<Row>([
    ['IPv4 address', { source: '203.0.113.7' }, null],
    ['IPv4 CIDR', { source: '10.0.0.0/8', description: 'office' }, null],
    ['any IPv4', { source: '0.0.0.0/0' }, null],
    ['IPv6 address', { source: '2001:db8::1' }, null],
    ['IPv6 CIDR', { source: '2001:db8::/32' }, null],
    ['CIDR prefix 32 is the largest for IPv4', { source: '10.0.0.1/32' }, null],
    ['CIDR prefix 33', { source: '10.0.0.0/33' }, issue('source', IP_SOURCE_MESSAGE)],
    ['octet over 255', { source: '256.1.1.1' }, issue('source', IP_SOURCE_MESSAGE)],
    ['host name', { source: 'example.com' }, issue('source', IP_SOURCE_MESSAGE)],
    ['surrounding spaces', { source: ' 10.0.0.1' }, issue('source', IP_SOURCE_MESSAGE)],
    ['empty', { source: '' }, issue('source', 'Enter an IP address or CIDR range.')],
    ['missing source', {}, issue('source', 'This field is required.')],
    ['description not text', { source: '10.0.0.1', description: 3 }, issue('description', 'Must be text.')],
    ['unknown field', { source: '10.0.0.1', note: 'x' }, issue('note', 'Unknown field "note" is not accepted here.')],
  ])('%s', (...row) => checkRow(ipAccessEntrySchema, row));

  it('list paths point at the entry', () => {
    const r = ipAccessListSchema.safeParse([{ source: '10.0.0.1' }, { source: 'nope' }]);
    expect(issuesToFieldErrors(r.error!)).toEqual([issue('1.source', IP_SOURCE_MESSAGE)]);
  });
  it('isIpOrCidr', () => {
    expect(isIpOrCidr('::1')).toBe(true);
    expect(isIpOrCidr('::/0')).toBe(true);
    expect(isIpOrCidr('1.2.3')).toBe(false);
  });
});

describe('privateEndpointSchema', () => {
  it.each<Row>([
    ['id and description', { id: 'vpce-1', description: 'prod' }, null],
    ['empty description', { id: 'vpce-1', description: '' }, null],
    ['empty id', { id: ' ', description: '' }, issue('id', 'Enter the private endpoint ID.')],
    ['missing description (accepted by the real service)', { id: 'vpce-1' }, null],
    ['description not text', { id: 'vpce-1', description: 3 }, issue('description', 'Must be text.')],
  ])('%s', (...row) => checkRow(privateEndpointSchema, row));
});
