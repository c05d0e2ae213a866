/**
 * ClickHouse column types, from the database's type grammar: a type is a name, with arguments in
 * parentheses for some (numbers, quoted texts, enum entries, other types). `columnTypeProblem`
 * says what is wrong with a typed type, or nothing; the destination column's schema uses it, so
 * the wizard, the pipe edit form and the emulator refuse the same types.
 */
import { nearestName } from './nearest.js';

const INTEGERS = ['Int8', 'Int16', 'Int32', 'Int64', 'Int128', 'Int256', 'UInt8', 'UInt16', 'UInt32', 'UInt64', 'UInt128', 'UInt256'];
const FLOATS = ['Float32', 'Float64'];
/** Types that take no arguments. */
const PLAIN = [...INTEGERS, ...FLOATS, 'String', 'UUID', 'Date', 'Date32', 'Bool', 'IPv4', 'IPv6', 'JSON'];
/** Decimal32(S) and its kin: the largest scale of each. */
const DECIMAL_SCALES: Record<string, number> = { Decimal32: 9, Decimal64: 18, Decimal128: 38, Decimal256: 76 };
const WITH_ARGUMENTS = ['DateTime', 'DateTime64', 'Decimal', ...Object.keys(DECIMAL_SCALES), 'FixedString', 'Enum8', 'Enum16'];
const COMPOSITE = ['Nullable', 'LowCardinality', 'Array', 'Map', 'Tuple'];
export const COLUMN_TYPE_NAMES = [...PLAIN, ...WITH_ARGUMENTS, ...COMPOSITE];

export const DECIMAL_PRECISION = { min: 1, max: 76 } as const;
export const DATETIME64_PRECISION = { min: 0, max: 9 } as const;
const ENUM_RANGE: Record<string, [number, number]> = { Enum8: [-128, 127], Enum16: [-32768, 32767] };

/** A parsed type: its name and arguments. */
export interface ColumnType {
  name: string;
  args: TypeArg[];
}
export type TypeArg =
  | { kind: 'type'; type: ColumnType; field?: string }
  | { kind: 'number'; value: number; text: string }
  | { kind: 'text'; value: string }
  | { kind: 'entry'; name: string; value: number };

class TypeError_ extends Error {}
const fail = (message: string): never => {
  throw new TypeError_(message);
};

type Token = { kind: 'name' | 'number' | 'text' | 'punct'; text: string; value?: string };

function tokenize(s: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (/\s/.test(c)) i++;
    else if ('(),='.includes(c)) {
      tokens.push({ kind: 'punct', text: c });
      i++;
    } else if (c === "'") {
      let value = '';
      i++;
      while (i < s.length && s[i] !== "'") {
        if (s[i] === '\\' && i + 1 < s.length) i++;
        value += s[i++];
      }
      if (i >= s.length) fail("A quoted text is not closed: add the closing quote (').");
      i++;
      tokens.push({ kind: 'text', text: `'${value}'`, value });
    } else {
      const m = /^(-?\d+|[A-Za-z_][A-Za-z0-9_]*)/.exec(s.slice(i));
      if (!m) fail(`"${c}" cannot appear in a column type.`);
      const text = m![0];
      tokens.push({ kind: /^-?\d/.test(text) ? 'number' : 'name', text });
      i += text.length;
    }
  }
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}
  peek(offset = 0) {
    return this.tokens[this.i + offset];
  }
  take() {
    return this.tokens[this.i++];
  }
  expect(text: string, context: string) {
    const t = this.take();
    if (t?.text !== text) fail(t ? `Expected "${text}" ${context}, found "${t.text}".` : `Expected "${text}" ${context}: the type ends too soon.`);
  }
  done() {
    return this.i >= this.tokens.length;
  }
  type(): ColumnType {
    const t = this.take();
    if (!t) fail('Enter a type, such as String or UInt64.');
    if (t.kind !== 'name') fail(`Expected a type name, found "${t.text}".`);
    const args: TypeArg[] = [];
    if (this.peek()?.text === '(') {
      this.take();
      if (this.peek()?.text !== ')') {
        do args.push(this.arg());
        while (this.peek()?.text === ',' && this.take());
      }
      this.expect(')', `to close ${t.text}(`);
    }
    return { name: t.text, args };
  }
  arg(): TypeArg {
    const t = this.peek();
    if (!t) return fail('The type ends too soon: close its parentheses.');
    if (t.kind === 'number') {
      this.take();
      return { kind: 'number', value: Number(t.text), text: t.text };
    }
    if (t.kind === 'text') {
      this.take();
      if (this.peek()?.text !== '=') return { kind: 'text', value: t.value ?? '' };
      this.take();
      const n = this.take();
      if (n?.kind !== 'number') fail(`Give ${t.text} a whole number, like ${t.text} = 1.`);
      return { kind: 'entry', name: t.value ?? '', value: Number(n.text) };
    }
    // A named tuple element: `name Type`.
    if (t.kind === 'name' && this.peek(1)?.kind === 'name') {
      this.take();
      return { kind: 'type', field: t.text, type: this.type() };
    }
    return { kind: 'type', type: this.type() };
  }
}

/** Parses a type; throws with a message when it does not follow the grammar. */
function parse(typed: string): ColumnType {
  const parser = new Parser(tokenize(typed));
  const type = parser.type();
  if (!parser.done()) fail(`Unexpected "${parser.peek()?.text}" after the type ${show(type)}.`);
  return type;
}

const show = (t: ColumnType): string => (t.args.length === 0 ? t.name : `${t.name}(…)`);

function unknown(name: string): never {
  const near = nearestName(name, COLUMN_TYPE_NAMES);
  return fail(`Unknown type ${name}.${near ? ` Did you mean ${near}?` : ''} Choose a type from the list, such as String, UInt64 or Nullable(String).`);
}

function numberArg(t: ColumnType, i: number, what: string): number {
  const a = t.args[i];
  if (a?.kind !== 'number') fail(`${t.name} needs ${what} as a whole number, like ${t.name === 'FixedString' ? 'FixedString(16)' : `${t.name}(3)`}.`);
  return (a as { value: number }).value;
}

function typeArg(t: ColumnType, i: number): ColumnType {
  const a = t.args[i];
  if (a?.kind !== 'type') fail(`${t.name} needs a type inside, like ${t.name}(String).`);
  return (a as { type: ColumnType }).type;
}

function count(t: ColumnType, min: number, max: number, usage: string) {
  if (t.args.length < min || t.args.length > max) fail(`${t.name} takes ${usage}.`);
}

const LOW_CARDINALITY_OK = new Set(['String', 'FixedString', 'Date', 'DateTime', ...INTEGERS, ...FLOATS]);

function check(t: ColumnType): void {
  const { name, args } = t;
  if (PLAIN.includes(name)) {
    if (args.length > 0) fail(`${name} takes no arguments: write ${name}.`);
    return;
  }
  if (name in DECIMAL_SCALES) {
    count(t, 1, 1, `a scale, like ${name}(4)`);
    const s = numberArg(t, 0, 'a scale');
    if (s < 0 || s > DECIMAL_SCALES[name]) fail(`The scale of ${name} must be between 0 and ${DECIMAL_SCALES[name]}.`);
    return;
  }
  switch (name) {
    case 'DateTime':
      count(t, 0, 1, "at most a time zone, like DateTime('UTC')");
      if (args.length === 1 && args[0].kind !== 'text') fail("DateTime takes a time zone in quotes, like DateTime('UTC').");
      return;
    case 'DateTime64': {
      count(t, 1, 2, "a precision and optionally a time zone, like DateTime64(3) or DateTime64(3, 'UTC')");
      const p = numberArg(t, 0, 'a precision');
      if (p < DATETIME64_PRECISION.min || p > DATETIME64_PRECISION.max)
        fail(`The precision of DateTime64 must be between ${DATETIME64_PRECISION.min} and ${DATETIME64_PRECISION.max} (3 for milliseconds).`);
      if (args.length === 2 && args[1].kind !== 'text') fail("DateTime64 takes a time zone in quotes, like DateTime64(3, 'UTC').");
      return;
    }
    case 'Decimal': {
      count(t, 1, 2, 'a precision and a scale, like Decimal(18, 4)');
      const p = numberArg(t, 0, 'a precision');
      const s = args.length === 2 ? numberArg(t, 1, 'a scale') : 0;
      if (p < DECIMAL_PRECISION.min || p > DECIMAL_PRECISION.max)
        fail(`The precision of Decimal must be between ${DECIMAL_PRECISION.min} and ${DECIMAL_PRECISION.max}.`);
      if (s < 0 || s > p) fail(`The scale of Decimal(${p}, ${s}) must be between 0 and its precision, ${p}.`);
      return;
    }
    case 'FixedString': {
      count(t, 1, 1, 'a length, like FixedString(16)');
      if (numberArg(t, 0, 'a length') < 1) fail('The length of FixedString must be at least 1.');
      return;
    }
    case 'Enum8':
    case 'Enum16': {
      const [lo, hi] = ENUM_RANGE[name];
      if (args.length === 0) fail(`${name} needs its values, like ${name}('a' = 1, 'b' = 2).`);
      const names = new Set<string>();
      const values = new Set<number>();
      for (const a of args) {
        if (a.kind !== 'entry') fail(`Each value of ${name} is a quoted name and a number, like 'a' = 1.`);
        const e = a as { name: string; value: number };
        if (e.value < lo || e.value > hi) fail(`The numbers of ${name} must be between ${lo} and ${hi}; '${e.name}' = ${e.value} is not.`);
        if (names.has(e.name)) fail(`'${e.name}' appears twice in ${name}.`);
        if (values.has(e.value)) fail(`The number ${e.value} appears twice in ${name}.`);
        names.add(e.name);
        values.add(e.value);
      }
      return;
    }
    case 'Nullable': {
      count(t, 1, 1, 'one type, like Nullable(String)');
      const inner = typeArg(t, 0);
      if (['Array', 'Map', 'Tuple', 'LowCardinality', 'Nullable', 'JSON'].includes(inner.name)) {
        fail(
          `${inner.name} cannot be inside Nullable: ${inner.name === 'LowCardinality' ? 'write LowCardinality(Nullable(…))' : `an empty ${show(inner)} stands for no value`}.`,
        );
      }
      return check(inner);
    }
    case 'LowCardinality': {
      count(t, 1, 1, 'one type, like LowCardinality(String)');
      const inner = typeArg(t, 0);
      const base = inner.name === 'Nullable' && inner.args[0]?.kind === 'type' ? inner.args[0].type : inner;
      if (!LOW_CARDINALITY_OK.has(base.name)) fail(`LowCardinality takes a string, date or number type (or Nullable of one), not ${show(inner)}.`);
      return check(inner);
    }
    case 'Array':
      count(t, 1, 1, 'one type, like Array(String)');
      return check(typeArg(t, 0));
    case 'Map': {
      count(t, 2, 2, 'a key type and a value type, like Map(String, UInt64)');
      const key = typeArg(t, 0);
      if (key.name === 'Nullable' || ['Array', 'Map', 'Tuple', 'JSON'].includes(key.name))
        fail(`A Map's key cannot be ${show(key)}: use String, a number, a date or UUID.`);
      check(key);
      return check(typeArg(t, 1));
    }
    case 'Tuple':
      if (args.length === 0) fail('Tuple needs at least one type, like Tuple(String, UInt64).');
      args.forEach((_, i) => check(typeArg(t, i)));
      return;
    default:
      return unknown(name);
  }
}

/** What is wrong with a typed column type (a sentence), or undefined when the database takes it. */
export function columnTypeProblem(typed: string): string | undefined {
  try {
    check(parse(typed));
    return undefined;
  } catch (e) {
    if (e instanceof TypeError_) return e.message;
    throw e;
  }
}

/** The parsed type, when it is one (for reading a type's parts). */
export function parseColumnType(typed: string): ColumnType | undefined {
  return columnTypeProblem(typed) === undefined ? parse(typed) : undefined;
}
