import { describe, expect, it } from 'vitest';
import { columnTypeProblem } from './column-type';
import { destinationColumnSchema } from './pipe-destination';

const ok = (t: string) => expect(columnTypeProblem(t), t).toBeUndefined();
const bad = (t: string, message: RegExp) => expect(columnTypeProblem(t), t).toMatch(message);

describe('column types', () => {
  it.each([
    'String',
    'Int8',
    'Int256',
    'UInt8',
    'UInt256',
    'Float32',
    'Float64',
    'UUID',
    'Date',
    'Date32',
    'DateTime',
    "DateTime('Europe/Paris')",
    'DateTime64(3)',
    "DateTime64(6, 'UTC')",
    'Bool',
    'IPv4',
    'IPv6',
    'JSON',
    'FixedString(16)',
    'Decimal(18, 4)',
    'Decimal(10)',
    'Decimal32(4)',
    'Decimal256(76)',
    "Enum8('a' = 1, 'b' = 2)",
    "Enum16('x' = -32768, 'y' = 32767)",
    'Nullable(String)',
    'LowCardinality(String)',
    'LowCardinality(Nullable(String))',
    'LowCardinality(UInt64)',
    'Array(UInt64)',
    'Array(Nullable(String))',
    'Array(Array(String))',
    'Map(String, UInt64)',
    'Map(LowCardinality(String), Array(String))',
    'Tuple(String, UInt64)',
    'Tuple(name String, age UInt8)',
    ' Nullable( String ) ',
  ])('accepts %s', ok);

  it('names the nearest type for a typo', () => {
    bad('Strng', /^Unknown type Strng\. Did you mean String\?/);
    bad('string', /Did you mean String\?/);
    bad('Nullable(Strng)', /Unknown type Strng\. Did you mean String\?/);
    bad('Whatever', /^Unknown type Whatever\. Choose a type/);
    bad('Int512', /Unknown type Int512/);
  });

  it('checks Decimal precision 1..76 and scale 0..precision', () => {
    ok('Decimal(1, 0)');
    ok('Decimal(76, 76)');
    bad('Decimal(0, 0)', /precision of Decimal must be between 1 and 76/);
    bad('Decimal(77, 2)', /precision of Decimal must be between 1 and 76/);
    ok('Decimal(18, 18)');
    bad('Decimal(18, 19)', /scale of Decimal\(18, 19\) must be between 0 and its precision, 18/);
    bad('Decimal(18, -1)', /scale/);
    ok('Decimal32(9)');
    bad('Decimal32(10)', /scale of Decimal32/);
    ok('Decimal64(18)');
    bad('Decimal64(19)', /scale of Decimal64/);
    bad('Decimal', /Decimal takes a precision and a scale/);
  });

  it('checks DateTime64 precision 0..9', () => {
    ok('DateTime64(0)');
    ok('DateTime64(9)');
    bad('DateTime64(10)', /between 0 and 9/);
    bad('DateTime64(-1)', /between 0 and 9/);
    bad('DateTime64', /DateTime64 takes a precision/);
    bad('DateTime64(3, UTC)', /time zone in quotes/);
    bad('DateTime(3)', /time zone in quotes/);
  });

  it('checks FixedString and Enum arguments', () => {
    ok('FixedString(1)');
    bad('FixedString(0)', /at least 1/);
    bad('FixedString', /a length/);
    ok("Enum8('a' = -128, 'b' = 127)");
    bad("Enum8('a' = 128)", /between -128 and 127/);
    bad("Enum8('a' = -129)", /between -128 and 127/);
    bad("Enum16('a' = 32768)", /between -32768 and 32767/);
    bad("Enum8('a' = 1, 'a' = 2)", /'a' appears twice/);
    bad("Enum8('a' = 1, 'b' = 1)", /number 1 appears twice/);
    bad('Enum8()', /needs its values/);
    bad("Enum8('a')", /quoted name and a number/);
  });

  it('refuses Nullable around composites, and LowCardinality around other types', () => {
    for (const inner of ['Array(String)', 'Map(String, String)', 'Tuple(String)', 'LowCardinality(String)', 'Nullable(String)']) {
      bad(`Nullable(${inner})`, /cannot be inside Nullable/);
    }
    bad('LowCardinality(UUID)', /LowCardinality takes a string, date or number type/);
    bad('LowCardinality(Array(String))', /LowCardinality takes/);
    bad('LowCardinality(Nullable(UUID))', /LowCardinality takes/);
    ok('LowCardinality(FixedString(2))');
    ok('LowCardinality(DateTime)');
    bad('Map(Nullable(String), String)', /key cannot be Nullable/);
  });

  it('checks arguments counts and the grammar', () => {
    bad('String(3)', /String takes no arguments/);
    bad('Nullable(String', /Expected "\)" to close Nullable\(/);
    bad('Array()', /Array takes one type/);
    bad('Map(String)', /Map takes a key type and a value type/);
    bad('Tuple()', /Tuple needs at least one type/);
    bad('Array(3)', /Array needs a type inside/);
    bad('String String', /Unexpected "String" after the type String/);
    bad("DateTime('UTC)", /not closed/);
    bad('Int$', /"\$" cannot appear/);
  });

  it('is the destination column rule', () => {
    const r = destinationColumnSchema.safeParse({ name: 'a', type: 'Strng' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['type'], message: expect.stringMatching(/Did you mean String\?/) });
    expect(destinationColumnSchema.safeParse({ name: 'a', type: 'Nullable(String)' }).success).toBe(true);
  });
});
