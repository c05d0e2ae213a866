import { describe, expect, it } from 'vitest';
import { columnsFromDiscovery, discoveryMetaText, nullableType } from './discoveredColumns';

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

describe("what the service said of its reading (the answer's meta), in a person's words", () => {
  it('names the keys it knows', () => {
    expect(discoveryMetaText({ topic: 'orders', records: '100' })).toBe('Topic: orders, Records read: 100');
    expect(discoveryMetaText({ stream: 'clicks', recordsRead: '25' })).toBe('Stream: clicks, Records read: 25');
  });

  it('reads a key it does not know as words (camelCase, snake_case, kebab-case, an acronym kept)', () => {
    expect(discoveryMetaText({ sampleSize: '10' })).toBe('Sample size: 10');
    expect(discoveryMetaText({ max_lag_ms: '5' })).toBe('Max lag ms: 5');
    expect(discoveryMetaText({ 'schema-registry': 'on' })).toBe('Schema registry: on');
    expect(discoveryMetaText({ kafkaSASLMechanism: 'PLAIN' })).toBe('Kafka SASL mechanism: PLAIN');
  });

  it('says nothing when the service said nothing, and shows a hidden character in a value as a marker', () => {
    expect(discoveryMetaText(undefined)).toBe('');
    expect(discoveryMetaText(null)).toBe('');
    expect(discoveryMetaText({})).toBe('');
    expect(discoveryMetaText({ topic: 'ord\u202Eers' })).toBe('Topic: ord[U+202E]ers');
  });
});
