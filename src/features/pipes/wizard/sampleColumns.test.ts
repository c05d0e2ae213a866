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
        { name: 'id', type: 'UInt32', sourceField: 'id' },
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
        { name: 'id', type: 'Int32', sourceField: 'id' },
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
  ])('JSON %j -> %s', (value, type) => expect(inferJsonType(value)).toBe(type));
  it.each([
    ['TRUE', 'Bool'],
    ['', 'Nullable(String)'],
    ['.5', 'Float64'],
    ['00123', 'UInt32'],
  ])('CSV %j -> %s', (cell, type) => expect(inferCsvType(cell)).toBe(type));
  it('splits escaped quotes', () => expect(splitCsvLine('"a ""b""",c')).toEqual(['a "b"', 'c']));
});
