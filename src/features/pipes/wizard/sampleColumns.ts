/**
 * Columns proposed from one pasted sample record (a JSON object, or a CSV header line and one
 * data line), with inferred types; each column mapped from the source field of the same name.
 * Runs in the browser only: nothing of the sample is sent.
 */
import type { ColumnRow } from './wizardValues';

/** The common column types offered by the columns editor (any other type can be typed). */
export const COMMON_COLUMN_TYPES = [
  'String',
  'Int32',
  'Int64',
  'UInt32',
  'UInt64',
  'Float32',
  'Float64',
  'Bool',
  'Date',
  'DateTime',
  'DateTime64(3)',
  'UUID',
  'Decimal(18, 4)',
  'LowCardinality(String)',
  'Nullable(String)',
  'Array(String)',
  'Map(String, String)',
  'JSON',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:?\d{2})?$/;
const DATE_TIME_MS = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}\.\d+(Z|[+-]\d{2}:?\d{2})?$/;

/** A proposed type, and why when it is not read from the value alone ("epoch milliseconds"). */
export interface Inferred {
  type: string;
  reason?: string;
}

/** An id by its name: `id`, `*_id`, `*Id`. */
const ID_NAME = /(^id$|_id$|[a-z0-9]Id$|^ID$|_ID$)/;
/** A time by its name: `*_ms`, `*_at`, `*_time`, `*_ts`, `timestamp`. */
const TIME_NAME = /(_ms|_at|_time|_ts|^ts|timestamp)$/i;
/** Epoch milliseconds: 13 digits (2001-09-09 to 2286-11-20). */
const EPOCH_MS = { min: 1e12, max: 1e13 - 1 };
/** Epoch seconds: 10 digits (2001-09-09 to 2286-11-20), taken as a time only under a time's name. */
const EPOCH_S = { min: 1e9, max: 1e10 - 1 };

function numberType(n: number, field: string): Inferred {
  if (!Number.isInteger(n)) return { type: 'Float64' };
  if (n >= EPOCH_MS.min && n <= EPOCH_MS.max) return { type: 'DateTime64(3)', reason: 'epoch milliseconds' };
  if (TIME_NAME.test(field) && n >= EPOCH_S.min && n <= EPOCH_S.max) return { type: 'DateTime', reason: 'epoch seconds' };
  if (ID_NAME.test(field))
    return n < 0 ? { type: 'Int64', reason: 'an id: room for every id to come' } : { type: 'UInt64', reason: 'an id: room for every id to come' };
  if (n < 0) return { type: n >= -(2 ** 31) ? 'Int32' : 'Int64' };
  return { type: n < 2 ** 32 ? 'UInt32' : 'UInt64' };
}

function stringType(s: string): string {
  if (UUID.test(s)) return 'UUID';
  if (DATE.test(s)) return 'Date';
  if (DATE_TIME.test(s)) return 'DateTime';
  if (DATE_TIME_MS.test(s)) return 'DateTime64(3)';
  return 'String';
}

/** The column type of a JSON value (of the field named `field`: an id, a time by its name). */
export function inferJsonType(value: unknown, field = ''): Inferred {
  if (value === null) return { type: 'Nullable(String)' };
  if (typeof value === 'boolean') return { type: 'Bool' };
  if (typeof value === 'number') return numberType(value, field);
  if (typeof value === 'string') return { type: stringType(value) };
  if (Array.isArray(value)) {
    const first = value.find((x) => x !== null);
    const inner = first === undefined ? { type: 'String' } : inferJsonType(first, field);
    return { type: `Array(${inner.type.replace(/^Nullable\((.*)\)$/, '$1')})`, reason: inner.reason && `a list of ${inner.reason}` };
  }
  return { type: 'JSON' };
}

/** The column type of a CSV cell (text that may be a number, a boolean, a date...). */
export function inferCsvType(cell: string, field = ''): Inferred {
  const t = cell.trim();
  if (t === '') return { type: 'Nullable(String)' };
  if (/^(true|false)$/i.test(t)) return { type: 'Bool' };
  // Leading zeros are kept by a String (a zip code, an account number), lost by a number.
  if (/^0\d+$/.test(t)) return { type: 'String', reason: 'leading zeros kept' };
  if (/^-?\d+$/.test(t)) return numberType(Number(t), field);
  if (/^-?\d*\.\d+(e[+-]?\d+)?$/i.test(t)) return { type: 'Float64' };
  return { type: stringType(t) };
}

/** Splits one CSV line (RFC 4180 quoting, the given delimiter). */
export function splitCsvLine(line: string, delimiter = ','): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

export type SampleResult = { ok: true; format: 'JSON' | 'CSV'; rows: ColumnRow[] } | { ok: false; error: string };

/** A column name the destination accepts from a field name (trimmed; blank -> column_<n>). */
const columnName = (field: string, n: number) => field.trim() || `column_${n + 1}`;

/** A proposed row: the reason is kept with the type it explains (shown while the type is still that one). */
const row = (name: string, inferred: Inferred, sourceField: string): ColumnRow => ({
  name,
  type: inferred.type,
  sourceField,
  ...(inferred.reason ? { proposed: { type: inferred.type, reason: inferred.reason } } : {}),
});

export function columnsFromSample(sample: string, delimiter = ','): SampleResult {
  const text = sample.trim();
  if (text === '') return { ok: false, error: 'Paste one record: a JSON object, or a CSV header line and one data line.' };
  if (text.startsWith('{') || text.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      return { ok: false, error: `This is not valid JSON (${(e as Error).message}).` };
    }
    if (Array.isArray(value)) value = value[0];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { ok: false, error: 'The JSON sample must be one object, like {"id": 1, "name": "a"}.' };
    }
    const rows = Object.entries(value).map(([field, v], n) => row(columnName(field, n), inferJsonType(v, field), field));
    return rows.length === 0 ? { ok: false, error: 'The JSON object has no fields.' } : { ok: true, format: 'JSON', rows };
  }
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length < 2) return { ok: false, error: 'A CSV sample needs two lines: the header line and one data line.' };
  const header = splitCsvLine(lines[0], delimiter);
  const data = splitCsvLine(lines[1], delimiter);
  if (header.length !== data.length) {
    return {
      ok: false,
      error: `The header has ${header.length} fields but the data line has ${data.length}; check the delimiter (${JSON.stringify(delimiter)}).`,
    };
  }
  const rows = header.map((field, n) => row(columnName(field, n), inferCsvType(data[n], field.trim()), field.trim()));
  return { ok: true, format: 'CSV', rows };
}
