/**
 * A small writer of Terraform's HCL for the resource blocks the console shows ("As code"):
 * attributes, nested attribute objects and lists (the ClickHouse provider's nested attributes are
 * written `name = { … }`, not as blocks), references (`var.x`, `clickhouse_service.x.id`) and
 * variable blocks. Values come from the API, so every string is escaped for HCL: quotes,
 * backslashes, template sequences (`${`, `%{`) and every invisible or control character as a
 * `\uNNNN` escape, so a copied block holds exactly what it shows.
 */

/** An expression written as it is (a reference to a variable or another resource). */
export class HclExpression {
  constructor(readonly text: string) {}
}
export const hclRef = (text: string) => new HclExpression(text);

export type HclValue = string | number | boolean | HclExpression | readonly HclValue[] | { readonly [key: string]: HclValue | undefined | null };

// Control characters, format characters (bidi controls, zero-width ones), line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** A quoted HCL string holding exactly `text`. */
export function hclString(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
    .replace(/\$\{/g, () => '$${')
    .replace(/%\{/g, () => '%%{');
  return `"${escaped}"`;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** An object key: bare when it is an identifier, quoted otherwise. */
const key = (name: string) => (IDENTIFIER.test(name) ? name : hclString(name));

/** Whether a value is worth writing: absent, empty lists and empty objects are left out. */
function present(value: HclValue | undefined | null): value is HclValue {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && !(value instanceof HclExpression)) return Object.values(value).some(present);
  return true;
}

function write(value: HclValue, indent: string): string {
  if (value instanceof HclExpression) return value.text;
  if (typeof value === 'string') return hclString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = (value as readonly HclValue[]).filter(present);
    if (items.every((v) => typeof v !== 'object' || v instanceof HclExpression)) return `[${items.map((v) => write(v, inner)).join(', ')}]`;
    return `[\n${items.map((v) => `${inner}${write(v, inner)},`).join('\n')}\n${indent}]`;
  }
  return `{\n${attributes(value as Record<string, HclValue | undefined | null>, inner)}\n${indent}}`;
}

function attributes(values: Readonly<Record<string, HclValue | undefined | null>>, indent: string): string {
  const entries = Object.entries(values).filter((entry): entry is [string, HclValue] => present(entry[1]));
  const width = Math.max(0, ...entries.filter(([, v]) => !isNested(v)).map(([k]) => key(k).length));
  return entries.map(([k, v]) => `${indent}${isNested(v) ? key(k) : key(k).padEnd(width)} = ${write(v, indent)}`).join('\n');
}

const isNested = (v: HclValue) => typeof v === 'object' && !(v instanceof HclExpression) && (!Array.isArray(v) || v.some((i) => typeof i === 'object'));

/** `resource "type" "name" { … }`, the absent attributes left out. */
export function resourceBlock(type: string, name: string, values: Readonly<Record<string, HclValue | undefined | null>>): string {
  return `resource ${hclString(type)} ${hclString(name)} {\n${attributes(values, '  ')}\n}`;
}

/** A sensitive string variable, for a secret the block refers to and never holds. */
export function sensitiveVariable(name: string, description: string): string {
  return `variable ${hclString(name)} {\n  description = ${hclString(description)}\n  type        = string\n  sensitive   = true\n}`;
}

/** A Terraform name (resource label, variable) from a person's name: lower case letters, digits and `_`, never empty. */
export function hclLabel(name: string, fallback = 'this'): string {
  const label = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 48)
    .replace(/_+$/, '');
  if (label === '') return fallback;
  return /^[a-z_]/.test(label) ? label : `_${label}`;
}
