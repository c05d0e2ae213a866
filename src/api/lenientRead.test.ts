import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readLeniently, unreadNote, unreadableWriteAnswer } from './lenientRead';

const item = z.object({ id: z.string(), name: z.string(), silenced: z.boolean().optional(), tags: z.array(z.string()).nullish() });

describe('readLeniently', () => {
  it('reads a whole answer as is, with nothing unread', () => {
    const r = readLeniently(item, { id: 'a', name: 'n', silenced: true });
    expect(r).toEqual({ ok: true, data: { id: 'a', name: 'n', silenced: true }, unread: [] });
  });

  it('leaves out an optional field in a new shape, and names it', () => {
    const r = readLeniently(item, { id: 'a', name: 'n', silenced: { by: 'x', at: '2026-01-01' }, tags: ['t', 3] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toEqual({ id: 'a', name: 'n', tags: ['t'] });
    expect([...r.unread].sort()).toEqual(['silenced', 'tags.1'].sort());
  });

  it('leaves out an optional field of a list item, but not a required one', () => {
    const r = readLeniently(z.array(item), [
      { id: 'a', name: 'n' },
      { id: 'c', name: 'm', silenced: 'yes' },
    ]);
    expect(r.ok && r.data).toEqual([
      { id: 'a', name: 'n' },
      { id: 'c', name: 'm' },
    ]);
    expect(r.ok && r.unread).toEqual(['1.silenced']);
    expect(
      readLeniently(z.array(item), [
        { id: 'a', name: 'n' },
        { id: 'b', name: 42 },
      ]),
    ).toEqual({
      ok: false,
      issue: expect.stringMatching(/^1\.name: .*number/),
    });
  });

  it('takes several items out of one list, each the right one', () => {
    const r = readLeniently(z.array(z.number()), [1, 'a', 2, 'b', 3]);
    expect(r.ok && r.data).toEqual([1, 2, 3]);
    expect(r.ok && r.unread).toEqual(['3', '1']);
  });

  it('fails when a required field of the answer itself is broken', () => {
    const r = readLeniently(item, { name: 'no id' });
    expect(r).toEqual({ ok: false, issue: expect.stringMatching(/^id: /) });
    expect(readLeniently(item, 'text').ok).toBe(false);
  });

  it('does not change the value it was given', () => {
    const value = { id: 'a', name: 'n', silenced: {} };
    readLeniently(item, value);
    expect(value).toEqual({ id: 'a', name: 'n', silenced: {} });
  });
});

describe('unreadableWriteAnswer', () => {
  it('keeps what there is and says what could not be read, with the request id', () => {
    const answer = unreadableWriteAnswer({ keySecret: 's' }, 'key.id: expected string', 'req-1');
    expect(answer).toEqual({ keySecret: 's' });
    expect(unreadNote(answer)).toEqual({ parts: ['key.id: expected string'], requestId: 'req-1' });
    expect(unreadNote(unreadableWriteAnswer(undefined, 'not JSON'))?.parts).toEqual(['not JSON']);
  });
});
