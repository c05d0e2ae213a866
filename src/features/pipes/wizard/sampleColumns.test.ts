import { describe, expect, it } from 'vitest';
import { columnsFromSample, inferCsvType, inferJsonType, splitCsvLine } from './sampleColumns';

describe('columnsFromSample', () => {
  it('proposes a column per JSON field, typed from its value, mapped from the same field', () => {
    const r = columnsFromSample(
      '{"id": 42, "price": 9.5, "paid": true, "user": "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b", "at": "2024-05-01 10:00:00", "tags": ["a"], "meta": {"k": 1}, "note": null}',
    );
    expect(r).toEqual({
      ok: true,
      format: 'JSON',
      rows: [
        { name: 'id', type: 'UInt64', sourceField: 'id', proposed: { type: 'UInt64', reason: 'an id: room for every id to come' } },
        { name: 'price', type: 'Float64', sourceField: 'price' },
        { name: 'paid', type: 'Bool', sourceField: 'paid' },
        { name: 'user', type: 'UUID', sourceField: 'user' },
        { name: 'at', type: 'DateTime', sourceField: 'at' },
        { name: 'tags', type: 'Array(String)', sourceField: 'tags' },
        { name: 'meta', type: 'JSON', sourceField: 'meta' },
        { name: 'note', type: 'Nullable(String)', sourceField: 'note' },
      ],
    });
  });

  it('reads a CSV header and one data line, quotes included', () => {
    const r = columnsFromSample('id,name,amount,day\n-7,"Doe, Jane",12.25,2024-05-01');
    expect(r).toEqual({
      ok: true,
      format: 'CSV',
      rows: [
        { name: 'id', type: 'Int64', sourceField: 'id', proposed: { type: 'Int64', reason: 'an id: room for every id to come' } },
        { name: 'name', type: 'String', sourceField: 'name' },
        { name: 'amount', type: 'Float64', sourceField: 'amount' },
        { name: 'day', type: 'Date', sourceField: 'day' },
      ],
    });
  });

  it.each([
    ['', /Paste one record/],
    ['{"a": ', /not valid JSON/],
    ['42', /two lines/],
    ['[1, 2]', /one object/],
    ['{}', /no fields/],
    ['a,b\n1', /header has 2 fields but the data line has 1/],
  ])('explains what is wrong with %j', (sample, message) => {
    const r = columnsFromSample(sample);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('honours another delimiter', () => {
    expect(columnsFromSample('a;b\n1;x', ';')).toMatchObject({
      ok: true,
      rows: [
        { name: 'a', type: 'UInt32' },
        { name: 'b', type: 'String' },
      ],
    });
  });
});

describe('type inference', () => {
  it.each([
    [4294967296, 'UInt64'],
    [-2147483649, 'Int64'],
    ['2024-05-01T10:00:00.123Z', 'DateTime64(3)'],
    [[null, 1], 'Array(UInt32)'],
  ])('JSON %j -> %s', (value, type) => expect(inferJsonType(value).type).toBe(type));
  it.each([
    ['TRUE', 'Bool'],
    ['', 'Nullable(String)'],
    ['.5', 'Float64'],
    ['123', 'UInt32'],
  ])('CSV %j -> %s', (cell, type) => expect(inferCsvType(cell).type).toBe(type));
  it('keeps leading zeros in a String', () => expect(inferCsvType('00123')).toEqual({ type: 'String', reason: 'leading zeros kept' }));
  it('splits escaped quotes', () => expect(splitCsvLine('"a ""b""",c')).toEqual(['a "b"', 'c']));

  const ID = 'an id: room for every id to come';
  it.each([
    ['id', 7, { type: 'UInt64', reason: ID }],
    ['order_id', 1234, { type: 'UInt64', reason: ID }],
    ['orderId', 1234, { type: 'UInt64', reason: ID }],
    ['account_id', -5, { type: 'Int64', reason: ID }],
    ['valid', 7, { type: 'UInt32' }],
    ['paid', 7, { type: 'UInt32' }],
  ])('an id by its name: %s = %j', (field, value, inferred) => expect(inferJsonType(value, field)).toEqual(inferred));

  it('takes 13 digits as epoch milliseconds, at each bound and just past it', () => {
    const ms = { type: 'DateTime64(3)', reason: 'epoch milliseconds' };
    expect(inferJsonType(1_000_000_000_000, 'x')).toEqual(ms);
    expect(inferJsonType(9_999_999_999_999, 'x')).toEqual(ms);
    expect(inferJsonType(999_999_999_999, 'x')).toEqual({ type: 'UInt64' });
    expect(inferJsonType(10_000_000_000_000, 'x')).toEqual({ type: 'UInt64' });
    expect(inferJsonType(1714557600123, 'created_at')).toEqual(ms);
    expect(inferCsvType('1714557600123', 'sent_ms')).toEqual(ms);
  });

  it('takes 10 digits as epoch seconds under a time name only', () => {
    expect(inferJsonType(1714557600, 'created_at')).toEqual({ type: 'DateTime', reason: 'epoch seconds' });
    expect(inferJsonType(1714557600, 'ts')).toEqual({ type: 'DateTime', reason: 'epoch seconds' });
    expect(inferJsonType(999_999_999, 'created_at')).toEqual({ type: 'UInt32' });
    expect(inferJsonType(1714557600, 'count')).toEqual({ type: 'UInt32' });
  });

  it('proposes an order id as UInt64 and an epoch-ms time as DateTime64(3), with the reasons', () => {
    const r = columnsFromSample('{"order_id": 12345, "created_at": 1714557600123, "amount": 9.5}');
    expect(r).toMatchObject({
      ok: true,
      rows: [
        { name: 'order_id', type: 'UInt64', proposed: { type: 'UInt64', reason: ID } },
        { name: 'created_at', type: 'DateTime64(3)', proposed: { type: 'DateTime64(3)', reason: 'epoch milliseconds' } },
        { name: 'amount', type: 'Float64' },
      ],
    });
  });
});
