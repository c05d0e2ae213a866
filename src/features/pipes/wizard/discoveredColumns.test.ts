import { describe, expect, it } from 'vitest';
import { columnsFromDiscovery, nullableType } from './discoveredColumns';

describe('columns from schema discovery', () => {
  it('an optional field is Nullable, inside LowCardinality where it is one', () => {
    expect(nullableType('String')).toBe('Nullable(String)');
    expect(nullableType('LowCardinality(String)')).toBe('LowCardinality(Nullable(String))');
    expect(nullableType('Nullable(Int64)')).toBe('Nullable(Int64)');
  });

  it('one column per field, mapped from the field of its name, the type said to come from the source', () => {
    expect(
      columnsFromDiscovery([
        { name: 'id', type: 'Int64' },
        { name: 'coupon', type: 'String', optional: true },
      ]),
    ).toEqual([
      { name: 'id', type: 'Int64', sourceField: 'id', proposed: { type: 'Int64', reason: 'read from the source' } },
      {
        name: 'coupon',
        type: 'Nullable(String)',
        sourceField: 'coupon',
        proposed: { type: 'Nullable(String)', reason: 'read from the source, which may leave it out' },
      },
    ]);
  });
});
