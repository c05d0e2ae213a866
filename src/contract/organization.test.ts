import { describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES as M, organizationSchema, organizationUpdateSchema } from './organization.js';
import { checkRow, issue, type Row } from './test-helpers.js';

const pe = (id: string) => ({ id, description: `endpoint ${id}` });

describe('organizationUpdateSchema', () => {
  it.each<Row>([
    ['name of 1 character', { name: 'a' }, null],
    ['name of 50 characters', { name: 'a'.repeat(50) }, null],
    ['name of 51 characters (no upper bound documented)', { name: 'a'.repeat(51) }, null],
    ['name of 500 characters', { name: 'a'.repeat(500) }, null],
    ['empty name', { name: '' }, issue('name', M.name)],
    ['blank name', { name: '  ' }, issue('name', M.name)],
    ['name with punctuation (no character rule documented)', { name: 'Acme, Inc.' }, null],
    ['empty body', {}, issue('', M.empty)],
    ['only private endpoints', { privateEndpoints: { add: [pe('a')] } }, null],
    ['add and remove different endpoints', { privateEndpoints: { add: [pe('a')], remove: [pe('b')] } }, null],
    ['empty private endpoint lists', { privateEndpoints: {} }, null],
    [
      'same endpoint removed then added (removals apply first)',
      { privateEndpoints: { add: [pe('a'), { id: 'b', description: 'new description' }], remove: [pe('b')] } },
      null,
    ],
    ['same endpoint added twice', { privateEndpoints: { add: [pe('a'), pe('a')] } }, issue('privateEndpoints.add.1.id', M.duplicateAdd)],
    ['endpoint without id', { privateEndpoints: { add: [{ id: '', description: '' }] } }, issue('privateEndpoints.add.0.id', 'Enter the private endpoint ID.')],
    [
      'unknown field in an endpoint',
      { privateEndpoints: { remove: [{ ...pe('a'), region: 'x' }] } },
      issue('privateEndpoints.remove.0.region', 'Unknown field "region" is not accepted here.'),
    ],
    ['unknown top-level field', { name: 'a', enableCoreDumps: true }, issue('enableCoreDumps', 'Unknown field "enableCoreDumps" is not accepted here.')],
  ])('%s', (...row) => checkRow(organizationUpdateSchema, row));
});

describe('organizationSchema (response)', () => {
  it('reads an organization and tolerates extra fields', () => {
    const org = organizationSchema.parse({
      id: 'o1',
      name: 'Acme',
      createdAt: '2024-01-01T00:00:00Z',
      privateEndpoints: [{ id: 'a', description: 'd', cloudProvider: 'aws' }],
      byocConfig: [{ id: 'b', accountName: 'acc', state: 'infra-ready' }],
      enableCoreDumps: true,
    });
    expect(org.privateEndpoints).toEqual([{ id: 'a', description: 'd', cloudProvider: 'aws' }]);
    expect(org).toHaveProperty('enableCoreDumps', true);
  });
});
