// Writing answers as JSON. A value passed through `sealed` (deep-frozen: it never changes again)
// is serialized once per dialect and its text (and bytes) reused by every later answer that holds
// it, so a long list of records that did not change (16,000 keys) costs no serialization at all,
// and one where a record changed costs that record and a join. Anything else is serialized as
// JSON.stringify would, every time.

const sealedValues = new WeakSet<object>();

interface Serialized {
  text: string;
  /** The text as UTF-8, made when the value is a whole answer's body. */
  bytes?: Buffer;
}
const serialized = new WeakMap<object, Map<string, Serialized>>();

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** Marks a value as never changing again (deep-freezes it), so its JSON is computed once. */
export function sealed<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  deepFreeze(value);
  sealedValues.add(value);
  return value;
}

/** `wire` turns a value into a dialect's words; it is applied to each element of a list, as it would be to the whole list. */
type Wire = (value: unknown) => unknown;

function serializedOf(value: object, dialect: string, wire: Wire): Serialized {
  let byDialect = serialized.get(value);
  let entry = byDialect?.get(dialect);
  if (entry) return entry;
  const text = Array.isArray(value)
    ? `[${value.map((item: unknown) => answerJson(item, dialect, wire) ?? 'null').join(',')}]`
    : (JSON.stringify(wire(value)) as string);
  entry = { text };
  if (!byDialect) serialized.set(value, (byDialect = new Map()));
  byDialect.set(dialect, entry);
  return entry;
}

const isSealed = (value: unknown): value is object => value !== null && typeof value === 'object' && sealedValues.has(value);

/** The JSON text of a value in one dialect; undefined for undefined, as JSON.stringify. */
function answerJson(value: unknown, dialect: string, wire: Wire): string | undefined {
  return isSealed(value) ? serializedOf(value, dialect, wire).text : JSON.stringify(wire(value));
}

/** The JSON of a value in one dialect as UTF-8 bytes (kept with a sealed value); undefined for undefined. */
export function answerBytes(value: unknown, dialect: string, wire: Wire): Buffer | undefined {
  if (!isSealed(value)) {
    const text = JSON.stringify(wire(value)) as string | undefined;
    return text === undefined ? undefined : Buffer.from(text, 'utf8');
  }
  const entry = serializedOf(value, dialect, wire);
  return (entry.bytes ??= Buffer.from(entry.text, 'utf8'));
}
