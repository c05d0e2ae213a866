import { describe, expect, it } from 'vitest';
import { applyListPatch, IP_SOURCE_MESSAGE, SERVICE_MESSAGES } from '../../../contract';
import {
  changedServiceFields,
  EDIT_SERVICE_MESSAGES as M,
  editValuesOf,
  ipAccessListFormSchema,
  renameFormSchema,
  type EditServiceValues,
} from './editServiceValues';

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

describe('renameFormSchema', () => {
  const schema = renameFormSchema(() => base);
  const issues = (values: { name: string }) => {
    const r = schema.safeParse(values);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  it('passes a rename at 50 characters, refuses 51 and an empty name on the name field', () => {
    expect(schema.parse({ name: 'a'.repeat(50) })).toEqual({ name: 'a'.repeat(50) });
    expect(issues({ name: 'a'.repeat(51) })).toEqual([['name', SERVICE_MESSAGES.nameChars]]);
    expect(issues({ name: ' ' })).toEqual([['name', SERVICE_MESSAGES.nameEmpty]]);
  });
  it('sends the name alone, never the list', () => expect(schema.parse({ name: 'prod 2' })).toEqual({ name: 'prod 2' }));
  it('refuses to send an unchanged name (a rule about the whole form)', () => {
    expect(issues({ name: 'prod' })).toEqual([['', M.nameUnchanged]]);
  });
});

describe('ipAccessListFormSchema', () => {
  const schema = ipAccessListFormSchema(() => base);
  const issues = (values: Pick<EditServiceValues, 'ipAccessList'>) => {
    const r = schema.safeParse(values);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  it('puts a bad or repeated address on its own row', () => {
    expect(issues({ ipAccessList: [...base.ipAccessList, { source: '10.0.0.0/33', description: '' }] })).toEqual([
      ['ipAccessList.2.source', IP_SOURCE_MESSAGE],
    ]);
    expect(issues({ ipAccessList: [...base.ipAccessList, { source: '198.51.100.7', description: 'again' }] })).toEqual([
      ['ipAccessList.2.source', M.duplicateSource],
    ]);
  });
  it('sends the list change alone, never the name', () => {
    expect(schema.parse({ ipAccessList: [base.ipAccessList[0]] })).toEqual({ ipAccessList: { remove: [{ source: '198.51.100.7' }] } });
  });
  it('refuses to send an unchanged list (a rule about the whole form)', () => {
    expect(issues({ ipAccessList: base.ipAccessList })).toEqual([['', M.listUnchanged]]);
  });
});

describe('an entry the service holds that the console would not take (a real service answered "string")', () => {
  const held: EditServiceValues = { name: 'prod', ipAccessList: [{ source: 'string', description: '' }] };

  it('does not stop a rename', () => {
    expect(renameFormSchema(() => held).safeParse({ name: 'prod 2' })).toMatchObject({ success: true, data: { name: 'prod 2' } });
  });

  it('can be removed', () => {
    expect(ipAccessListFormSchema(() => held).safeParse({ ipAccessList: [] })).toMatchObject({
      success: true,
      data: { ipAccessList: { remove: [{ source: 'string' }] } },
    });
  });

  it('a new entry is still judged, on its own field', () => {
    const r = ipAccessListFormSchema(() => held).safeParse({ ipAccessList: [...held.ipAccessList, { source: 'nope', description: '' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['ipAccessList', 1, 'source'], message: IP_SOURCE_MESSAGE });
  });
});
