import { describe, expect, it } from 'vitest';
import { applyListPatch, IP_SOURCE_MESSAGE, SERVICE_MESSAGES } from '../../../contract';
import { changedServiceFields, EDIT_SERVICE_MESSAGES as M, editServiceFormSchema, editValuesOf, type EditServiceValues } from './editServiceValues';

const base: EditServiceValues = {
  name: 'prod',
  ipAccessList: [
    { source: '203.0.113.0/24', description: 'office' },
    { source: '198.51.100.7', description: '' },
  ],
};

describe('changedServiceFields', () => {
  it('sends nothing when nothing changed', () => expect(changedServiceFields(base, base)).toEqual({}));
  it('sends a new name alone', () => expect(changedServiceFields({ ...base, name: 'prod 2' }, base)).toEqual({ name: 'prod 2' }));
  it('adds a new address (without an empty description) and removes a dropped one', () => {
    const values = { ...base, ipAccessList: [base.ipAccessList[0], { source: '10.0.0.0/8', description: '' }] };
    expect(changedServiceFields(values, base)).toEqual({ ipAccessList: { add: [{ source: '10.0.0.0/8' }], remove: [{ source: '198.51.100.7' }] } });
  });
  it('removes and adds again an address whose description changed', () => {
    const values = { ...base, ipAccessList: [{ source: '203.0.113.0/24', description: 'HQ' }, base.ipAccessList[1]] };
    expect(changedServiceFields(values, base)).toEqual({
      ipAccessList: { add: [{ source: '203.0.113.0/24', description: 'HQ' }], remove: [{ source: '203.0.113.0/24' }] },
    });
  });
  it('an emptied list removes every address', () => {
    expect(changedServiceFields({ ...base, ipAccessList: [] }, base)).toEqual({
      ipAccessList: { remove: [{ source: '203.0.113.0/24' }, { source: '198.51.100.7' }] },
    });
  });
  it.each<[string, EditServiceValues['ipAccessList']]>([
    ['reordered', [base.ipAccessList[1], base.ipAccessList[0]]],
    [
      'one added, one dropped, one re-described',
      [
        { source: '203.0.113.0/24', description: 'x' },
        { source: '::1', description: 'local' },
      ],
    ],
    ['emptied', []],
  ])('applied as the server does (remove, then add), the patch gives the edited list: %s', (_label, edited) => {
    const patch = changedServiceFields({ ...base, ipAccessList: edited }, base).ipAccessList ?? {};
    const result = applyListPatch(
      base.ipAccessList.map((e) => ({ ...e })),
      patch as never,
      (e: { source: string }) => e.source,
    );
    const key = (l: { source: string; description?: string }[]) => l.map((e) => `${e.source}=${e.description ?? ''}`).sort();
    expect(key(result)).toEqual(key(edited));
  });
  it('reads a service without a list or descriptions', () => {
    expect(editValuesOf({ name: 'a', ipAccessList: undefined })).toEqual({ name: 'a', ipAccessList: [] });
    expect(editValuesOf({ name: 'a', ipAccessList: [{ source: '::1', description: null }] })).toEqual({
      name: 'a',
      ipAccessList: [{ source: '::1', description: '' }],
    });
  });
});

describe('editServiceFormSchema', () => {
  const schema = editServiceFormSchema(() => base);
  const issues = (values: EditServiceValues) => {
    const r = schema.safeParse(values);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  it('passes a rename at 50 characters, refuses 51 and an empty name on the name field', () => {
    expect(schema.parse({ ...base, name: 'a'.repeat(50) })).toEqual({ name: 'a'.repeat(50) });
    expect(issues({ ...base, name: 'a'.repeat(51) })).toEqual([['name', SERVICE_MESSAGES.nameChars]]);
    expect(issues({ ...base, name: ' ' })).toEqual([['name', SERVICE_MESSAGES.nameEmpty]]);
  });
  it('puts a bad or repeated address on its own row', () => {
    expect(issues({ ...base, ipAccessList: [...base.ipAccessList, { source: '10.0.0.0/33', description: '' }] })).toEqual([
      ['ipAccessList.2.source', IP_SOURCE_MESSAGE],
    ]);
    expect(issues({ ...base, ipAccessList: [...base.ipAccessList, { source: '198.51.100.7', description: 'again' }] })).toEqual([
      ['ipAccessList.2.source', M.duplicateSource],
    ]);
  });
  it('refuses to send an unchanged service (a rule about the whole form)', () => {
    expect(issues(base)).toEqual([['', M.nothingChanged]]);
  });
});

describe('an entry the service holds that the console would not take (a real service answered "string")', () => {
  const held: EditServiceValues = { name: 'prod', ipAccessList: [{ source: 'string', description: '' }] };
  const schema = editServiceFormSchema(() => held);

  it('does not stop a rename', () => {
    expect(schema.safeParse({ ...held, name: 'prod 2' })).toMatchObject({ success: true, data: { name: 'prod 2' } });
  });

  it('can be removed', () => {
    expect(schema.safeParse({ ...held, ipAccessList: [] })).toMatchObject({ success: true, data: { ipAccessList: { remove: [{ source: 'string' }] } } });
  });

  it('a new entry is still judged, on its own field', () => {
    const r = schema.safeParse({ ...held, ipAccessList: [...held.ipAccessList, { source: 'nope', description: '' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['ipAccessList', 1, 'source'], message: IP_SOURCE_MESSAGE });
  });
});
